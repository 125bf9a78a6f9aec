import fs from "fs";
import path from "path";
import { build, copyProject } from "./project-copy";

/** The local plugins that each add one concern; the site must still build without any of them. */
const OPTIONAL = ["content-check", "email-config", "analytics", "icons", "editor", "sitemap-files", "script-loader", "security-headers"];

test("every optional local plugin can be taken out of gatsby-config and the site still builds without its concern", () => {
  const project = copyProject();
  try {
    const configFile = path.join(project.dir, "gatsby-config.ts");
    let config = fs.readFileSync(configFile, "utf8");
    for (const name of OPTIONAL) {
      const entry = new RegExp(`\\n\\s*("${name}"|\\{ resolve: "${name}"[^\\n]*\\}),`);
      expect(config).toMatch(entry);
      config = config.replace(entry, "");
    }
    fs.writeFileSync(configFile, config);
    const { status, output } = build(project.dir);
    expect(output).not.toMatch(/ERROR/);
    expect(status).toBe(0);
    const out = (file: string) => path.join(project.dir, "public", file);
    expect(fs.readFileSync(out("index.html"), "utf8")).toContain("<h1");
    expect(fs.existsSync(out("servicios/fontaneria/index.html"))).toBe(true);
    // Each concern is gone with its plugin.
    for (const file of ["_headers", "sitemap.xml", "robots.txt", "favicon.ico", "admin/index.html"]) expect([file, fs.existsSync(out(file))]).toEqual([file, false]);
    expect(fs.readFileSync(out("index.html"), "utf8")).not.toContain("Content-Security-Policy");
  } finally {
    project.cleanup();
  }
});
