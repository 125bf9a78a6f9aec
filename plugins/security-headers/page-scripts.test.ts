/**
 * @jest-environment node
 */
import { createHash } from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import { buildScripts, checkPageScripts, insertedScriptHashes, knownScripts, pagePathOf, pageScripts, type BuildScripts } from "./page-scripts";
import { SPECULATION_RULES } from "../../src/lib/speculation";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const build: BuildScripts = {
  chunkMap: '{"app":["/app-2a90e07b64ca1f93ac5f.js"]}',
  compilationHash: "83e2382c4c319ef84e34",
  loader: "(function(){var u=[\"/app-2a90e07b64ca1f93ac5f.js\"]})()",
  files: ["/webpack-runtime-1a.js", "/app-2a90e07b64ca1f93ac5f.js", "/component---src-templates-service-tsx-3c.js"],
};
const known = knownScripts(build, "/servicios/fontaneria/");

/** A page as Gatsby 5.16 and the script loader write it, with `extra` in its head. */
const page = (extra = "") =>
  [
    '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><title>Fontanería</title>',
    '<script data-react-helmet="true" type="application/ld+json">{"@type":"Service","description":"Texto \\u003c/script\\u003e"}</script>',
    '<script type="application/json" id="precarga">["/page-data/app-data.json"]</script>',
    `<script id="cargador">${build.loader}</script>`,
    extra,
    '</head><body><div id="___gatsby"></div>',
    '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/servicios/fontaneria/";/*]]>*/</script>',
    `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(build.chunkMap)};\n          </script>`,
    '<script>window.___webpackCompilationHash="83e2382c4c319ef84e34";</script>',
    "</body></html>",
  ].join("");

test("a page as the build writes it: its four scripts allowed by the hashes of their known texts, its data blocks need none", () => {
  const { hashes, unknown } = checkPageScripts(page(), known, build.files);
  expect(unknown).toEqual([]);
  const onPage = [known[0]!, known[1]!, known[2]!, build.loader];
  expect(hashes.sort()).toEqual(onPage.map(sha).sort());
});

test("a script that content became is refused, wherever it sits and whatever its type, and never hashed", () => {
  for (const injected of [
    "<script>alert(1)</script>",
    '<script type="module">alert(1)</script>',
    '<script type="text/javascript">alert(1)</script>',
    '<script src="https://evil.example/x.js"></script>',
    '<script src="//evil.example/x.js"></script>',
  ]) {
    const { hashes, unknown } = checkPageScripts(page(injected), known, build.files);
    expect(unknown).toHaveLength(1);
    expect(hashes).not.toContain(sha("alert(1)"));
  }
});

test("a <script src> is allowed only when it is one of this build's files, named as the build names it", () => {
  const own = build.files.map((src) => `<script src="${src}" async=""></script>`).join("");
  expect(checkPageScripts(page(own), known, build.files)).toEqual(checkPageScripts(page(), known, build.files));
  for (const src of ["/app-0000000000000000.js", "/static/x.js", "/\\evil.example/x.js", "/%5Cevil.example/x.js", "/app-2a90e07b64ca1f93ac5f.js?v=1", "app-2a90e07b64ca1f93ac5f.js"]) {
    expect(checkPageScripts(page(`<script src="${src}"></script>`), known, build.files).unknown).toEqual([`<script src="${src}">`]);
  }
});

test("this build's own files are the scripts of every chunk group in public/webpack.stats.json, once each", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  try {
    const group = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
    const stats = { namedChunkGroups: { app: group("webpack-runtime-1a.js", "styles.9.css", "app-3c.js"), chrome: group("chrome-4d.js"), "component---x": group("7-5e.js", "app-3c.js") } };
    fs.mkdirSync(path.join(dir, "page-data"));
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
    fs.writeFileSync(path.join(dir, "chunk-map.json"), "{}");
    fs.writeFileSync(path.join(dir, "page-data", "app-data.json"), '{"webpackCompilationHash":"83e2"}');
    expect(buildScripts(dir).files.sort()).toEqual(["/7-5e.js", "/app-3c.js", "/chrome-4d.js", "/webpack-runtime-1a.js"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a script text that closes a JSON-LD block early is found as the browser's parser finds it", () => {
  const html = page('<script type="application/ld+json">{"d":"Texto </script><script>alert(1)</script>"}</script>');
  expect(checkPageScripts(html, known, build.files).unknown).toEqual(["alert(1)"]);
  expect(pageScripts(html).filter((s) => s.text === "alert(1)")).toHaveLength(1);
});

test("the known page path is the page's own: another page's is not allowed here", () => {
  expect(checkPageScripts(page(), knownScripts(build, "/blog/"), build.files).unknown).toEqual(['/*<![CDATA[*/window.pagePath="/servicios/fontaneria/";/*]]>*/']);
});

test("page paths as Gatsby names them", () => {
  const files = ["index.html", "404.html", "servicios/fontaneria/index.html", "blog/[...]/index.html"];
  expect(files.map(pagePathOf)).toEqual(["/", "/404.html", "/servicios/fontaneria/", "/blog/[...]/"]);
});

test("the rules the page script adds are allowed by the hash of their exact text, and the page itself may not hold them", () => {
  expect(insertedScriptHashes()).toEqual([sha(SPECULATION_RULES)]);
  const rules = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
  expect(checkPageScripts(page(rules), known, build.files).unknown).toEqual([SPECULATION_RULES]);
});
