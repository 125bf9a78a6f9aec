/** The site's built pages, for the plugins that finish them after the build (script-loader, security-headers). */
import fs from "fs";
import path from "path";

/** Gatsby's HTML fragments (its slices): no pages, served under a closed policy (security-headers NOT_PAGES). */
export const FRAGMENTS_DIR = "_gatsby";

/** Every page under public/: each .html file but Gatsby's fragments and the editor's page, which its own compilation writes whole. */
export function htmlFiles(publicDir: string, dir = publicDir): string[] {
  const skipped = [FRAGMENTS_DIR, "admin"].map((name) => path.join(publicDir, name));
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.includes(file) ? [] : htmlFiles(publicDir, file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

/** A page the build can finish: its head opens and closes, so its policy and scripts have a place. */
export const hasHead = (html: string) => /<head[\s>]/.test(html) && html.includes("</head>");

/**
 * Reads, changes and writes back every page that has a head. Returns the others ("public/suelta.html"), left as they
 * are: the build writes no such page (one put in static/ would be), and with no place for its policy it would run
 * whatever it holds, so security-headers stops the build naming them.
 */
export function rewritePages(publicDir: string, change: (html: string, file: string) => string): string[] {
  const headless: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    if (hasHead(html)) fs.writeFileSync(file, change(html, file));
    else headless.push(`public/${path.relative(publicDir, file).split(path.sep).join("/")}`);
  }
  return headless;
}
