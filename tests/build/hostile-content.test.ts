import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { injectHostileContent, PAYLOADS, type Injection } from "./hostile-content";
import { ROOT, build, copyProject, flat } from "./project-copy";

/*
 * Content that tries to become script: a copy of data/ with script, the end of a <script> or <style> element, an
 * attribute broken out of and javascript: links in every field (hostile-content.ts). Each field the build refuses is
 * named in its message; every other one is built, and the pages are loaded in a real browser under their own policy
 * (tests/e2e/hostile-content.spec.ts) and passed through the W3C checker. Then the same copy is built again from its
 * cache, as a host keeps it (Workers Builds' build cache keeps .cache and public): a cold build of its own would cost
 * the run two minutes more.
 */

describe("script in every field of data/", () => {
  const project = copyProject();
  let injection: Injection;
  afterAll(() => project.cleanup());

  test("the content check refuses it field by field, naming file and field, wherever it cannot stay text", () => {
    injection = injectHostileContent(project.dir);
    expect(injection.unexpected).toEqual([]);
    expect(injection.refusals.filter((e) => !/^data\/[\w/.-]+\.json, campo "[^"]+": /.test(e))).toEqual([]);
    // Links, images, names and patterns refuse it; the texts, the great majority, keep it.
    expect(injection.refused).toBeGreaterThan(100);
    expect(injection.injected).toBeGreaterThan(injection.refused);
    const javascriptLinks = injection.refusals.filter((e) => e.includes("javascript:") && /lleva a una página que no existe/.test(e));
    expect(javascriptLinks.length).toBeGreaterThan(10);
  });

  test("the build stops on the first of those files, naming it; with the rest it builds", () => {
    const refused = injection.refusals[0]!;
    const [file, field] = /^(data\/[^,]+), campo "([^"]+)"/.exec(refused)!.slice(1);
    const json = JSON.parse(fs.readFileSync(path.join(project.dir, file!), "utf8"));
    const original = fs.readFileSync(path.join(project.dir, file!), "utf8");
    // Put that one refused value back in, as a maintainer would have saved it.
    const parts = field!.match(/[^.[\]]+/g)!;
    let at = json;
    for (const part of parts.slice(0, -1)) at = at[part];
    at[parts[parts.length - 1]!] = `${at[parts[parts.length - 1]!]} ${PAYLOADS[0]}`;
    fs.writeFileSync(path.join(project.dir, file!), JSON.stringify(json, null, 2));
    const stopped = build(project.dir);
    expect(stopped.status).not.toBe(0);
    expect(flat(stopped.output)).toContain(`${file}, campo "${field}"`);
    fs.writeFileSync(path.join(project.dir, file!), original);

    const { status, output } = build(project.dir);
    if (status !== 0) console.log(output.slice(-4000));
    expect(status).toBe(0);
    const home = fs.readFileSync(path.join(project.dir, "public", "index.html"), "utf8");
    expect(home).toContain("__pwned"); // the texts are on the page, as text
  });

  test("no page runs any of it, under its own policy, and every page passes the W3C checker", () => {
    // Playwright refuses to run when it sees a Jest worker's variable, which this test's environment has.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== "JEST_WORKER_ID"));
    const run = spawnSync("node", ["scripts/run-e2e.mjs"], {
      cwd: ROOT,
      env: { ...env, E2E_PROJECT: project.dir, E2E_SKIP_BUILD: "1", E2E_SUITE: "hostile", E2E_PORT: process.env.E2E_HOSTILE_PORT ?? "9102" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) console.log(`${run.stdout}\n${run.stderr}`.slice(-12000));
    expect(run.status).toBe(0);
  }, 15 * 60_000);

  describe("then built again from its cache, each build on the one before", () => {
    // Gatsby 5.16 inlines the previous build's sheet in every page; plugins/script-loader puts this build's in.
    test("a change to the styles alone reaches every page", () => {
      // A rule every page uses (a page carries only the rules it uses: plugins/script-loader/page-styles.ts).
      fs.appendFileSync(path.join(project.dir, "src", "styles", "global.css"), "\nhtml > body { outline-color: rgb(1, 2, 3); }\n");
      const { status, output } = build(project.dir);
      if (status !== 0) console.log(output.slice(-4000));
      expect(status).toBe(0);
      const pages = ["index.html", "contacto/index.html", "servicios/fontaneria/index.html"].map((p) => fs.readFileSync(path.join(project.dir, "public", p), "utf8"));
      const sheet = /<style data-href="\/([^"]+)" data-identity="gatsby-global-css">/;
      for (const html of pages) {
        expect(html).toMatch(/html>body\{outline-color:(#010203|rgb\(1,\s?2,\s?3\))\}/);
        expect(fs.existsSync(path.join(project.dir, "public", sheet.exec(html)![1]!))).toBe(true);
      }
    });

    /*
     * The build trusts no page it did not write (plugins/security-headers): a page with a script file that is not one
     * of this build's, with Gatsby's runtime (here its page-path script, as Gatsby 5.16 writes it for that page), or
     * without the policy the renderer puts first in every page's head, stops it, naming the page. Such pages come in
     * through static/, which Gatsby copies into public/ as it is; all are named in one message.
     */
    test("a page with another site's script, Gatsby's runtime, or without the build's policy stops the build, naming the page and the script", () => {
      const write = (file: string, html: string) => {
        fs.mkdirSync(path.dirname(path.join(project.dir, "static", file)), { recursive: true });
        fs.writeFileSync(path.join(project.dir, "static", file), html);
      };
      write("ajena/index.html", '<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>x</title><script src="/\\evil.example/x.js"></script><script src="/static/otra.js"></script></head><body></body></html>');
      write("suelta.html", "<p>Hola</p><script>alert(1)</script>");
      const pagePath = '/*<![CDATA[*/window.pagePath="/vieja/";/*]]>*/';
      write("vieja/index.html", `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>x</title></head><body><script id="gatsby-script-loader">${pagePath}</script></body></html>`);
      const { status, output } = build(project.dir);
      const text = flat(output);
      if (status === 0) console.log(text.slice(-3000));
      expect(status).not.toBe(0);
      expect(text).toContain('- public/ajena/index.html: «<script src="/\\evil.example/x.js">»');
      expect(text).toContain('- public/ajena/index.html: «<script src="/static/otra.js">»');
      expect(text).toContain("- public/suelta.html: sin la política de esta compilación al principio de su <head>");
      expect(text).toContain("Hay páginas con el runtime de Gatsby");
      expect(text).toContain(`- public/vieja/index.html: «${pagePath}»`);
    });
  });
});
