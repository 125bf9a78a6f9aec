// What the benchmarks measure: one page of each template, and how they summarise runs.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { findBrowser } from "./find-browser.mjs";

export const TEMPLATES = [
  ["Inicio", "/"],
  ["Servicios", "/servicios/"],
  ["Página de servicio", "/servicios/limpieza-industrial/"],
  ["Blog", "/blog/"],
  ["Artículo", "/blog/1/"],
  ["Contacto", "/contacto/"],
];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** First-load JavaScript of a route in bytes, gzip at level 9: the app's chunk group and the page component's (webpack.stats.json). */
export function firstLoadJsGzip(route, publicDir = "public") {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const groupJs = (name) => (stats.namedChunkGroups[name]?.assets ?? []).map((a) => a.name).filter((f) => f.endsWith(".js"));
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"));
  const files = new Set([...groupJs("app"), ...groupJs(pageData.componentChunkName)]);
  let total = 0;
  for (const file of files) total += zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length;
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
