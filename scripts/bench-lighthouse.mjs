// Lighthouse benchmark: Lighthouse 12 (mobile, simulated throttling), three runs per template, median, on the
// production build served on 127.0.0.1 with its real headers and compressed files (as a host serves them).
// Each run gets a fresh Chromium, as the Lighthouse CLI does: one browser reused across runs painted later
// and later here. Prints a table and writes bench/lighthouse.md.
// Also prints each template's first-load JavaScript (gzip), as the build-output test counts it.
//   npm run build && npm run bench:lighthouse        (LH_RUNS=5 for a steadier median)
import fs from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { startStaticServer } from "./serve.mjs";
import { TEMPLATES, buildAndBrowser, firstLoadJsGzip, median } from "./bench-templates.mjs";

const RUNS = Number(process.env.LH_RUNS ?? 3);

const browser = await buildAndBrowser();

const port = 9300;
console.log("Comprimiendo la compilación (brotli y gzip, como la sirve un alojamiento)...");
const server = await startStaticServer({ port });
const launch = () =>
  chromeLauncher.launch({
    chromePath: browser.path,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });

const rows = [];
try {
  for (const [name, route] of TEMPLATES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await launch();
      let lhr;
      try {
        ({ lhr } = await lighthouse(`http://127.0.0.1:${port}${route}`, { port: chrome.port, output: "json", logLevel: "error" }));
      } finally {
        await chrome.kill();
      }
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const scripts = (lhr.audits["resource-summary"]?.details?.items ?? []).find((r) => r.resourceType === "script");
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories["best-practices"].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcp: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbt: audit("total-blocking-time"),
        bytes: audit("total-byte-weight"),
        scriptBytes: scripts?.transferSize ?? NaN,
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    const row = { name, route, performance: m("performance"), accessibility: m("accessibility"), bestPractices: m("bestPractices"), seo: m("seo"), lcp: m("lcp"), cls: m("cls"), tbt: m("tbt"), bytes: m("bytes"), scriptBytes: m("scriptBytes"), firstLoadJs: firstLoadJsGzip(route) };
    rows.push(row);
    console.log(`${name.padEnd(20)} perf ${row.performance} · a11y ${row.accessibility} · bp ${row.bestPractices} · seo ${row.seo} · LCP ${(row.lcp / 1000).toFixed(2)} s · CLS ${row.cls.toFixed(3)} · TBT ${Math.round(row.tbt)} ms · ${Math.round(row.bytes / 1024)} KB (JS ${Math.round(row.scriptBytes / 1024)} KB; first-load JS ${(row.firstLoadJs / 1024).toFixed(1)} KB gzip)`);
  }
} finally {
  await server.close();
}

const table = [
  `Lighthouse ${"12"} mobile, simulated throttling, median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}, production build on 127.0.0.1.`,
  "",
  "| template | path | performance | accessibility | best practices | SEO | LCP (s) | CLS | TBT (ms) | transferred (KB) | scripts (KB) | first-load JS (KB gzip) |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map((r) => `| ${r.name} | ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${Math.round(r.bytes / 1024)} | ${Math.round(r.scriptBytes / 1024)} | ${(r.firstLoadJs / 1024).toFixed(1)} |`),
  "",
];
console.log(`\n${table.join("\n")}`);
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync(path.join("bench", "lighthouse.md"), table.join("\n"));
console.log("Tabla guardada en bench/lighthouse.md");
