/**
 * @jest-environment node
 */
// esbuild (loader-code.ts) runs in Node; the loader itself is tested in the browser's terms in src/chrome/loader.test.ts.
import { chunkGroups, pageScriptUrls, pageWithScripts } from "./deferred-scripts";
import { loaderCode } from "./loader-code";

const gatsbyRuntime =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>' +
  '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>' +
  '<script>window.___webpackCompilationHash="83e2";</script>' +
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async=""></script><script src="/app-3c.js" async></script>';
const page = (body: string) =>
  `<html><head><title>Hola</title></head><body><div id="___gatsby">${body}</div><!-- slice-start id="_gatsby-scripts-1" -->${gatsbyRuntime}\n   <!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const groups = {
  app: ["webpack-runtime-1a.js", "styles.9.css", "framework-2b.js", "app-3c.js"],
  chrome: ["chrome-4d.js"],
  "chrome-blog": ["chrome-blog-6f.js"],
};
const scriptsOf = (html: string) => html.match(/<script src=[^>]*><\/script>/g);

describe("pageWithScripts", () => {
  it("takes Gatsby's runtime out: its async scripts and its three inline ones", () => {
    const out = pageWithScripts(page("<p>Hola</p>"), groups);
    expect(out).not.toMatch(/async|___chunkMapping|window\.pagePath|___webpackCompilationHash|app-3c|framework-2b|slice-start/);
    expect(out).toContain("</div></body>");
  });

  it("gives every page one script, the small one, by defer, with or without islands (it fetches React for them)", () => {
    const plain = pageWithScripts(page("<p>Hola</p>"), groups);
    expect(scriptsOf(plain)).toEqual(['<script src="/chrome-4d.js" defer></script>']);
    const withIsland = page('<script type="application/json" id="share-props-1">{}</script><div data-island="share" data-props="share-props-1"><p>x</p></div>');
    expect(scriptsOf(pageWithScripts(withIsland, groups))).toEqual(scriptsOf(plain));
  });

  it("gives a page with the blog's filter that part's chunk by defer too, after the page script", () => {
    const blog = pageWithScripts(page('<div data-blog-filter="" data-held=""><input type="search"></div>'), groups);
    expect(scriptsOf(blog)).toEqual(['<script src="/chrome-4d.js" defer></script>', '<script src="/chrome-blog-6f.js" defer></script>']);
  });

  it("puts the loader and then the page script at the end of the head, and replaces an earlier build's", () => {
    const out = pageWithScripts(page("<p>Hola</p>"), groups);
    expect(out).toContain(`<script id="cargador">${loaderCode()}</script><script src="/chrome-4d.js" defer></script></head>`);
    const earlier = out.replace("</head>", '<script type="speculationrules">{"prefetch":[]}</script></head>');
    const again = pageWithScripts(earlier, { ...groups, chrome: ["chrome-9z.js"] });
    expect(again.match(/id="cargador"/g)).toHaveLength(1);
    expect(again).not.toContain("speculationrules");
    expect(scriptsOf(again)).toEqual(['<script src="/chrome-9z.js" defer></script>']);
  });
});

describe("the loader", () => {
  it("is src/chrome/loader.ts minified, the same text on every page and build", () => {
    const loader = loaderCode();
    expect(loader).not.toMatch(/\n|HYDRATED_ATTRIBUTE|<\/script/);
    expect(loaderCode()).toBe(loader);
    expect(loader.length).toBeLessThan(1000);
  });
});

describe("the scripts of a page", () => {
  it("are the chrome entry's chunk group's scripts, in order, its style sheets left out", () => {
    expect(pageScriptUrls({ ...groups, chrome: ["chrome-4d.js", "chrome.5.css"] })).toEqual(["/chrome-4d.js"]);
  });

  it("chunkGroups lists each webpack chunk group's files by name", () => {
    expect(chunkGroups({ namedChunkGroups: { app: { assets: [{ name: "app-1.js" }, { name: "styles.css" }] } } })).toEqual({ app: ["app-1.js", "styles.css"] });
  });
});
