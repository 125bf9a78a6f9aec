import { chunkGroups, deferScripts, pageDataUrl, pageResources, PRELOAD_LIST_ID, scriptLoader } from "./deferred-scripts";

const page = (tail: string, head = "") => `<html><head><title>Hola</title>${head}</head><body><div id="___gatsby"><p>Hola</p></div><script>window.pagePath="/";</script>${tail}</body></html>`;
const gatsbyTags = '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async=""></script><script src="/app-3c.js" async></script>';
const loaderOf = (html: string) => html.match(/<script id="cargador">\(function[\s\S]*?<\/script>/)![0];

describe("deferScripts", () => {
  const main = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"];

  it("replaces Gatsby's async script tags with one loader at the end of the head, keeping their order; nothing is preloaded", () => {
    const out = deferScripts(page(gatsbyTags));
    expect(out).not.toMatch(/<script src=|rel="preload"/);
    expect(out).toBe(page("", scriptLoader(main)));
  });

  it("puts the page's early list before the loader as a JSON data block", () => {
    const out = deferScripts(page(gatsbyTags), ["/page-data/blog/page-data.json", "/component---blog-1.js"]);
    const block = `<script type="application/json" id="${PRELOAD_LIST_ID}">["/page-data/blog/page-data.json","/component---blog-1.js"]</script>`;
    expect(out).toBe(page("", block + scriptLoader(main)));
  });

  it("leaves a fragment without a head (Gatsby's copy of its script tags) as it is", () => {
    expect(deferScripts(`<script>window.x=1</script>${gatsbyTags}`, ["/a.json"])).toBe(`<script>window.x=1</script>${gatsbyTags}`);
  });

  it("never lets a URL close the data block", () => {
    expect(deferScripts(page(gatsbyTags), ["/a</script><script>alert(1)</script>.json"])).not.toContain("</script><script>alert(1)");
  });

  it("leaves a page without async scripts untouched, and other scripts as they are", () => {
    const html = page('<script type="application/ld+json">{}</script><script src="/x.js"></script>');
    expect(deferScripts(html, ["/page-data/index/page-data.json"])).toBe(html);
  });

  it("on a page an earlier build already changed, replaces that build's list and loader instead of adding a second", () => {
    const earlier = deferScripts(page(gatsbyTags), ["/page-data/index/page-data.json"]);
    const newTags = '<script src="/webpack-runtime-9z.js" async></script><script src="/app-3c.js" async></script>';
    const again = deferScripts(earlier.replace("</body>", `${newTags}</body>`), ["/page-data/index/page-data.json"]);
    expect(again.match(/id="precarga"/g)).toHaveLength(1);
    expect(again.match(/id="cargador"/g)).toHaveLength(1);
    expect(loaderOf(again)).toContain("/webpack-runtime-9z.js");
    expect(again).not.toContain("/webpack-runtime-1a.js");
    expect(deferScripts(again, ["/x.json"])).toBe(again); // nothing left to defer: unchanged
  });

  it("gives every page of a build the same loader text, so one CSP hash allows it", () => {
    expect(loaderOf(deferScripts(page(gatsbyTags), ["/a.json"]))).toBe(loaderOf(deferScripts(`<head></head><main>other page</main>${gatsbyTags}`, ["/b.json", "/c.js"])));
  });
});

describe("scriptLoader", () => {
  it("adds each script once, a frame after the first contentful paint, with a timer for tabs that never paint, and preloads the early list", () => {
    const loader = scriptLoader(["/a.js", "/b.js"]);
    expect(loader).toContain('["/a.js","/b.js"]');
    expect(loader).toContain('getEntriesByName("first-contentful-paint")');
    expect(loader).toContain("requestAnimationFrame(function(){setTimeout(go,0)})");
    expect(loader).toContain("setTimeout(go,2000)");
    expect(loader).toContain("if(d)return;d=1");
    expect(loader).toContain(`getElementById("${PRELOAD_LIST_ID}")`);
    expect(loader).toContain('as:"fetch",crossOrigin:"anonymous"');
    expect(loader).toContain('as:"script"');
  });

  it("holds a tap on a script-only button until the page has hydrated, then replays it", () => {
    const loader = scriptLoader(["/a.js"]);
    expect(loader).toContain(`closest('button[type="button"]')`);
    expect(loader).toContain('document.addEventListener("click",hold,true)');
    expect(loader).toContain('attributeFilter:["data-hydrated"]');
    expect(loader).toContain("t.click()");
  });
});

describe("pageResources", () => {
  const groups = {
    app: ["webpack-runtime-1a.js", "framework-2b.js", "app-3c.js", "styles.css"],
    "component---src-pages-blog-index-tsx": ["styles.css", "commons-4d.js", "component---src-pages-blog-index-tsx-5e.js"],
  };

  it("lists the page's data, the site data, its static queries and its own chunks", () => {
    expect(pageResources({ path: "/blog", componentChunkName: "component---src-pages-blog-index-tsx", staticQueryHashes: ["111", "222"] }, groups)).toEqual([
      "/page-data/blog/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/111.json",
      "/page-data/sq/d/222.json",
      "/commons-4d.js",
      "/component---src-pages-blog-index-tsx-5e.js",
    ]);
  });

  it("knows where Gatsby keeps the home page's and a nested page's data", () => {
    expect(pageDataUrl("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataUrl("/servicios/fontaneria")).toBe("/page-data/servicios/fontaneria/page-data.json");
    expect(pageDataUrl("/404.html")).toBe("/page-data/404.html/page-data.json");
  });

  it("lists no chunks for a component the build does not know", () => {
    expect(pageResources({ path: "/x", componentChunkName: "nope" }, groups)).toEqual(["/page-data/x/page-data.json", "/page-data/app-data.json"]);
  });
});

test("chunkGroups lists each webpack chunk group's files by name", () => {
  const stats = { namedChunkGroups: { app: { assets: [{ name: "app-1a.js" }, { name: "app-1a.js.map" }] }, "component---blog": { assets: [] } } };
  expect(chunkGroups(stats)).toEqual({ app: ["app-1a.js", "app-1a.js.map"], "component---blog": [] });
});
