/** The site's built pages, for the plugins that finish them after the build (script-loader, security-headers). */
import fs from "fs";
import path from "path";

/** Every .html file under public/, but the editor's page (public/admin), which its own compilation writes whole. */
export function htmlFiles(publicDir: string, dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(publicDir, "admin") ? [] : htmlFiles(publicDir, file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

/** Reads, changes and writes back every page. */
export function rewritePages(publicDir: string, change: (html: string, file: string) => string): void {
  for (const file of htmlFiles(publicDir)) fs.writeFileSync(file, change(fs.readFileSync(file, "utf8"), file));
}
