import fs from "fs";
import os from "os";
import path from "path";
import { expect, test as base } from "@playwright/test";
import { startBuildMailbox, type Mailbox } from "../../scripts/mailbox.mjs";
import { MIN_FILL_MS } from "../../src/lib/enquiry/bot-check";
import { PROJECT, expectedPaths, readData } from "./helpers";
import { firefoxTab, missingBrowser, playwrightTab, webkitTab, type Engine, type Tab } from "./engines/tab";

/*
 * The core journeys, written once and run in Chromium, Firefox and WebKit, one engine after another in one worker
 * (they share the local mailbox's port; `-g webkit` runs one): every template loads at phone and desktop
 * widths with no script error, no policy violation and no sideways scroll; header navigation; mega-menu and phone
 * menu; blog search and category; a carousel dot; a quote sent to the local mailbox, confirmed.
 */
const test = base.extend<{ tab: Tab; engine: Engine }>({
  // Per test, not per worker: all three engines run in one worker, one after another.
  engine: ["chromium", { option: true }],
  tab: async ({ engine, page, baseURL }, provide) => {
    const missing = missingBrowser(engine);
    if (missing) throw new Error(`${engine}: ${missing}`);
    const tab = engine === "firefox" ? await firefoxTab(baseURL!) : engine === "webkit" ? await webkitTab(baseURL!) : await playwrightTab(page);
    try {
      await provide(tab);
    } finally {
      await tab.close();
    }
  },
});
// One after another (the mailbox's port); time to spare, as the editor's build may be running beside them.
test.describe.configure({ mode: "serial", timeout: 90_000 });
const ENGINES: Engine[] = ["chromium", "firefox", "webkit"];

const forms = readData("forms.json");
const PHONE = [390, 844] as const;
const DESKTOP = [1440, 900] as const;

/** Polls a function in the page until it returns true, for up to `ms`. */
async function until<A>(tab: Tab, what: string, fn: (arg: A) => boolean, arg: A, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await tab.run(fn, arg))) {
    if (Date.now() > end) throw new Error(`no llegó a cumplirse: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until React has hydrated the page (the build marks the root element), so taps reach their handlers. */
const hydrated = (tab: Tab, what = "the page") =>
  until(tab, `${what} hydrated`, () => document.documentElement.hasAttribute("data-hydrated"), null, 20_000);

const shown = (selector: string) => {
  const el = document.querySelector(selector);
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === "visible";
};

/** The journeys, declared once for each engine. */
function journeys() {
  test("every template loads at 390 and 1440 px: no script error, no policy violation, no sideways scroll", async ({ tab }) => {
    test.setTimeout(240_000);
    const { fixed, legal, services, articles } = expectedPaths();
    const seen: string[] = [];
    for (const [width, height] of [PHONE, DESKTOP]) {
      await tab.size(width, height);
      for (const p of [...fixed, legal[0]!, services[0]!, articles[0]!]) {
        await tab.goto(p);
        await hydrated(tab, p);
        const heading = await tab.run(() => document.querySelector("h1")?.textContent?.trim() ?? "", null);
        if (!heading) seen.push(`${p} at ${width} px: no heading`);
        const wide = await tab.run(() => document.documentElement.scrollWidth - window.innerWidth, null);
        if (wide > 0) seen.push(`${p} at ${width} px: ${wide} px wider than the window`);
        seen.push(...(await tab.problems()).map((problem) => `${p} at ${width} px: ${problem}`));
      }
    }
    expect(seen).toEqual([]);
    // Every page swept the notes of sent enquiries (src/lib/enquiry/sent-record.ts): where there were none, no database was made.
    expect(await tab.run(async () => (await indexedDB.databases()).map((d) => d.name), null)).toEqual([]);
  });

  test("the header's links navigate, and the mega-menu opens on hover", async ({ tab }) => {
    await tab.size(...DESKTOP);
    await tab.goto("/");
    await hydrated(tab);
    await tab.hover('nav[aria-label="Principal"] a[href="/servicios/"]');
    await until(tab, "the mega-menu shown", shown, "#mega-menu");
    await tab.click('nav[aria-label="Principal"] a[href="/sobre-nosotros/"]');
    await until(tab, "on /sobre-nosotros/", () => location.pathname === "/sobre-nosotros/" && !!document.querySelector("h1"), null);
    expect(await tab.problems()).toEqual([]);
  });

  test("the phone menu opens and a carousel dot shows its image", async ({ tab }) => {
    await tab.size(...PHONE);
    await tab.goto("/");
    await tab.click('button[aria-controls="menu-movil"]');
    await until(tab, "the phone menu shown", shown, "#menu-movil");
    await tab.click('button[aria-controls="menu-movil"]');
    await tab.size(...DESKTOP);
    await tab.click('button[aria-label^="Mostrar imagen 3 de"]');
    await until(tab, "dot 3 current", (s) => document.querySelector(s)?.getAttribute("aria-current") === "true", 'button[aria-label^="Mostrar imagen 3 de"]');
    expect(await tab.problems()).toEqual([]);
  });

  test("the blog's search and a category filter the list", async ({ tab }) => {
    await tab.size(...DESKTOP);
    await tab.goto("/blog/");
    await hydrated(tab);
    await tab.type("#blog-buscar", "terrazo");
    await until(tab, "the search in the address", () => location.search === "?q=terrazo", null);
    const status = await tab.run(() => document.querySelector('[role="status"]')?.textContent ?? "", null);
    expect(status).toMatch(/artículos? encontrados?\./);
    const category = '[aria-label="Filtrar por categoría"] button:nth-child(2)';
    await tab.click(category);
    await until(tab, "the category pressed", (s) => document.querySelector(s)?.getAttribute("aria-pressed") === "true", category);
    expect(await tab.problems()).toEqual([]);
  });

  test.describe("a quote sent", () => {
    let mailbox: Mailbox | null = null;
    test.beforeAll(async () => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "buzon-")), "enquiries.jsonl");
      mailbox = await startBuildMailbox(PROJECT, { file, log: () => {} });
      expect(mailbox, "the e2e build sends to the local mailbox").not.toBeNull();
    });
    test.afterAll(async () => {
      await mailbox?.close();
    });

    test("reaches the local mailbox and is confirmed", async ({ tab }) => {
      await tab.size(...DESKTOP);
      await tab.goto("/contacto/");
      await hydrated(tab);
      // The e-mail library refuses automated browsers (its headless block); this send acts as a person's would.
      await tab.run(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }) && true, null);
      await tab.type("#cf-name", "Lucía Pérez");
      await tab.type("#cf-company", "Comunidad Los Olivos");
      await tab.type("#cf-email", "lucia.perez@correo.example");
      await tab.type("#cf-phone", "968000199");
      await tab.run((label) => {
        const select = document.getElementById("cf-service") as HTMLSelectElement;
        const option = [...select.options].find((o) => o.textContent?.trim() === label)!;
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, option.value);
        select.dispatchEvent(new Event("change", { bubbles: true }));
        return true;
      }, "Impermeabilización");
      await tab.type("#cf-message", "Revisión de la terraza comunitaria.");
      await tab.type("#cf-privacy", " "); // ticked with the space bar, as from the keyboard
      expect(await tab.run(() => (document.getElementById("cf-privacy") as HTMLInputElement).checked, null)).toBe(true);
      await until(tab, "a person's time", (min) => performance.now() >= min, MIN_FILL_MS);
      await tab.click('form button[type="submit"]');
      await until(tab, "the confirmation", (title) => [...document.querySelectorAll("h2, h3")].some((h) => h.textContent?.includes(title)), forms.contact.successTitle, 15_000);
      expect(mailbox!.received).toHaveLength(1);
      expect(mailbox!.received[0]!.template_params).toMatchObject({ name: "Lucía Pérez", email: "lucia.perez@correo.example", service: "Impermeabilización" });
      expect(await tab.problems()).toEqual([]);
    });
  });
}

for (const engine of ENGINES) {
  test.describe(engine, () => {
    test.use({ engine });
    journeys();
  });
}
