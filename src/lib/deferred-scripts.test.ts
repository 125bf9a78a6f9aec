import { deferScripts, scriptLoader } from "./deferred-scripts";

const page = (tail: string) => `<html><body><div id="___gatsby"><p>Hola</p></div><script>window.pagePath="/";</script>${tail}</body></html>`;
const gatsbyTags = '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>';

describe("deferScripts", () => {
  it("replaces Gatsby's async script tags with one loader, in their place and order", () => {
    const out = deferScripts(page(gatsbyTags));
    expect(out).not.toMatch(/<script src=/);
    expect(out).toBe(page(scriptLoader(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"])));
    expect(out.indexOf('window.pagePath="/"')).toBeLessThan(out.indexOf("requestAnimationFrame"));
  });

  it("leaves a page without async scripts untouched, and other scripts as they are", () => {
    const html = page('<script type="application/ld+json">{}</script><script src="/x.js"></script>');
    expect(deferScripts(html)).toBe(html);
  });

  it("gives every page of a build the same loader text, so one CSP hash allows it", () => {
    expect(deferScripts(page(gatsbyTags)).match(/<script>\(function[\s\S]*?<\/script>/)![0]).toBe(
      deferScripts(`<main>other page</main>${gatsbyTags}`).match(/<script>\(function[\s\S]*?<\/script>/)![0],
    );
  });
});

describe("scriptLoader", () => {
  it("adds each script once, after two frames, with a timer for tabs that never paint", () => {
    const loader = scriptLoader(["/a.js", "/b.js"]);
    expect(loader).toContain('["/a.js","/b.js"]');
    expect(loader).toContain("requestAnimationFrame(function(){requestAnimationFrame(");
    expect(loader).toContain("setTimeout(go,2000)");
    expect(loader).toContain("if(d)return;d=1");
  });
});
