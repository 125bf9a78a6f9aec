// What a slow phone spends on each template, against the page's own floor: the same HTML and CSS with its scripts
// taken out (bench-floor.mjs), a minimal Gatsby page (bench-anchor.mjs) and Gatsby's starter blog, its home page and
// an article (bench-starter.mjs), all measured in the same run, in turn run by run (the order swapped every other
// run), so the machine's drift falls on all alike. For each first visit, at 390 px with the CPU slowed 4x: main-thread
// task time and script time until the page has been quiet for 2 s (CDP Performance.getMetrics), the JS heap then, and
// the JavaScript it fetched (gzip, as the build-output test counts it).
//   npm run build && npm run bench:main-thread        (BENCH_RUNS, BENCH_PAGES, BENCH_AGAINST as the other benchmarks)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { TEMPLATES, median, startBench, tableHead, visitInTurn } from "./bench-templates.mjs";

// Eleven (at least 9 for the paired ratio): one visit's main-thread time varies by 15-20 % on this machine (a web font
// or the parser's yield can add a layout), and with seven runs the ratios moved by ±0.1 from one run to the next.
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const CPU_SLOWDOWN = 4;
const QUIET_MS = 2000;

const { builds, browser, stop } = await startBench(9311, { withFloor: true, withStarter: true });

/** One first visit's figures, once the page has had no main-thread work for QUIET_MS. */
async function visit(url, root) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: "es-ES" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Performance.enable");
    await page.route("https://www.openstreetmap.org/**", (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<p>Mapa</p>" }));
    // Only the scripts' paths are noted during the visit: asking the browser for sizes as they arrive is work done
    // beside the page's own, on the site's visits only (the floor fetches no script).
    const scripts = new Set();
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".js")) scripts.add(pathname);
    });
    await page.goto(url, { waitUntil: "load" });
    const metrics = async () => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
    let last = await metrics();
    let quietSince = Date.now();
    while (Date.now() - quietSince < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await metrics();
      if (now.TaskDuration - last.TaskDuration > 0.005) quietSince = Date.now();
      last = now;
    }
    const js = [...scripts].reduce((sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(root, file)), { level: 9 }).length, 0);
    return { task: last.TaskDuration * 1000, script: last.ScriptDuration * 1000, heap: last.JSHeapUsedSize / 1024 / 1024, js: js / 1024 };
  } finally {
    await context.close();
  }
}

const rows = [];
try {
  for (const [name, route] of TEMPLATES) {
    const runs = await visitInTurn(builds, route, RUNS, (url, build) => visit(url, build.root));
    const med = runs.map((list) => Object.fromEntries(["task", "script", "heap", "js"].map((k) => [k, median(list.map((r) => r[k]))])));
    // Paired: each run visits the site and its floor one right after the other (inTurn keeps them side by side), so
    // the ratio is taken run by run and the machine's drift between runs falls out of it; its median, and its spread.
    const pairs = runs[0].map((r, i) => r.task / runs[1][i].task);
    const ratio = median(pairs);
    rows.push({ name, route, med, ratio, pairs, runs });
    console.log(`${name.padEnd(20)} ${builds.map((b, i) => `${b.label} ${Math.round(med[i].task)} ms`).join(" · ")} · site ÷ floor, paired: median ${ratio.toFixed(2)}, max ${Math.max(...pairs).toFixed(2)}`);
  }
} finally {
  await stop();
}

const others = builds.slice(2);
const ratios = rows.map((r) => r.ratio);
const table = [
  `Main-thread work at 390 px, CPU slowed ${CPU_SLOWDOWN}x, until ${QUIET_MS / 1000} s without any (CDP Performance.getMetrics), median of ${RUNS} first visits, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, production builds on 127.0.0.1, measured in turn run by run: ${builds.map((b) => b.label).join(", ")}. Site ÷ floor paired: each run's site over the floor visited right beside it, the median of the ${RUNS} runs' ratios and their range; of medians: the site's median over the floor's.`,
  "",
  ...tableHead(["template", "path", "site ms", "floor ms", "site ÷ floor, paired", "paired min-max", "of medians", "script ms", "heap MB", "JS KB", ...others.map((b) => `${b.label} ms`)], 2),
  ...rows.map((r) =>
    [
      r.name,
      r.route,
      Math.round(r.med[0].task),
      Math.round(r.med[1].task),
      r.ratio.toFixed(2),
      `${Math.min(...r.pairs).toFixed(2)}-${Math.max(...r.pairs).toFixed(2)}`,
      (r.med[0].task / r.med[1].task).toFixed(2),
      Math.round(r.med[0].script),
      r.med[0].heap.toFixed(1),
      r.med[0].js.toFixed(1),
      ...others.map((_, i) => Math.round(r.med[i + 2].task)),
    ].join(" | "),
  ).map((line) => `| ${line} |`),
  "",
  `Median template: site ÷ floor, paired, ${median(ratios).toFixed(2)}; highest ${Math.max(...ratios).toFixed(2)} (the bar: each at most 1.15, the median at most 1.10).`,
  // The reference pages (one route each) were visited beside every template: their median over all those visits.
  ...builds.flatMap((b, i) => (b.route ? [`${b.label} (${b.route}): ${Math.round(median(rows.flatMap((r) => r.runs[i].map((v) => v.task))))} ms, median of all ${rows.length * RUNS} visits.`] : [])),
  "",
];
console.log(`\n${table.join("\n")}`);
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync(path.join("bench", "main-thread.md"), table.join("\n"));
console.log("Tabla guardada en bench/main-thread.md");
