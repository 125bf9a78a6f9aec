import { createHash } from "crypto";
import { checkPageScripts, knownScripts, pagePathOf, pageScripts, type BuildScripts } from "./page-scripts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const build: BuildScripts = {
  chunkMap: '{"app":["/app-2a90e07b64ca1f93ac5f.js"]}',
  compilationHash: "83e2382c4c319ef84e34",
  loader: "(function(){var u=[\"/app-2a90e07b64ca1f93ac5f.js\"]})()",
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
  const { hashes, unknown } = checkPageScripts(page(), known);
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
    const { hashes, unknown } = checkPageScripts(page(injected), known);
    expect(unknown).toHaveLength(1);
    expect(hashes).not.toContain(sha("alert(1)"));
  }
});

test("a script text that closes a JSON-LD block early is found as the browser's parser finds it", () => {
  const html = page('<script type="application/ld+json">{"d":"Texto </script><script>alert(1)</script>"}</script>');
  expect(checkPageScripts(html, known).unknown).toEqual(["alert(1)"]);
  expect(pageScripts(html).filter((s) => s.text === "alert(1)")).toHaveLength(1);
});

test("the known page path is the page's own: another page's is not allowed here", () => {
  expect(checkPageScripts(page(), knownScripts(build, "/blog/")).unknown).toEqual(['/*<![CDATA[*/window.pagePath="/servicios/fontaneria/";/*]]>*/']);
});

test("page paths as Gatsby names them", () => {
  expect(pagePathOf("index.html")).toBe("/");
  expect(pagePathOf("404.html")).toBe("/404.html");
  expect(pagePathOf("servicios/fontaneria/index.html")).toBe("/servicios/fontaneria/");
  expect(pagePathOf("blog/[...]/index.html")).toBe("/blog/[...]/");
});
