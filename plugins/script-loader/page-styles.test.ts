/**
 * @jest-environment node
 */
import { classesNamedIn, classesOf, namedByGroup, neededClasses, pageSheet, parseSheet, scriptGroups, sheetFor } from "./page-styles";
import { attributesIn } from "../shared/html-tree";
import { chunksAsked } from "../../src/lib/browser-chunks";

const css =
  ":root{--c:red}body{margin:0}.card,.hero{color:red}.card .title{font-weight:700}.form-module--error--a1b2c{color:#b3261e}" +
  "a:not(.button){text-decoration:underline}@media (min-width:640px){.hero{padding:1rem}.gallery{display:grid}}" +
  "@keyframes fade{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(/x.woff2)}";
const sheet = parseSheet(css);

describe("a page's part of the style sheet", () => {
  it("keeps the selectors whose classes are all on the page, and every rule without a class", () => {
    expect(sheetFor(sheet, new Set(["card", "title"]))).toBe(
      ":root{--c:red}body{margin:0}.card{color:red}.card .title{font-weight:700}a:not(.button){text-decoration:underline}" +
        "@keyframes fade{from{opacity:0}to{opacity:1}}@font-face{font-family:x;src:url(/x.woff2)}",
    );
  });

  it("drops a media query left empty, keeps one with a rule the page uses", () => {
    expect(sheetFor(sheet, new Set(["hero"]))).toContain("@media (min-width:640px){.hero{padding:1rem}}");
    expect(sheetFor(sheet, new Set(["card"]))).not.toContain("@media");
  });

  it("keeps everything when every class is used", () => {
    expect(sheetFor(sheet, new Set(sheet.classes))).toBe(css);
  });

  it("names the classes a selector needs, not those it only excludes or looks for", () => {
    expect(neededClasses(".a .b:hover > .c")).toEqual(["a", "b", "c"]);
    expect(neededClasses("a:not(.button)")).toEqual([]);
    expect(neededClasses(".card:has(.photo)")).toEqual(["card"]);
    expect(sheet.classes.sort()).toEqual(["card", "form-module--error--a1b2c", "gallery", "hero", "title"]);
  });
});

describe("what a page uses", () => {
  it("reads the classes of its elements, not an attribute that only looks like one", () => {
    expect(classesOf(attributesIn('<div class="card  hero"><p class="title">Hola</p><p data-class="x">class="y"</p></div>'))).toEqual(["card", "hero", "title"]);
  });

  it("counts a class a script names, as the script's text holds it, each file read once", () => {
    expect(classesNamedIn('e.exports={error:"form-module--error--a1b2c"}', sheet.classes)).toEqual(["form-module--error--a1b2c"]);
    const reads: string[] = [];
    const text: Record<string, string> = { "react.js": "", "form.js": '"form-module--error--a1b2c"', "chrome.js": '"gallery"' };
    const files = { chrome: ["chrome.js"], "isla-contact-form": ["react.js", "form.js"], "isla-share": ["react.js"] };
    const named = namedByGroup(files, (file) => (reads.push(file), text[file]!), sheet.classes);
    expect(named).toEqual({ chrome: ["gallery"], "isla-contact-form": ["form-module--error--a1b2c"], "isla-share": [] });
    expect(reads.sort()).toEqual(["chrome.js", "form.js", "react.js"]);
  });

  it("runs its page script, the carousel on the home, and React with its islands where it has any", () => {
    expect(scriptGroups({ parts: [], islands: [] })).toEqual(["chrome"]);
    expect(scriptGroups({ parts: ["chrome-carrusel"], islands: [] })).toEqual(["chrome", "chrome-carrusel"]);
    expect(scriptGroups({ parts: [], islands: ["contact-form", "kept-offer"] })).toEqual(["chrome", "islands-react", "isla-contact-form", "isla-kept-offer"]);
  });

  it("keeps the rules of its markup's classes and of its scripts', not those of an island it does not have", () => {
    const named = { chrome: [], "isla-contact-form": ["form-module--error--a1b2c"], "islands-react": [] };
    const page = (html: string) => pageSheet(sheet, named, attributesIn(html), chunksAsked(attributesIn(html)));
    const form = page('<div class="card"><div data-island="contact-form"></div></div>');
    expect(form).toContain(".form-module--error--a1b2c{color:#b3261e}");
    expect(form).toContain(".card{color:red}");
    expect(page('<div class="card"></div>')).not.toContain("form-module");
  });
});
