// Lighthouse benchmark: Lighthouse 12 (mobile, simulated throttling), three runs per template, median, on the
// production build served on 127.0.0.1 with its real headers and compressed files (as a host serves them).
// Each run gets a fresh Chromium, as the Lighthouse CLI does: one browser reused across runs painted later
// and later here. Prints a table and writes bench/lighthouse.md.
// Also prints each template's first-load JavaScript (gzip), as the build-output test counts it.
// Each template is measured in turn, run by run, beside its floor (the same page without executable scripts) and the
// minimal Gatsby page and Gatsby's starter blog (its home page and an article), and with BENCH_AGAINST=other/public
// another build; the side-by-side tables give the ratios.
//   npm run build && npm run bench:lighthouse        (LH_RUNS=5 for a steadier median)
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { TEMPLATES, buildAndBrowser, buildsToMeasure, serveBuilds, firstLoadJsGzip, median, routeOn, sideBySide, sideBySideHead, tableHead, visitInTurn } from "./bench-templates.mjs";

const RUNS = Number(process.env.LH_RUNS ?? 3);

const browser = await buildAndBrowser();

const builds = buildsToMeasure(9300, { withFloor: true, withStarter: true });
const stopServers = await serveBuilds(builds);
const launch = () =>
  chromeLauncher.launch({
    chromePath: browser.path,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });

/** One Lighthouse run of a page in a fresh Chromium: the figures the tables show. */
async function audit(url) {
  const chrome = await launch();
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" }));
  } finally {
    await chrome.kill();
  }
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits["resource-summary"]?.details?.items ?? []).find((r) => r.resourceType === "script");
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    tbt: value("total-blocking-time"),
    bytes: value("total-byte-weight"),
    scriptBytes: scripts?.transferSize ?? NaN,
  };
}

/** rows[t][b]: template t's medians on build b. */
const rows = [];
try {
  for (const [name, route] of TEMPLATES) {
    const runs = await visitInTurn(builds, route, RUNS, audit);
    const perBuild = runs.map((list, b) => {
      const m = (key) => median(list.map((r) => r[key]));
      const keys = ["performance", "accessibility", "bestPractices", "seo", "lcp", "cls", "tbt", "bytes", "scriptBytes"];
      return { name, route, ...Object.fromEntries(keys.map((k) => [k, m(k)])), firstLoadJs: firstLoadJsGzip(routeOn(builds[b], route), builds[b].root) };
    });
    rows.push(perBuild);
    for (const [b, row] of perBuild.entries()) {
      console.log(`${name.padEnd(20)} ${builds.length > 1 ? `[${builds[b].label}] ` : ""}perf ${row.performance} · a11y ${row.accessibility} · bp ${row.bestPractices} · seo ${row.seo} · LCP ${(row.lcp / 1000).toFixed(2)} s · CLS ${row.cls.toFixed(3)} · TBT ${Math.round(row.tbt)} ms · ${Math.round(row.bytes / 1024)} KB (JS ${Math.round(row.scriptBytes / 1024)} KB; first-load JS ${(row.firstLoadJs / 1024).toFixed(1)} KB gzip)`);
    }
  }
} finally {
  await stopServers();
}

const own = rows.map((perBuild) => perBuild[0]);
const column = (key, format) => (r) => sideBySide(r.map((row) => row[key]), format);
const table = [
  `Lighthouse ${"12"} mobile, simulated throttling, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}, production build on 127.0.0.1.`,
  "",
  "| template | path | performance | accessibility | best practices | SEO | LCP (s) | CLS | TBT (ms) | transferred (KB) | scripts (KB) | first-load JS (KB gzip) |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...own.map((r) => `| ${r.name} | ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${Math.round(r.bytes / 1024)} | ${Math.round(r.scriptBytes / 1024)} | ${(r.firstLoadJs / 1024).toFixed(1)} |`),
  "",
  ...(builds.length > 1
    ? [
        `Side by side, measured in turn run by run: ${builds.map((b) => b.label).join(", ")}. Ratios are this site's figure over the other build's.`,
        "",
        ...[
          ["performance", "score", (v) => String(v)],
          ["tbt", "TBT ms", (v) => String(Math.round(v))],
          ["lcp", "LCP s", (v) => (v / 1000).toFixed(2)],
          ["firstLoadJs", "first-load JS KB", (v) => (v / 1024).toFixed(2)],
        ].flatMap(([key, unit, format]) => [
          ...tableHead(["template", ...sideBySideHead(builds, unit)], 1),
          ...rows.map((r) => `| ${r[0].name} | ${column(key, format)(r).join(" | ")} |`),
          "",
        ]),
        ...builds.map((b, i) => `- CLS on ${b.label}: ${rows.map((r) => r[i].cls.toFixed(3)).join(", ")}.`),
        "",
      ]
    : []),
];
console.log(`\n${table.join("\n")}`);
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync(path.join("bench", "lighthouse.md"), table.join("\n"));
console.log("Tabla guardada en bench/lighthouse.md");
