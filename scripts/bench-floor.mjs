// The benchmarks' floor: a copy of the build whose pages have every executable script taken out (the loader, the
// speculation rules; data blocks stay, they never run). It is the HTML, CSS and images a visitor needs with nothing to
// start, so a template measured beside its own floor says what its scripts cost. Made afresh in the system's
// temporary folder from public/, each time a benchmark asks for it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const EXECUTABLE = /<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g;

/** The page without its executable scripts. */
export const withoutScripts = (html) => html.replace(EXECUTABLE, "");

export function floorBuild(publicDir) {
  const dir = path.join(os.tmpdir(), "bench-floor", "public");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(publicDir, dir, { recursive: true });
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".html")) fs.writeFileSync(file, withoutScripts(fs.readFileSync(file, "utf8")));
    }
  };
  walk(dir);
  return dir;
}
