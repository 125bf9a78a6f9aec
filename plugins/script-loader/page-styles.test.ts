/**
 * @jest-environment node
 */
import { classesNamedIn, htmlClasses, neededClasses, parseSheet, scriptGroupsOf, sheetFor } from "./page-styles";

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
  it("reads the classes of its markup", () => {
    expect(htmlClasses('<div class="card  hero"><p class="title">Hola</p><p data-class="x">y</p></div>')).toEqual(["card", "hero", "title"]);
  });

  it("counts a class a script names, as the script's text holds it", () => {
    expect(classesNamedIn('e.exports={error:"form-module--error--a1b2c"}', sheet.classes)).toEqual(["form-module--error--a1b2c"]);
  });

  it("runs its page script, the carousel on the home, and React with its islands where it has any", () => {
    expect(scriptGroupsOf("<main><p>Hola</p></main>")).toEqual(["chrome"]);
    expect(scriptGroupsOf('<section class="x" data-carousel="">')).toEqual(["chrome", "chrome-carrusel"]);
    expect(scriptGroupsOf('<div data-island="contact-form"></div><div data-island="kept-offer"></div><div data-island="contact-form">')).toEqual([
      "chrome",
      "islands-react",
      "isla-contact-form",
      "isla-kept-offer",
    ]);
  });
});
