/**
 * @jest-environment node
 */
// gatsby-config.ts lists script-loader before security-headers; as Gatsby renders a page, each places its own part
// (the scripts and the page's style sheet; the policy), so the other order gives the same page.
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { GatsbySSR } from "gatsby";

type Hooks = Pick<GatsbySSR, "replaceRenderer" | "onPreRenderHTML">;
const globals = globalThis as Record<string, unknown>;

async function load(): Promise<Hooks[]> {
  globals.__PAGE_SCRIPTS__ = {
    loader: "window.l=1",
    groups: { app: ["app-1.js", "styles.9.css"], chrome: ["chrome-2.js"], "chrome-carrusel": ["chrome-carrusel-3.js"] },
    styles: { href: "/styles.9.css", css: ".card{color:red}.other{color:blue}.shown{margin:0}", named: { chrome: ["shown"] } },
  };
  globals.__PAGE_POLICY__ = "default-src 'self'; script-src 'self' 'sha256-x'";
  let hooks: Hooks[] = [];
  // Fresh modules: each reads its setting as it loads, as the renderer's bundle does.
  await jest.isolateModulesAsync(async () => {
    hooks = [await import("../script-loader/gatsby-ssr"), await import("../security-headers/gatsby-ssr")];
  });
  return hooks;
}

/** The head and body's end of "/" as Gatsby would write them, with the plugins' hooks run in the order listed or reversed. */
async function render(reversed: boolean): Promise<string> {
  const [scriptLoader, securityHeaders] = await load();
  const order = reversed ? [securityHeaders!, scriptLoader!] : [scriptLoader!, securityHeaders!];
  let head: React.ReactNode[] = [
    <title key="t">Inicio</title>,
    <style key="s" data-href="/styles.8.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: ".old{}" }} />,
  ];
  let post: React.ReactNode[] = [<script key="a" src="/app-1.js" async />];
  const body = <section className="card" data-carousel="" />;
  await scriptLoader!.replaceRenderer!({ bodyComponent: body, replaceBodyHTMLString: () => {}, pathname: "/" } as never, {} as never);
  const api = {
    pathname: "/",
    getHeadComponents: () => head,
    replaceHeadComponents: (c: React.ReactNode[]) => (head = c),
    getPostBodyComponents: () => post,
    replacePostBodyComponents: (c: React.ReactNode[]) => (post = c),
  };
  for (const hooks of order) hooks.onPreRenderHTML?.(api as never, {} as never);
  return renderToStaticMarkup(<>{[...head, ...post]}</>);
}

afterEach(() => {
  delete globals.__PAGE_SCRIPTS__;
  delete globals.__PAGE_POLICY__;
});

test("the plugins' order does not change the page: policy first, this build's sheet cut to the page, its scripts", async () => {
  const listed = await render(false);
  expect(await render(true)).toBe(listed);
  expect(listed).toBe(
    `<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; script-src &#x27;self&#x27; &#x27;sha256-x&#x27;"/>` +
      `<title>Inicio</title><style data-href="/styles.9.css" data-identity="gatsby-global-css">.card{color:red}.shown{margin:0}</style>` +
      `<script id="cargador">window.l=1</script><script src="/chrome-2.js" defer=""></script><script src="/chrome-carrusel-3.js" defer=""></script>`,
  );
});
