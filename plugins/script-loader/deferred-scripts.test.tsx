/**
 * @jest-environment node
 */
// esbuild (loader-code.ts) runs in Node; the loader itself is tested in the browser's terms in src/chrome/loader.test.ts.
import React from "react";
import { chunkGroups, isGatsbyRuntime, isGatsbyStyles, pageScriptUrls } from "./deferred-scripts";
import { loaderCode } from "./loader-code";

const groups = {
  app: ["webpack-runtime-1a.js", "styles.9.css", "framework-2b.js", "app-3c.js"],
  chrome: ["chrome-4d.js"],
  "chrome-blog": ["chrome-blog-6f.js"],
};

describe("what a page runs", () => {
  it("Gatsby's runtime at the body's end is found: its inline scripts, the slice holding them, its files; not the page's own", () => {
    const Slice = (_: { sliceId: string }) => null;
    const runtime = [
      <script key="1" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: 'window.pagePath="/";' }} />,
      <script key="2" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: "window.___chunkMapping={};" }} />,
      <Slice key="3" sliceId="_gatsby-scripts" />,
      <script key="4" src="/app-3c.js" async />,
    ];
    const kept = [<script key="5" src="/chrome-4d.js" defer />, <div key="6" id="portal" />, "texto", null];
    expect(runtime.map((c) => isGatsbyRuntime(c, ["/chrome-4d.js"]))).toEqual([true, true, true, true]);
    expect(kept.map((c) => isGatsbyRuntime(c, ["/chrome-4d.js"]))).toEqual([false, false, false, false]);
  });

  it("Gatsby's inlined style sheet is found by its identity, not any other style", () => {
    const inlined = <style data-href="/styles.9.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: ".a{}" }} />;
    expect([inlined, <style key="x" />, <link key="l" data-identity="gatsby-global-css" />, "texto"].map(isGatsbyStyles)).toEqual([true, false, false, false]);
  });

  it("every page gets the page script; a page with a part gets that part's chunk after it", () => {
    expect(pageScriptUrls(groups)).toEqual(["/chrome-4d.js"]);
    expect(pageScriptUrls(groups, ["chrome-blog"])).toEqual(["/chrome-4d.js", "/chrome-blog-6f.js"]);
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
