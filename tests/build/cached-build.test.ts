import fs from "fs";
import path from "path";
import { build, copyProject, flat } from "./project-copy";

/*
 * Builds from the cache a host keeps between builds (Workers Builds' build cache does: .cache and public), in one copy:
 * each test builds on the one before, as a host does, and none needs it to have passed.
 */
describe("a build from the cache", () => {
  const project = copyProject();
  afterAll(() => project.cleanup());

  // Gatsby 5.16 inlines the previous build's sheet in every page; plugins/script-loader puts this build's in.
  test("a change to the styles alone reaches every page", () => {
    expect(build(project.dir).status).toBe(0);
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
