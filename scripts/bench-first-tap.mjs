// First taps: how long a visitor on a slow phone waits, after a first tap or keystroke on each interactive part of
// the site, for the first frame that shows its answer. A cold visit (a fresh browser context, nothing cached) at 390 px
// in Chromium with the CPU slowed 4x and a slow mobile connection (1.6 Mbit/s down, 750 kbit/s up, 150 ms; CDP
// Network.emulateNetworkConditions), the tap made 300 ms after the page's first paint as the browser reports it (the
// kept enquiry's offer: 300 ms after it shows). The time runs from the input event's own time stamp (so a page too
// busy to take the tap counts) to the end of the first frame in which the answer is on the page (a check in each
// animation frame from the input on, then a task queued behind that frame's rendering); the mega-menu is a pointer
// resting on "Servicios" at 1280 px. Median of BENCH_RUNS (5), each part's budget 200 ms (Google's "good" INP). In the
// same runs, the page's floor (without scripts, bench-floor.mjs) takes the same tap where it answers with no script
// (the menus, a field), else its phone menu's: what the page's own loading makes a tap wait at that moment.
// BENCH_PARTS (words of the parts' names, comma-separated) measures some parts again.
//   npm run build && npm run bench:first-tap        (BENCH_RUNS, BENCH_AGAINST as the other benchmarks)
/* global document, window, innerHeight -- in the functions the page runs */
import fs from "node:fs";
import path from "node:path";
import { median, startBench, tableHead } from "./bench-templates.mjs";
import { answerWatch, firstFilteringLetter, partsToTap, phoneMenu } from "./bench-first-tap-parts.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 200;
const TAP_AFTER_MS = 300;
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

const { builds, browser, stop } = await startBench(9340, { withFloor: true, withAnchor: false });
const read = (file) => JSON.parse(fs.readFileSync(path.join("data", file), "utf8"));
const ONLY = process.env.BENCH_PARTS?.split(",");
const PARTS = partsToTap({ blogPage: read("blog-page.json"), forms: read("forms.json"), letter: firstFilteringLetter(path.join("data", "blog")) }).filter(
  (part) => !ONLY || ONLY.some((words) => part.name.includes(words)),
);

/** A browser context as the part is measured in (a phone, or a desktop for the mega-menu), the map's frame stubbed. */
async function contextFor(part, build) {
  const context = await browser.newContext({ ...(part.desktop ? DESKTOP : PHONE), locale: "es-ES", baseURL: `http://127.0.0.1:${build.port}` });
  await context.route("https://www.openstreetmap.org/**", (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<p>Mapa</p>" }));
  return context;
}

/**
 * Where the part's target is on the first screen, from a visit like the measured one but neither throttled nor timed
 * (the pages do not shift: CLS 0), so the measured tap needs no round trip to a page still busy loading; null when the
 * visitor must scroll to it first (or it shows only later, the kept enquiry's offer).
 */
async function placeOf(part, build) {
  if (part.showsWith) return null;
  const context = await contextFor(part, build);
  try {
    const page = await context.newPage();
    await page.goto(part.path, { waitUntil: "load" });
    return await page.evaluate((selector) => {
      const rect = document.querySelector(selector).getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= innerHeight ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
    }, part.target);
  } finally {
    await context.close();
  }
}

/** One cold visit of `part` on `build`: ms from the input to the frame that shows the answer, and when the input came. */
async function firstTap(part, build, place) {
  const context = await contextFor(part, build);
  try {
    if (part.before) await part.before(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.clearBrowserCache"); // a cold visit, whatever came before it in this context
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // The first paint as the browser reports it (a lifecycle event, not a script in the page, which a busy page runs late).
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const firstPaint = new Promise((resolve) => cdp.on("Page.lifecycleEvent", (e) => e.name === "firstContentfulPaint" && resolve(Date.now())));
    await page.addInitScript(answerWatch, { ...part.answer, from: part.key ? ["keydown"] : ["touchstart", "pointerdown", "mousemove"] });
    await page.goto(part.path, { waitUntil: "commit" });
    let shownAt = await firstPaint;
    if (part.showsWith) {
      await page.locator(part.showsWith).first().waitFor({ state: "visible", timeout: 60_000 });
      shownAt = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + TAP_AFTER_MS - Date.now())));
    // A target further down is first brought into view, as a visitor scrolls to it.
    const box =
      place ??
      (await page.evaluate((selector) => {
        const target = document.querySelector(selector);
        target.scrollIntoView({ block: "center" });
        const rect = target.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      }, part.target));
    if (part.hover) await page.mouse.move(box.x, box.y);
    else await page.touchscreen.tap(box.x, box.y);
    if (part.key) await page.keyboard.press(part.key); // the tap put the caret in the box; the keystroke is timed
    const handle = await page.waitForFunction(() => window.__benchAnswer, null, { timeout: 30_000, polling: 100 });
    const { inputAt, answeredAt, paintAt } = await handle.jsonValue();
    return { ms: answeredAt - inputAt, tappedAfter: inputAt - paintAt };
  } catch (error) {
    console.error(`${part.name} (${build.label}): ${error.message.split("\n")[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

/** Median, range and when the input came, of one build's runs of a part; runs with no answer are counted. */
function summarise(list) {
  const ok = list.filter(Boolean).map((r) => r.ms);
  if (!ok.length) return null;
  return { median: median(ok), min: Math.min(...ok), max: Math.max(...ok), tapped: median(list.filter(Boolean).map((r) => r.tappedAfter)), missed: list.length - ok.length };
}
const cell = (s) => (s ? `${Math.round(s.median)} (${Math.round(s.min)}-${Math.round(s.max)})${s.missed ? `, ${s.missed} without answer` : ""}` : "no answer");

const rows = [];
try {
  const floor = builds.find((b) => b.label === "floor");
  const measured = builds.filter((b) => b !== floor);
  for (const part of PARTS) {
    // The floor's answer to the same tap where the page gives it with no script, else to its phone menu: what this
    // page's own loading, with no script of ours, makes a tap wait at that moment.
    const anchor = part.native ? part : phoneMenu(part.path);
    const places = await Promise.all(measured.map((build) => placeOf(part, build)));
    const anchorPlace = await placeOf(anchor, floor);
    const results = measured.map(() => []);
    const anchors = [];
    // In turn run by run, the floor among them, so the machine's drift falls on all alike.
    for (let i = 0; i < RUNS; i++) {
      for (const [b, build] of measured.entries()) results[b].push(await firstTap(part, build, places[b]));
      anchors.push(await firstTap(anchor, floor, anchorPlace));
    }
    const [site, ...other] = [...results, anchors].map(summarise);
    rows.push({ part, anchor, site, other });
    console.log(`${part.name.padEnd(44)} ${cell(site)} ms · floor ${cell(other.at(-1))} ms`);
  }
} finally {
  await stop();
}

const others = builds.filter((b) => b.label !== "this site" && b.label !== "floor");
const table = [
  `First tap at 390 px (the mega-menu at 1280 px), CPU slowed ${CPU_SLOWDOWN}x, network 1.6 Mbit/s down, 150 ms, cold visits, the tap ${TAP_AFTER_MS} ms after the first paint (the offer: after it shows); ms from the input to the end of the first frame that shows the answer, median of ${RUNS} (min-max), ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, production builds on 127.0.0.1, in turn run by run. Floor: the same page without scripts, the same tap where it answers with none (menus, fields), else its phone menu's.`,
  "",
  ...tableHead(["part", "page", "ms, median (min-max)", "budget ms", "within?", "input, ms after first paint", ...others.map((b) => `${b.label} ms`), "floor ms", "÷ floor"], 2),
  ...rows.map(({ part, anchor, site, other }) => {
    const within = site && !site.missed && site.median <= BUDGET_MS ? "yes" : "no";
    const floorCell = `${cell(other.at(-1))}${anchor === part ? "" : " (phone menu)"}`;
    const ratio = site && other.at(-1) ? (site.median / other.at(-1).median).toFixed(2) : "";
    return `| ${[part.name, part.path, cell(site), BUDGET_MS, within, site ? Math.round(site.tapped) : "", ...other.slice(0, -1).map(cell), floorCell, ratio].join(" | ")} |`;
  }),
  "",
];
console.log(`\n${table.join("\n")}`);
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync(path.join("bench", "first-tap.md"), table.join("\n"));
console.log("Tabla guardada en bench/first-tap.md");
