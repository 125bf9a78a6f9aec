// The benchmarks' second reference: Gatsby's official starter blog, a site many Gatsby sites begin from, measured in
// the same run as this site (its home page and one article) so the tables say how this site compares with a typical
// Gatsby site on this machine at this hour. Its source is vendored in bench/starter-blog/ (github gatsbyjs/
// gatsby-starter-blog at 04ec3e64211257f944f36d679ab3a8c898769c32, package.json asking for gatsby ^5.14.6, 0BSD
// licence in its LICENSE; only the TypeScript demo page left out), because a benchmark may reach only the npm registry.
// Built once per version of those files and of the packages it uses, in the system's temporary folder: the packages
// this project already has (gatsby and its plugins, react, sharp) are linked from this project's node_modules, as the
// anchor's are; the ones it lacks are installed there from the registry at the versions the starter's lock pins.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";

const SOURCE = path.resolve("bench/starter-blog");

/**
 * The starter's pages measured beside each template: its home page and an article (headings, lists, a quote, the
 * author's photo); the other long one, /hello-world/, loads an image from another origin, out of the benchmarks' reach.
 */
export const STARTER_ROUTES = { home: "/", post: "/new-beginnings/" };

/** The versions the starter's package-lock.json pins, for the dependencies this project does not have. */
const PINNED = {
  "@fontsource/merriweather": "5.0.8",
  "@fontsource-variable/montserrat": "5.0.17",
  "gatsby-remark-images": "7.16.0",
  "gatsby-remark-prismjs": "7.16.0",
  "gatsby-remark-responsive-iframe": "6.16.0",
  "gatsby-transformer-remark": "6.16.0",
  prismjs: "1.30.0",
};

const listFiles = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const projectHas = (name) => fs.existsSync(path.resolve("node_modules", name, "package.json"));

/** Links every package of this project's node_modules that the starter's own install did not bring. */
function linkProjectPackages(target) {
  const own = path.resolve("node_modules");
  const link = (name) => {
    if (!fs.existsSync(path.join(target, name))) fs.symlinkSync(path.join(own, name), path.join(target, name), "dir");
  };
  for (const name of fs.readdirSync(own)) {
    if (name.startsWith(".")) continue; // .bin, .cache, npm's own files
    if (!name.startsWith("@")) link(name);
    else {
      fs.mkdirSync(path.join(target, name), { recursive: true });
      for (const inner of fs.readdirSync(path.join(own, name))) link(path.join(name, inner));
    }
  }
}

/** The starter's production build folder (public/), built first if this version of it has not been built yet. */
export function starterBuild() {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(SOURCE, "package.json"), "utf8"));
  const missing = Object.keys(dependencies).filter((name) => !projectHas(name));
  const unpinned = missing.filter((name) => !PINNED[name]);
  if (unpinned.length) {
    console.error(`bench-starter.mjs: sin versión fijada para ${unpinned.join(", ")} (añádala a PINNED).`);
    process.exit(1);
  }
  const install = missing.map((name) => `${name}@${PINNED[name]}`);
  const reused = Object.keys(dependencies)
    .filter(projectHas)
    .map((name) => `${name}@${JSON.parse(fs.readFileSync(path.resolve("node_modules", name, "package.json"), "utf8")).version}`);
  const hash = crypto.createHash("sha256").update(JSON.stringify([install, reused, process.version]));
  for (const file of listFiles(SOURCE)) hash.update(file).update(fs.readFileSync(path.join(SOURCE, file)));
  const dir = path.join(os.tmpdir(), `bench-starter-${hash.digest("hex").slice(0, 12)}`);
  const publicDir = path.join(dir, "public");
  if (Object.values(STARTER_ROUTES).every((route) => fs.existsSync(path.join(publicDir, route, "index.html")))) return publicDir;

  console.log(`Compilando el blog de ejemplo de Gatsby (instala ${install.join(", ")}; usa ${reused.join(", ")}) en ${dir}...`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(SOURCE, dir, { recursive: true });
  // npm is shown only what it installs here, then the starter's package.json comes back (gatsby's CLI reads it); install
  // scripts are not run (none of these packages needs one) and peers (gatsby, react) come from this project.
  fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bench-starter-blog", private: true, dependencies: Object.fromEntries(missing.map((name) => [name, PINNED[name]])) }, null, 2));
  const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--legacy-peer-deps", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
  if (npm.status !== 0) {
    console.error(`No se pudieron instalar las dependencias del blog de ejemplo en ${dir}.`);
    process.exit(1);
  }
  fs.copyFileSync(path.join(SOURCE, "package.json"), path.join(dir, "package.json"));
  linkProjectPackages(path.join(dir, "node_modules"));
  const gatsby = path.resolve("node_modules/gatsby/cli.js");
  const result = spawnSync(process.execPath, [gatsby, "build"], { cwd: dir, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "production" } });
  if (result.status !== 0 || !Object.values(STARTER_ROUTES).every((route) => fs.existsSync(path.join(publicDir, route, "index.html")))) {
    console.error(`No se pudo compilar el blog de ejemplo en ${dir}.`);
    process.exit(1);
  }
  return publicDir;
}
