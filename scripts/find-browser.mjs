// Finds a Chromium, in this order: CHROMIUM_PATH, /usr/bin/chromium, a Chrome or Chromium on PATH, a browser Playwright
// already installed. Returns null when there is none. The end-to-end tests take Chromium's headless shell first.
import fs from "node:fs";
import path from "node:path";

const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

function onPath(name) {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    const file = path.join(dir, name);
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
}

export async function findBrowser() {
  if (process.env.CHROMIUM_PATH) {
    if (fs.existsSync(process.env.CHROMIUM_PATH)) return { path: process.env.CHROMIUM_PATH, source: "CHROMIUM_PATH" };
    console.warn(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} no existe; busco otro navegador.`);
  }
  if (fs.existsSync("/usr/bin/chromium")) return { path: "/usr/bin/chromium", source: "/usr/bin/chromium" };
  for (const name of NAMES) {
    const found = onPath(name);
    if (found) return { path: found, source: `PATH (${name})` };
  }
  try {
    const { chromium } = await import("@playwright/test");
    const installed = chromium.executablePath();
    if (installed && fs.existsSync(installed)) return { path: installed, source: "Playwright" };
  } catch {
    // no Playwright browser either
  }
  return null;
}

/*
 * For the end-to-end tests: Debian's chromium-headless-shell when there is one (and CHROMIUM_PATH names none), else the
 * browser above. It is Chromium's engine without the browser's window: what Playwright itself runs for headless
 * Chromium. The full browser opens its window's own pages (the address bar's pop-ups, chrome://omnibox-popup) for
 * every new context and keeps them drawn: measured here, 20 contexts took 10 s of processor against 3.4 s, and the
 * reflow, axe and layout specs 40 % more.
 */
export async function findTestBrowser() {
  const shell = "/usr/bin/chromium-headless-shell";
  if (!process.env.CHROMIUM_PATH && fs.existsSync(shell)) return { path: shell, source: shell };
  return findBrowser();
}
