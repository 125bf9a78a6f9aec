import fs from "fs";
import path from "path";
import zlib from "zlib";
import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { chunkGroups, type WebpackStats } from "../../plugins/script-loader/deferred-scripts";
import { chunkJs, firstLoadFiles, islandsStartingWith } from "../../scripts/first-load.mjs";
import { ISLAND_CHUNK, PAGE_PARTS, PAGE_SCRIPT_CHUNK, REACT_CHUNK } from "../../src/lib/browser-chunks";
import { isHashedAsset } from "../../plugins/security-headers/headers";
import { PUBLIC, expectedPaths, htmlFiles, islandNames, site, vnuErrors } from "./helpers";
import { HTML_VALIDATE_CONFIG } from "./html-validate.config";

// Checks of the production build itself: every page file in public/ (of the project under test), read from disk.

const pages = htmlFiles().filter((f) => !f.endsWith(`${path.sep}404${path.sep}index.html`));
const rel = (file: string) => `/${path.relative(PUBLIC, file)}`;

const isFile = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile();

/**
 * The file a static host serves for a URL path without a redirect: path/index.html for /path/, or the file itself.
 * "redirect" for /path when path/index.html exists: the host would answer with a redirect to /path/.
 */
function resolvePath(urlPath: string): string | "redirect" | null {
  const clean = decodeURIComponent(urlPath);
  const base = path.join(PUBLIC, clean);
  if (clean.endsWith("/")) return isFile(path.join(base, "index.html")) ? path.join(base, "index.html") : null;
  if (isFile(base)) return base;
  return isFile(path.join(base, "index.html")) ? "redirect" : null;
}

const ids = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

test("the build has the pages it should: one for each fixed page and each file of data/, and 404.html", () => {
  const file = (p: string) => (p === "/" ? "/index.html" : `${p}index.html`);
  expect(pages.map(rel).sort()).toEqual([...expectedPaths().all.map(file), "/404.html"].sort());
});

// React 18's streaming renderer can leave NUL characters next to an "ñ" or "—" (gatsby-ssr.tsx renders without it).
test("no page carries a NUL character", () => {
  const NUL = String.fromCharCode(0);
  expect(htmlFiles().filter((file) => fs.readFileSync(file, "utf8").includes(NUL)).map(rel)).toEqual([]);
});

test("every page is valid HTML (html-validate, recommended rules)", async () => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
  const problems: string[] = [];
  for (const file of pages) {
    const report = await validator.validateString(fs.readFileSync(file, "utf8"), rel(file));
    for (const result of report.results) for (const m of result.messages) if (m.severity === 2) problems.push(`${rel(file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  expect(problems.slice(0, 40)).toEqual([]);
});

test("every internal link, fragment, image and script reference resolves; new tabs are safe; tel and mailto match the facts", () => {
  const tels = new Set(Object.values(site.phones).map((p: any) => `tel:${p.tel}`));
  const mails = new Set(Object.values(site.emails).map((e) => `mailto:${e}`));
  const problems: string[] = [];
  const cache = new Map<string, string>();
  const read = (file: string) => cache.get(file) ?? (cache.set(file, fs.readFileSync(file, "utf8")), cache.get(file)!);
  for (const file of pages) {
    const html = read(file);
    const here = rel(file);
    const refs = [
      ...[...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/\s(?:srcset|srcSet)="([^"]+)"/g)].flatMap((m) => m[1]!.split(",").map((s) => s.trim().split(/\s+/)[0]!)),
    ];
    for (const ref of refs) {
      if (ref.startsWith("tel:")) {
        if (!tels.has(ref)) problems.push(`${here}: ${ref} is not a phone line of data/site.json`);
        continue;
      }
      if (ref.startsWith("mailto:")) {
        if (!mails.has(ref)) problems.push(`${here}: ${ref} is not an address of data/site.json`);
        continue;
      }
      if (/^(https?:)?\/\//.test(ref) || ref.startsWith("data:")) continue;
      const [pathPart = "", fragment] = ref.split("#");
      const target = pathPart === "" ? file : resolvePath(pathPart.split("?")[0]!);
      if (!target) {
        problems.push(`${here}: ${ref} does not exist in the build`);
        continue;
      }
      if (target === "redirect") {
        problems.push(`${here}: ${ref} goes through a redirect; the page's address ends in "/"`);
        continue;
      }
      if (fragment && target.endsWith(".html") && !ids(read(target)).has(fragment)) problems.push(`${here}: ${ref} points at #${fragment}, which is not on that page`);
    }
    for (const [tag] of html.matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)) if (!/rel="[^"]*noopener/.test(tag)) problems.push(`${here}: ${tag} opens a new tab without rel="noopener"`);
  }
  expect(problems).toEqual([]);
});

test("every script and style sheet is named by its content, so the year-long cache _headers gives them is safe", () => {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const assets = files(PUBLIC).filter((f) => /\.(js|css)$/.test(f));
  expect(assets.length).toBeGreaterThan(10);
  const unhashed = assets.filter((f) => !f.startsWith(path.join(PUBLIC, "static") + path.sep) && !isHashedAsset(path.relative(PUBLIC, f).split(path.sep).join("/")));
  expect(unhashed.map(rel)).toEqual([]);
});

test("each page inlines the style rules of the classes it uses, not the whole sheet", () => {
  const inline = /<style data-href="\/([^"]+\.css)" data-identity="gatsby-global-css">([\s\S]*?)<\/style>/;
  const sizes: Record<string, number> = {};
  for (const file of pages) {
    const html = fs.readFileSync(file, "utf8");
    const [, href, css] = inline.exec(html) ?? [];
    expect(css, `${rel(file)} inlines the site's sheet`).toBeDefined();
    const whole = fs.readFileSync(path.join(PUBLIC, href!), "utf8");
    // Every class of the page's markup that the whole sheet styles is styled inline too.
    const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
    const styled = (sheet: string, name: string) => new RegExp(`\\.${name.replace(/[-]/g, "\\-")}(?![\\w-])`).test(sheet);
    expect([...classes].filter((name) => styled(whole, name) && !styled(css!, name)), rel(file)).toEqual([]);
    sizes[rel(file)] = css!.length / whole.length;
  }
  // A page without forms leaves the forms' rules out.
  expect(sizes["/aviso-legal/index.html"]).toBeLessThan(0.6);
});

test("every page's JSON-LD has the properties its type requires", () => {
  const required: Record<string, string[]> = {
    Service: ["name", "description", "url", "serviceType", "provider", "areaServed"],
    WebPage: ["name", "description", "url", "publisher"],
    AboutPage: ["name", "description", "url", "publisher"],
    ContactPage: ["name", "description", "url", "publisher"],
    CollectionPage: ["name", "description", "url", "publisher"],
    BlogPosting: ["headline", "description", "datePublished", "author", "publisher", "image", "mainEntityOfPage"],
    BreadcrumbList: ["itemListElement"],
    LocalBusiness: ["name", "address", "telephone", "url", "areaServed"],
  };
  const problems: string[] = [];
  const check = (node: any, where: string) => {
    const props = required[node["@type"]];
    if (!props) return problems.push(`${where}: unexpected type ${node["@type"]}`);
    for (const p of props) if (node[p] === undefined || node[p] === "" || (Array.isArray(node[p]) && node[p].length === 0)) problems.push(`${where}: ${node["@type"]} lacks ${p}`);
    for (const key of ["provider", "publisher"]) if (node[key]) check(node[key], `${where} > ${key}`);
    if (node["@type"] === "LocalBusiness") {
      const a = node.address ?? {};
      for (const p of ["streetAddress", "addressLocality", "postalCode", "addressCountry"]) if (!a[p]) problems.push(`${where}: address lacks ${p}`);
    }
    return undefined;
  };
  for (const file of pages.filter((f) => !f.endsWith(`${path.sep}404.html`))) {
    const blocks = [...fs.readFileSync(file, "utf8").matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    if (blocks.length === 0) problems.push(`${rel(file)}: no JSON-LD`);
    for (const block of blocks) {
      if (block["@context"] !== "https://schema.org") problems.push(`${rel(file)}: @context`);
      check(block, rel(file));
    }
  }
  expect(problems).toEqual([]);
});

test("first-load JavaScript: each page loads only its small script and its islands, no framework without one, and never the e-mail library", () => {
  // What a first visit loads at most (scripts/first-load.mjs, as the benchmarks count it).
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as WebpackStats;
  const groups = chunkGroups(stats);
  const framework = (groups[REACT_CHUNK] ?? []).find((f) => f.startsWith("framework-"));
  expect(framework, "React comes with the islands' starter").toBeDefined();
  expect(groups[PAGE_SCRIPT_CHUNK], "every page's one script, with its own webpack runtime and no React").toEqual([expect.stringMatching(/^chrome-[0-9a-f]+\.js$/)]);
  // Every page carries its whole style sheet: the page script has no code to fetch one (no-css-loading.ts).
  expect(fs.readFileSync(path.join(PUBLIC, groups[PAGE_SCRIPT_CHUNK]![0]!), "utf8")).not.toContain("CSS_CHUNK_LOAD_FAILED");
  // Every island is a chunk of its own, named after its file, and no other file of the folder is.
  const islandChunks = Object.keys(groups).filter((group) => group.startsWith(ISLAND_CHUNK("")));
  expect(islandChunks.sort()).toEqual(islandNames().map(ISLAND_CHUNK).sort());
  // Each part only some pages have (the carousel, the blog's filter, the map, the 404) is a chunk of its own.
  for (const part of Object.keys(PAGE_PARTS)) expect(chunkJs(stats, part), `${part}: one chunk, fetched only by the pages that have it`).toHaveLength(1);
  const templates = ["/", "/servicios/", "/servicios/limpieza-industrial/", "/servicios/fontaneria/", "/blog/", "/blog/1/", "/contacto/", "/sobre-nosotros/", "/aviso-legal/"];
  const sizes: Record<string, number> = {};
  for (const page of templates) {
    const html = fs.readFileSync(path.join(PUBLIC, page, "index.html"), "utf8");
    const loaded = firstLoadFiles(html, stats);
    expect(loaded, `${page} has the script loader`).not.toBeNull();
    const files = new Set(loaded);
    expect(files.has(framework!), `${page}: React only where there is an island`).toBe(islandsStartingWith(html).length > 0);
    let total = 0;
    for (const file of files) {
      const code = fs.readFileSync(path.join(PUBLIC, file));
      total += zlib.gzipSync(code, { level: 9 }).length;
      // The library's own code (its request path), not the configured address, must stay out of first-load JS.
      expect(code.toString("utf8").includes("/api/v1.0/email/send"), `${page} loads the e-mail library in ${file}`).toBe(false);
    }
    sizes[page] = Math.round(total / 102.4) / 10;
  }
  console.log("First-load JS (KB gzip):", sizes);
  for (const [page, kb] of Object.entries(sizes)) expect(kb, page).toBeLessThanOrEqual(70);
  const chunks = fs.readdirSync(PUBLIC).filter((f) => f.endsWith(".js") && fs.readFileSync(path.join(PUBLIC, f), "utf8").includes("/api/v1.0/email/send"));
  expect(chunks.length, "the e-mail library is its own chunk, loaded when a form sends").toBeGreaterThan(0);
});

test("the W3C's Nu HTML Checker (vnu) finds no error in any built page", () => {
  test.setTimeout(180_000);
  const files = htmlFiles();
  expect(files.length).toBeGreaterThan(50);
  expect(vnuErrors(files)).toEqual([]);
});
