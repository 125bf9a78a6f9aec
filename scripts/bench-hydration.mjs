// Hydration benchmark: how long a phone-sized visit waits until the page's scripts have taken over, with the CPU
// slowed 4x (Chrome DevTools Protocol Emulation.setCPUThrottlingRate), on the production build served on 127.0.0.1.
//
// "Hydrated" is the moment html[data-hydrated] appears (src/lib/hydrated.ts): the page's small script has run and
// every island has committed with its effects (the blog's URL filter, the forms picking up what was typed). It is
// the moment a visitor's input starts to work. On the anchor, Gatsby's own mark `onInitialClientRender` stands for it.
// Each run is a fresh browser context (empty cache, as a first visit). Median of BENCH_RUNS (default 5).
// With BENCH_AGAINST=other/public the other build is measured in turn, run by run, and the table gives the ratios.
//   npm run build && npm run bench:hydration
/* global document, window, MutationObserver -- in the functions the page runs */
import fs from "node:fs";
import path from "node:path";
import { TEMPLATES, median, sideBySide, sideBySideHead, startBench, tableHead, visitInTurn } from "./bench-templates.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

const { builds, browser, stop } = await startBench(9301);

/** Milliseconds from navigation to the page's script having taken over, on a fresh first visit. */
async function hydratedAt(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: "es-ES" });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.route("https://www.openstreetmap.org/**", (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<p>Mapa</p>" }));
    // Recorded from the document's start, by a small observer in the page: the moment the attribute appears, or
    // Gatsby's own mark on the anchor (a plain Gatsby page).
    await page.addInitScript(() => {
      new MutationObserver((_m, observer) => {
        if (!document.documentElement.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        window.__hydratedAt = performance.now();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
    });
    await page.goto(url, { waitUntil: "domcontentloaded" });
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () => {
            const mark = performance.getEntriesByName("onInitialClientRender")[0];
            if (window.__hydratedAt ?? mark) resolve(window.__hydratedAt ?? mark.startTime);
            else setTimeout(check, 20);
          };
          check();
        }),
    );
  } finally {
    await context.close();
  }
}

const rows = [];
try {
  for (const [name, route] of TEMPLATES) {
    const times = await visitInTurn(builds, route, RUNS, hydratedAt);
    const row = { name, route, medians: times.map(median), min: Math.min(...times[0]), max: Math.max(...times[0]) };
    rows.push(row);
    const others = row.medians.slice(1).map((m, b) => ` · ${builds[b + 1].label} ${Math.round(m)} ms (x${(row.medians[0] / m).toFixed(2)})`).join("");
    console.log(`${name.padEnd(20)} hidratada en ${Math.round(row.medians[0])} ms (mediana de ${RUNS}; ${Math.round(row.min)}-${Math.round(row.max)} ms)${others}`);
  }
} finally {
  await stop();
}

const table = [
  `Hydration at 390 px, CPU slowed ${CPU_SLOWDOWN}x (Emulation.setCPUThrottlingRate), median of ${RUNS} first visits, ${new Date().toISOString().slice(0, 10)}, production build on 127.0.0.1.`,
  "",
  "Time from navigation to \"hydrated\": the moment `html[data-hydrated]` appears, once the page's small script has run and every island has committed with its effects (the blog's URL filter, the forms picking up what was typed before): the moment a visitor's input starts to work. On the anchor, Gatsby's mark `onInitialClientRender`.",
  "",
  ...(builds.length > 1 ? [`Measured in turn, run by run: ${builds.map((b) => b.label).join(", ")}. Ratios are this site's median over the other build's.`, ""] : []),
  ...tableHead(["template", "path", ...sideBySideHead(builds, "ms, median"), "this site min", "max"], 2),
  ...rows.map((r) => `| ${r.name} | ${r.route} | ${sideBySide(r.medians, Math.round).join(" | ")} | ${Math.round(r.min)} | ${Math.round(r.max)} |`),
  "",
];
console.log(`\n${table.join("\n")}`);
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync(path.join("bench", "hydration.md"), table.join("\n"));
console.log("Tabla guardada en bench/hydration.md");
