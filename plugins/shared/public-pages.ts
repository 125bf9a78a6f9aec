/** The site's built pages, for the check security-headers makes once they are written. */
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
