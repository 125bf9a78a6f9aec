/**
 * One browser tab, the same few actions in three engines, so the core journeys (engines.spec.ts) are written once:
 * Chromium through Playwright; Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi; WebKit
 * (Debian's WebKitGTK MiniBrowser) through WebKitWebDriver and selenium-webdriver, in a virtual display (Xvfb).
 * Playwright's own Firefox and WebKit are builds it downloads, which this project never does.
 */
import { spawn, type ChildProcess } from "child_process";
import fs from "fs";
import net from "net";
import type { Page } from "@playwright/test";
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from "puppeteer-core";
import { Builder, By, type WebDriver } from "selenium-webdriver";

export type Engine = "chromium" | "firefox" | "webkit";

export interface Tab {
  /** Loads a path of the site and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Sets the size of the page's viewport (the window's inside). */
  size(width: number, height: number): Promise<void>;
  /** Runs a function in the page with one argument and returns its (JSON) result. */
  run<T, A>(fn: (arg: A) => T, arg: A): Promise<T>;
  click(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Script errors and Content-Security-Policy violations seen since the last goto. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";

/** Where each engine's browser is expected, for a clear message when one is missing. */
export function missingBrowser(engine: Engine): string | null {
  const needed = engine === "firefox" ? [FIREFOX] : engine === "webkit" ? [MINIBROWSER, WEBKIT_DRIVER, "/usr/bin/Xvfb"] : [];
  const missing = needed.filter((file) => !fs.existsSync(file));
  return missing.length ? `falta ${missing.join(", ")} (Debian: apt-get install firefox-esr webkit2gtk-driver xvfb)` : null;
}

/** Listens, in the page, for what `problems()` reports: added before the page's own scripts where the engine allows. */
function listenForProblems() {
  const w = window as unknown as { __problems?: string[] };
  if (w.__problems) return;
  w.__problems = [];
  window.addEventListener("error", (e) => w.__problems!.push(`error: ${e.message}`));
  window.addEventListener("unhandledrejection", (e) => w.__problems!.push(`unhandled rejection: ${String(e.reason)}`));
  document.addEventListener("securitypolicyviolation", (e) => w.__problems!.push(`CSP: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`));
}
const readProblems = () => (window as unknown as { __problems?: string[] }).__problems ?? [];

/** Chromium: the Playwright page the test already has. */
export async function playwrightTab(page: Page): Promise<Tab> {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`error: ${e.message}`));
  await page.addInitScript(listenForProblems); // in place before the first page, or its start-up goes unwatched
  return {
    goto: async (path) => {
      errors.length = 0;
      await page.goto(path);
    },
    size: (width, height) => page.setViewportSize({ width, height }),
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.locator(selector).first().click(),
    hover: (selector) => page.locator(selector).first().hover(),
    type: (selector, text) => page.locator(selector).first().pressSequentially(text),
    problems: async () => [...errors, ...(await page.evaluate(readProblems))],
    close: async () => undefined,
  };
}

/** Firefox: puppeteer-core drives Debian's firefox-esr over WebDriver BiDi. */
export async function firefoxTab(baseURL: string): Promise<Tab> {
  const browser: PuppeteerBrowser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true, acceptInsecureCerts: false });
  const page: PuppeteerPage = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`error: ${e instanceof Error ? e.message : String(e)}`));
  await page.evaluateOnNewDocument(listenForProblems);
  // The map is a third-party frame: answered here, so nothing leaves this machine (as tests/e2e/helpers.ts stubMap).
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("openstreetmap.org")) void request.respond({ status: 200, contentType: "text/html", body: "<!doctype html><title>Mapa</title><p>Mapa" });
    else void request.continue();
  });
  return {
    goto: async (path) => {
      errors.length = 0;
      await page.goto(new URL(path, baseURL).href, { waitUntil: "load" });
    },
    size: (width, height) => page.setViewport({ width, height }),
    run: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    type: (selector, text) => page.type(selector, text),
    problems: async () => [...errors, ...(await page.evaluate(readProblems))],
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true))).on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nada escucha en 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * WebKit: Debian's WebKitWebDriver starts the MiniBrowser in a virtual display. WebDriver classic cannot run a script
 * before the page's own, so problems during start-up show as a page that never hydrates (the build marks the root
 * element once React has hydrated); from then on the listeners catch errors and policy violations.
 */
export async function webkitTab(baseURL: string): Promise<Tab> {
  const children: ChildProcess[] = [];
  const display = `:${90 + Math.floor(Math.random() * 400)}`;
  children.push(spawn("/usr/bin/Xvfb", [display, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], { stdio: "ignore" }));
  const port = await freePort();
  children.push(spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: "ignore", env: { ...process.env, DISPLAY: display } }));
  const stop = () => children.forEach((child) => child.kill());
  let driver: WebDriver;
  try {
    await waitForPort(port, 10_000);
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] } })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const find = (selector: string) => driver.findElement(By.css(selector));
  const run = <T, A>(fn: (arg: A) => T, arg: A) => driver.executeScript<T>(fn, arg);
  return {
    goto: async (path) => {
      await driver.get(new URL(path, baseURL).href);
      const hydrated = await driver
        .wait(() => run(() => document.documentElement.hasAttribute("data-hydrated"), null), 20_000)
        .then(() => true, () => false);
      await run(listenForProblems, null);
      if (!hydrated) await run(() => (window as unknown as { __problems: string[] }).__problems.push("the page never hydrated"), null);
    },
    size: async (width, height) => {
      // The window's outer size is what WebDriver sets: add what the browser's own frame takes.
      const inner = await run(() => [window.innerWidth, window.innerHeight], null);
      const outer = await driver.manage().window().getRect();
      await driver.manage().window().setRect({ width: width + outer.width - inner[0]!, height: height + outer.height - inner[1]! });
    },
    run,
    click: async (selector) => (await find(selector)).click(),
    hover: async (selector) => driver.actions().move({ origin: await find(selector) }).perform(),
    type: async (selector, text) => (await find(selector)).sendKeys(text),
    problems: () => run(readProblems, null),
    close: async () => {
      await driver.quit().catch(() => undefined);
      stop();
    },
  };
}
