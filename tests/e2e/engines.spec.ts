import fs from "fs";
import os from "os";
import path from "path";
import { expect, test as base } from "@playwright/test";
import { startBuildMailbox, type Mailbox } from "../../scripts/mailbox.mjs";
import { MIN_FILL_MS } from "../../src/lib/enquiry/bot-check";
import { PROJECT, expectedPaths, readData } from "./helpers";
import { firefoxTab, missingBrowser, playwrightTab, webkitTab, type Engine, type Tab } from "./engines/tab";
import { everythingStored, expectNoneStored } from "./contact-journey";

/*
 * The core journeys, written once and run in Chromium, Firefox and WebKit, one engine after another in one worker
 * (they share the local mailbox's port; `-g webkit` runs one): every template loads at phone and desktop
 * widths with no script error, no policy violation and no sideways scroll; header navigation; mega-menu and phone
 * menu; blog search and category; a carousel dot; a quote sent to the local mailbox, confirmed; one kept without a
 * connection, sealed, opened on another page with its e-mail and phone and sent once; one discarded from another page.
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
    test.beforeEach(() => {
      mailbox!.received.length = 0;
    });
    test.afterAll(async () => {
      await mailbox?.close();
    });

    test("reaches the local mailbox and is confirmed", async ({ tab }) => {
      await fillQuote(tab);
      await tab.click('form button[type="submit"]');
      await until(tab, "the confirmation", confirmed, forms.contact.successTitle, 15_000);
      expect(mailbox!.received).toHaveLength(1);
      expect(mailbox!.received[0]!.template_params).toMatchObject({ name: LUCIA.name, email: LUCIA.email, service: LUCIA.service });
      expect(await tab.problems()).toEqual([]);
    });

    test("kept without a connection, sealed: another page opens it only with its e-mail and phone, and it is sent once; anyone may discard one", async ({ tab }) => {
      const noneStored = async (step: string) => expectNoneStored(await tab.run(everythingStored, null), step, Object.values(LUCIA));
      const offer = `[role="region"][aria-label="${forms.kept.unclaimed}"]`;
      await keepOffline(tab);
      await noneStored("kept");
      // A new page (a reload, another tab or visit) holds no key: it only says one is there, and asks for both.
      await tab.goto("/contacto/");
      await until(tab, "the offer", (s) => !!document.querySelector(s), `${offer} form`, 20_000);
      await noneStored("the offer");
      await actAsPerson(tab);
      expect(await tab.run((s) => (document.querySelector(s) as HTMLElement).innerText, "main")).not.toContain(LUCIA.message);
      await tab.type("#solicitud-guardada-email", LUCIA.email);
      await tab.type("#solicitud-guardada-phone", "968000198");
      await tab.click(`${offer} button[type="submit"]`);
      await until(tab, "no match", (text) => document.querySelector('[role="alert"]')?.textContent === text, forms.kept.noMatch, 30_000);
      await setValue(tab, "#solicitud-guardada-phone", `+34 ${LUCIA.phone}`);
      await tab.click(`${offer} button[type="submit"]`);
      await until(tab, "the confirmation", confirmed, forms.contact.successTitle, 30_000);
      await new Promise((r) => setTimeout(r, 1000));
      expect(mailbox!.received.map((r) => r.template_params)).toEqual([expect.objectContaining({ name: LUCIA.name, email: LUCIA.email, message: LUCIA.message })]);
      await noneStored("sent");
      // Another kept, discarded by whoever comes next, from any page: nothing sent, nothing left.
      await keepOffline(tab);
      await tab.goto("/sobre-nosotros/");
      await until(tab, "the notice", (s) => !!document.querySelector(s), `${offer} a`, 20_000);
      await tab.click(`${offer} button`);
      await until(tab, "nothing kept", () => !Object.keys(localStorage).some((k) => k.startsWith("solicitud-sin-enviar|")), null);
      await tab.goto("/contacto/");
      await new Promise((r) => setTimeout(r, 1000));
      expect(await tab.run((s) => document.querySelector(s) === null, offer)).toBe(true);
      expect(mailbox!.received).toHaveLength(1);
      expect(await tab.problems()).toEqual([]);
    });
  });
}

const LUCIA = { name: "Lucía Pérez", company: "Comunidad Los Olivos", email: "lucia.perez@correo.example", phone: "968000199", service: "Impermeabilización", message: "Revisión de la terraza comunitaria." };

const confirmed = (title: string) => [...document.querySelectorAll("h2, h3")].some((h) => h.textContent?.includes(title));

/** Sets a field's value as typing would, for React's controlled fields (a select, or a field typed over). */
const setValue = (tab: Tab, selector: string, value: string) =>
  tab.run(([s, v]) => {
    const field = document.querySelector(s) as HTMLInputElement | HTMLSelectElement;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, v);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    return true;
  }, [selector, value] as const);

/** The e-mail library refuses automated browsers (its headless block): this page's sends act as a person's would. */
const actAsPerson = (tab: Tab) => tab.run(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }) && true, null);

/** Fills the quote form on /contacto/ as a person, from the keyboard, once the page is live. */
async function fillQuote(tab: Tab) {
  await tab.size(...DESKTOP);
  await tab.goto("/contacto/");
  await hydrated(tab);
  await actAsPerson(tab);
  await tab.type("#contact-name", LUCIA.name);
  await tab.type("#contact-company", LUCIA.company);
  await tab.type("#contact-email", LUCIA.email);
  await tab.type("#contact-phone", LUCIA.phone);
  await setValue(tab, "#contact-service", LUCIA.service); // an option's value is its text
  await tab.type("#contact-message", LUCIA.message);
  await tab.type("#contact-privacy", " "); // ticked with the space bar, as from the keyboard
  expect(await tab.run(() => (document.getElementById("contact-privacy") as HTMLInputElement).checked, null)).toBe(true);
  await until(tab, "a person's time", (min) => performance.now() >= min, MIN_FILL_MS);
}

/**
 * Fills the quote form and sends it while the browser says it is offline (the engines' drivers have no network switch
 * in common, so the page is told what the browser tells it then): the form keeps it, sealed, and says so.
 */
async function keepOffline(tab: Tab) {
  await fillQuote(tab);
  await tab.run(() => Object.defineProperty(Navigator.prototype, "onLine", { get: () => false, configurable: true }) && true, null);
  await tab.click('form button[type="submit"]');
  await until(tab, "kept", (text) => [...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent === text), forms.kept.offline, 30_000);
}

for (const engine of ENGINES) {
  test.describe(engine, () => {
    test.use({ engine });
    journeys();
  });
}
