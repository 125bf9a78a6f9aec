import fs from "fs";
import path from "path";
import { build, copyProject } from "./project-copy";

/*
 * A host that keeps Gatsby's cache between builds (Workers Builds' build cache does: .cache and public) builds a style-only change from that cache:
 * Gatsby 5.16 then inlines the previous build's sheet in every page; plugins/script-loader puts this build's in (gatsby-node.ts).
 */
test("a change to the styles alone reaches every page on a build from the cache", () => {
  const project = copyProject();
  try {
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
  } finally {
    project.cleanup();
  }
});
