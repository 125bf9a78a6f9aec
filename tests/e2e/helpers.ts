import fs from "fs";
import path from "path";
import { spawnSync } from "child_process";
import vnuJar from "vnu-jar";
import { test, type LaunchOptions, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { MIN_FILL_MS } from "../../src/lib/enquiry/bot-check";
import { fillTokens, siteTokens } from "../../src/lib/interpolate";
import { rootNames } from "../island-roots";

/**
 * The project whose data/ and build (public/) the tests read: this repository, or the copy E2E_PROJECT names
 * (tests/build/build.test.ts runs the suite on a copy with more content). playwright.config.ts serves it.
 */
export const PROJECT = path.resolve(process.env.E2E_PROJECT ?? path.join(__dirname, "..", ".."));
export const DATA = path.join(PROJECT, "data");
export const PUBLIC = path.join(PROJECT, "public");

/**
 * Chromium's full browser, for what only it has: its autofill, its back/forward cache. The other tests run in its
 * headless shell (scripts/find-browser.mjs), as Playwright runs headless Chromium; scripts/run-e2e.mjs finds both.
 */
export function fullChromium(playwright: PlaywrightWorkerArgs["playwright"], options: LaunchOptions = {}) {
  const { launchOptions } = test.info().project.use;
  return playwright.chromium.launch({ ...launchOptions, executablePath: process.env.CHROMIUM_BROWSER_PATH ?? launchOptions?.executablePath, ...options });
}

/** The islands of the project, by their files' names (src/islands/roots/). */
export const islandNames = () => rootNames(path.join(PROJECT, "src/islands/roots"));

const raw = (rel: string) => JSON.parse(fs.readFileSync(path.join(DATA, rel), "utf8"));
const rawSite = raw("site.json");
/** The {tokens} as the build fills them in (src/lib/interpolate.ts), so tests compare with what a visitor reads. */
export const TOKENS = siteTokens(rawSite, rawSite.url, raw("about.json").history.milestones);

/** A RegExp that matches the whole of `text` and nothing more: for hasText filters, which match any part otherwise. */
export function whole(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A data file as the pages show it: its {tokens} filled in. */
export function readData<T = any>(rel: string): T {
  return fillTokens(raw(rel), TOKENS) as T;
}

export function listData(dir: string): any[] {
  return fs
    .readdirSync(path.join(DATA, dir))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => readData(path.join(dir, f)));
}

export const site = readData("site.json");
export const BRAND: string = site.brand;
export const SITE_URL: string = site.url;

/** The pages of the code itself (src/pages); every other page is made from a file of data/. */
const FIXED_PATHS = ["/", "/servicios/", "/sobre-nosotros/", "/blog/", "/contacto/"];

/** Every page the build should make, as site paths: the fixed ones, then one per legal text, service and article. */
export function expectedPaths(): { fixed: string[]; legal: string[]; services: string[]; articles: string[]; all: string[] } {
  const legal = listData("legal").map((l) => `/${l.slug}/`);
  const services = listData("services").map((s) => `/servicios/${s.slug}/`);
  const articles = listData("blog").map((a) => `/blog/${a.id}/`);
  return { fixed: FIXED_PATHS, legal, services, articles, all: [...FIXED_PATHS, ...legal, ...services, ...articles] };
}

/** Every JSON-LD block of the page, parsed. */
export async function jsonLdBlocks(page: Page): Promise<any[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t));
}

/** The map embed is a third-party frame: tests answer it locally, so nothing leaves this machine. */
export async function stubMap(page: Page): Promise<void> {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Mapa</title><p>Mapa</p>" }),
  );
}

/** Pages the static sitemap lists, as site paths ("/", "/servicios/", …). */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The paths listed in the built public/sitemap.xml. */
export function builtSitemapPaths(): string[] {
  return sitemapPaths(fs.readFileSync(path.join(PUBLIC, "sitemap.xml"), "utf8"));
}

/** Stops the page's fake clock (after page.clock.install) so only page.clock.runFor moves time: no drift under load. */
export async function freezeClock(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(200); // let the first effects run on the still-ticking clock
  // Half a second ahead of the page's clock, read again if a loaded machine let the page pass that moment first
  // (Playwright refuses to go back: "Cannot fast-forward to the past").
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/**
 * People take seconds to fill in a form, and the forms drop a send made sooner than that after the visit started
 * (src/lib/enquiry/bot-check.ts): a test acting as a person lets that much time pass before it sends.
 */
export async function takePersonsTime(page: Page): Promise<void> {
  await page.waitForFunction((min) => performance.now() >= min, MIN_FILL_MS, { polling: 100 });
}

/** Opens a page and waits until React has hydrated it, so clicks and hovers reach their handlers. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Every page file of the build, read from disk; admin/ is the editor's page (Decap), checked by admin.spec.ts. */
export function htmlFiles(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return ["page-data", "static", "_gatsby", "admin"].includes(e.name) ? [] : htmlFiles(file);
    return e.name.endsWith(".html") ? [file] : [];
  });
}

/** What the W3C's Nu HTML Checker (vnu) reports as errors in these files, "file:line: message" each. */
export function vnuErrors(files: readonly string[]): string[] {
  // vnu needs a Java runtime (.ci/run installs one); it reports on stderr, and exits 1 when it finds errors.
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`java must be installed to run the Nu HTML Checker: ${run.error.message}`);
  const { messages } = JSON.parse(run.stderr) as { messages: { url: string; lastLine?: number; message: string }[] };
  return messages.map((m) => `${path.relative(PUBLIC, new URL(m.url).pathname)}:${m.lastLine ?? "?"}: ${m.message}`);
}

/**
 * Sets the page in one font of the site's stack (the others are what phones and computers have), and fails if this
 * machine lacks it: a missing font would fall back silently and test another one (.ci/run installs DejaVu and Roboto).
 */
export async function setFont(page: Page, family: string): Promise<void> {
  await page.addStyleTag({ content: `:root { --font: "${family}"; } body, button, input, select, textarea { font-family: "${family}" !important; }` });
  const installed = await page.evaluate((f) => {
    const width = (font: string) => {
      const ctx = document.createElement("canvas").getContext("2d")!;
      ctx.font = `16px ${font}`;
      return ctx.measureText("Mantenimiento integral 0123456789").width;
    };
    return width(`"${f}", monospace`) !== width("monospace");
  }, family);
  if (!installed) throw new Error(`The font "${family}" is not installed here (Debian: fonts-dejavu-core, fonts-roboto-unhinted).`);
}
