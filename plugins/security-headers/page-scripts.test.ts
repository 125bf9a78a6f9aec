/**
 * @jest-environment node
 */
import { createHash } from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import { buildScripts, checkPageScripts, gatsbyScripts, insertedScriptHashes, pagePathOf, readPage, type BuildScripts } from "./page-scripts";
import { SPECULATION_RULES } from "../../src/lib/speculation";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

const build: BuildScripts = {
  chunkMap: '{"app":["/app-2a90e07b64ca1f93ac5f.js"]}',
  compilationHash: "83e2382c4c319ef84e34",
  loader: "(function(){var u=[\"/chrome-4d.js\"]})()",
  files: ["/chrome-4d.js", "/chrome-carrusel-5e.js", "/isla-share-6f.js"],
  runtime: ["/webpack-runtime-1a.js", "/app-2a90e07b64ca1f93ac5f.js", "/component---src-templates-service-tsx-3c.js"],
};
const PATH = "/servicios/fontaneria/";
const check = (html: string, pagePath = PATH) => checkPageScripts(html, build, pagePath);

/** A page as the build writes it (Gatsby's runtime taken out, the loader and the page script in), with `extra` in its head. */
const page = (extra = "", body = "") =>
  [
    '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><title>Fontanería</title>',
    '<script data-react-helmet="true" type="application/ld+json">{"@type":"Service","description":"Texto \\u003c/script\\u003e"}</script>',
    '<script type="application/json" id="precarga">["/page-data/app-data.json"]</script>',
    `<script id="cargador">${build.loader}</script><script src="/chrome-4d.js" defer></script>`,
    extra,
    `</head><body><div id="___gatsby"></div>${body}</body></html>`,
  ].join("");

/** Gatsby 5.16's runtime at the end of a page's body, as it writes it before plugins/script-loader takes it out. */
const gatsbyRuntime = [
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/servicios/fontaneria/";/*]]>*/</script>',
  `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(build.chunkMap)};\n          </script>`,
  '<script>window.___webpackCompilationHash="83e2382c4c319ef84e34";</script>',
  '<script src="/app-2a90e07b64ca1f93ac5f.js" async></script>',
];

test("a page as the build writes it: its loader allowed by the hash of its known text, the page script by its file, its data blocks need none", () => {
  expect(check(page())).toMatchObject({ unknown: [], runtime: [] });
});

test("a page that still has Gatsby's runtime names each piece of it, and none is allowed", () => {
  const { unknown, runtime } = check(page("", gatsbyRuntime.join("")));
  expect(unknown).toEqual([]);
  expect(runtime).toEqual([...gatsbyScripts(build, PATH).map((text) => text.trim()), '<script src="/app-2a90e07b64ca1f93ac5f.js">']);
  for (const src of build.runtime) expect(check(page(`<script src="${src}" defer></script>`)).runtime).toEqual([`<script src="${src}">`]);
});

test("a script that content became is refused, wherever it sits and whatever its type, and never hashed", () => {
  for (const injected of [
    "<script>alert(1)</script>",
    '<script type="module">alert(1)</script>',
    '<script type="text/javascript">alert(1)</script>',
    '<script src="https://evil.example/x.js"></script>',
    '<script src="//evil.example/x.js"></script>',
  ]) {
    expect(check(page(injected)).unknown).toHaveLength(1);
  }
});

test("a <script src> is allowed only when it is one of the browser side's files, named as the build names it", () => {
  const own = build.files.map((src) => `<script src="${src}" defer=""></script>`).join("");
  expect(check(page(own))).toEqual(check(page()));
  for (const src of ["/chrome-0000.js", "/static/x.js", "/\\evil.example/x.js", "/%5Cevil.example/x.js", "/chrome-4d.js?v=1", "chrome-4d.js"]) {
    expect(check(page(`<script src="${src}"></script>`)).unknown).toEqual([`<script src="${src}">`]);
  }
});

test("the browser side's files are the scripts of its chunk groups in public/webpack.stats.json, Gatsby's runtime every other, once each", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  try {
    const group = (...names: string[]) => ({ assets: names.map((name) => ({ name })) });
    const stats = {
      namedChunkGroups: {
        app: group("webpack-runtime-1a.js", "styles.9.css", "framework-2b.js", "app-3c.js"),
        chrome: group("chrome-4d.js"),
        "isla-share": group("framework-2b.js", "isla-share-6f.js"),
        "component---x": group("7-5e.js", "app-3c.js"),
      },
    };
    fs.mkdirSync(path.join(dir, "page-data"));
    fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
    fs.writeFileSync(path.join(dir, "chunk-map.json"), "{}");
    fs.writeFileSync(path.join(dir, "page-data", "app-data.json"), '{"webpackCompilationHash":"83e2"}');
    const found = buildScripts(dir);
    expect(found.files.sort()).toEqual(["/chrome-4d.js", "/framework-2b.js", "/isla-share-6f.js"]);
    expect(found.runtime.sort()).toEqual(["/7-5e.js", "/app-3c.js", "/webpack-runtime-1a.js"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a script text that closes a JSON-LD block early is found as the browser's parser finds it", () => {
  const html = page('<script type="application/ld+json">{"d":"Texto </script><script>alert(1)</script>"}</script>');
  expect(check(html).unknown).toEqual(["alert(1)"]);
  expect(readPage(html).scripts.filter((s) => s.text === "alert(1)")).toHaveLength(1);
});

test("Gatsby's page path script is its runtime on its own page only; another page's is refused as unknown", () => {
  const script = gatsbyRuntime[0]!;
  expect(check(page("", script)).runtime).toHaveLength(1);
  expect(check(page("", script), "/blog/")).toMatchObject({ runtime: [], unknown: ['/*<![CDATA[*/window.pagePath="/servicios/fontaneria/";/*]]>*/'] });
});

test("page paths as Gatsby names them", () => {
  const files = ["index.html", "404.html", "servicios/fontaneria/index.html", "blog/[...]/index.html"];
  expect(files.map(pagePathOf)).toEqual(["/", "/404.html", "/servicios/fontaneria/", "/blog/[...]/"]);
});

test("the rules the page script adds are allowed by the hash of their exact text, and the page itself may not hold them", () => {
  expect(insertedScriptHashes()).toEqual([sha(SPECULATION_RULES)]);
  const rules = `<script type="speculationrules">${SPECULATION_RULES}</script>`;
  expect(check(page(rules)).unknown).toEqual([SPECULATION_RULES]);
});

test("the page's policy is read with whether a script or style came before it, which it would not govern", () => {
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27;"/>`;
  expect(readPage(`<!DOCTYPE html><html><head><meta charSet="utf-8"/>${meta}<style>a{}</style></head></html>`).policies).toEqual([
    { content: "script-src 'self'", late: false },
  ]);
  expect(readPage(`<html><head><script src="/a.js"></script>${meta}</head></html>`).policies).toEqual([{ content: "script-src 'self'", late: true }]);
  expect(readPage(`<html><head><link rel="stylesheet" href="/a.css"><META HTTP-EQUIV="content-security-policy" content="x"></head></html>`).policies).toEqual([
    { content: "x", late: true },
  ]);
  expect(readPage("<p>Hola</p>").policies).toEqual([]);
});
