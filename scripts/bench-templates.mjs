// What the benchmarks measure: one page of each template, and how they summarise runs.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { anchorBuild } from "./bench-anchor.mjs";
import { floorBuild } from "./bench-floor.mjs";
import { STARTER_ROUTES, starterBuild } from "./bench-starter.mjs";
import { chromium } from "@playwright/test";
import { chunkJs, firstLoadFiles } from "./first-load.mjs";
import { findBrowser } from "./find-browser.mjs";
import { startSite } from "./site-server.mjs";

const ALL_TEMPLATES = [
  ["Inicio", "/"],
  ["Servicios", "/servicios/"],
  ["Página de servicio", "/servicios/limpieza-industrial/"],
  ["Blog", "/blog/"],
  ["Artículo", "/blog/1/"],
  ["Contacto", "/contacto/"],
  ["Sobre nosotros", "/sobre-nosotros/"],
  ["Página legal", "/aviso-legal/"],
];

/** The templates to measure: all, or the paths in BENCH_PAGES (comma-separated) to measure some again. */
export const TEMPLATES = process.env.BENCH_PAGES ? ALL_TEMPLATES.filter(([, route]) => process.env.BENCH_PAGES.split(",").includes(route)) : ALL_TEMPLATES;

/**
 * The builds a benchmark measures, in turn run by run, so that the machine's drift (its speed changes several-fold
 * within a day) falls on all of them alike: this checkout's public/ first, then the anchor (a minimal Gatsby page,
 * bench-anchor.mjs, always at its one route "/"; left out with `withAnchor: false`; with `withFloor`, this site's
 * floor before it, bench-floor.mjs; with `withStarter`, Gatsby's starter blog after it, its home page and its article
 * as two builds, bench-starter.mjs), then each folder in BENCH_AGAINST (comma-separated production builds, for
 * example another checkout's public/ at the commit before a change). Only figures taken side by side compare;
 * each build gets its own port on 127.0.0.1 from `firstPort` on.
 */
export function buildsToMeasure(firstPort, { withFloor = false, withStarter = false, withAnchor = true } = {}) {
  const others = (process.env.BENCH_AGAINST ?? "").split(",").filter(Boolean);
  for (const root of others) {
    if (!fs.existsSync(path.join(root, "index.html"))) {
      console.error(`BENCH_AGAINST: ${path.resolve(root)} no tiene una compilación (falta index.html).`);
      process.exit(1);
    }
  }
  const starter = withStarter ? starterBuild() : null;
  return [
    { label: "this site", root: path.resolve("public") },
    ...(withFloor ? [{ label: "floor", root: floorBuild(path.resolve("public")) }] : []),
    ...(withAnchor ? [{ label: "anchor", root: anchorBuild(), route: "/" }] : []),
    ...(starter ? Object.entries(STARTER_ROUTES).map(([page, route]) => ({ label: `starter ${page}`, root: starter, route })) : []),
    ...others.map((dir) => ({ label: path.relative(process.cwd(), path.resolve(dir)) || dir, root: path.resolve(dir) })),
  ].map((build, i) => ({ ...build, port: firstPort + i }));
}

/** Template `route` on build `b`: the anchor and each starter page stand beside every template. */
export const routeOn = (b, route) => b.route ?? route;
export const urlOn = (b, route) => `http://127.0.0.1:${b.port}${routeOn(b, route)}`;

/** The order of the builds in run `run`: reversed every other run, so that going first or second favours none. */
export const inTurn = (count, run) => {
  const order = [...Array(count).keys()];
  return run % 2 === 0 ? order : order.reverse();
};

/** `runs` visits of template `route` on each build, in turn run by run: one list of results per build, in order. */
export async function visitInTurn(builds, route, runs, visit) {
  const results = builds.map(() => []);
  for (let i = 0; i < runs; i++) for (const b of inTurn(builds.length, i)) results[b].push(await visit(urlOn(builds[b], route), builds[b]));
  return results;
}

/** Each build's figures side by side, and this site's as a ratio of the others': "812 | 790 | 1.03". */
export const sideBySide = (values, format) => [...values.map(format), ...values.slice(1).map((v) => (values[0] / v).toFixed(2))];

/** A Markdown table's head: its cells, then the rule; the first `textColumns` columns left-aligned, the figures right. */
export const tableHead = (cells, textColumns) => [`| ${cells.join(" | ")} |`, `| ${cells.map((_, i) => (i < textColumns ? "---" : "---:")).join(" | ")} |`];

/** The header cells for sideBySide: one per build, then one ratio per other build. */
export const sideBySideHead = (builds, unit) => [...builds.map((b) => `${b.label} (${unit})`), ...builds.slice(1).map((b) => `ratio to ${b.label}`)];

/** The middle value; of an even count (eight templates), the mean of the two in the middle. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * First-load JavaScript of a route in bytes, gzip at level 9: on a page of this site, the files first-load.mjs names;
 * on a page that runs Gatsby's runtime (the anchor, an earlier build), the app's chunk group and its page component's.
 */
export function firstLoadJsGzip(route, publicDir = "public") {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  let files;
  if (stats.namedChunkGroups.chrome) {
    files = firstLoadFiles(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"), stats);
    if (!files) return 0; // the floor: the page with its scripts taken out
  } else {
    const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"));
    files = [...chunkJs(stats, "app"), ...chunkJs(stats, pageData.componentChunkName)];
  }
  let total = 0;
  for (const file of new Set(files)) total += zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length;
  return total;
}

/** The Chromium to measure with, once a build is in public/; otherwise says what is missing and exits. */
export async function buildAndBrowser() {
  if (!fs.existsSync("public/index.html")) {
    console.error("No hay compilación en public/: ejecute antes `npm run build`.");
    process.exit(1);
  }
  const browser = await findBrowser();
  if (!browser) {
    console.error("No se encontró Chromium (CHROMIUM_PATH, /usr/bin/chromium o PATH).");
    process.exit(1);
  }
  return browser;
}

/** Each build served on its port on 127.0.0.1; resolves to what stops them all. */
export async function serveBuilds(builds) {
  // One after the other: each is `wrangler dev` serving that build with the project's Worker, as the host would.
  const servers = [];
  for (const b of builds) servers.push(await startSite({ assets: b.root, port: b.port }));
  return () => Promise.all(servers.map((s) => s.close()));
}

/**
 * What a benchmark run needs: the builds to measure (buildsToMeasure), each served (serveBuilds), and a headless
 * Chromium to measure them with; `stop` ends both.
 */
export async function startBench(firstPort, options) {
  const found = await buildAndBrowser();
  const builds = buildsToMeasure(firstPort, options);
  const stopServers = await serveBuilds(builds);
  const browser = await chromium.launch({
    executablePath: found.path,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const stop = async () => {
    await browser.close();
    await stopServers();
  };
  return { builds, browser, stop };
}
