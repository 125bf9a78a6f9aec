import fs from "fs";
import os from "os";
import path from "path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { startBuildMailbox, type Mailbox } from "../../scripts/mailbox.mjs";
import { checkEvent } from "../../scripts/collector.mjs";
import { PROJECT, readData, stubMap } from "./helpers";
import { MEASURE_CONFIG } from "../../plugins/analytics/measure-config";
import { asPerson, collectDialogs, FILLED, fillContact } from "./contact-journey";
import { EVENTS } from "../../src/lib/analytics/events";
import { RECORDS } from "../../src/lib/content/kinds";
import { sectionOf } from "../../src/lib/routes";
import { OUTBOX_PREFIX } from "../../src/lib/enquiry/outbox";
import { SENT_DB } from "../../src/lib/enquiry/sent-sweep";

// The audience measurement against the local mailbox's stand-in for Plausible's Events API (scripts/collector.mjs):
// the e2e build sends there (scripts/run-e2e.mjs). Its own project, after the engines', which share the mailbox's port.
const forms = readData("forms.json");
const navigation = readData("navigation.json");
const config = JSON.parse(fs.readFileSync(path.join(PROJECT, ".mailbox", "enquiry-config.json"), "utf8"));
const measure = JSON.parse(fs.readFileSync(path.join(PROJECT, MEASURE_CONFIG), "utf8"));
let mailbox: Mailbox | null = null;

const named = (name: string) => mailbox!.events.filter((e) => e.name === name);
/** The site's own keys in the browser's storage, as the cookie policy names them (enquiries.spec checks the policy). */
const SITE_KEY = new RegExp(`^(${OUTBOX_PREFIX.replace("|", "\\|")}.+|formulario-.+|último-envío-.+|inicio-visita|@@scroll\\|.*)$`);

async function openMailbox() {
  mailbox = await startBuildMailbox(PROJECT, { file: path.join(fs.mkdtempSync(path.join(os.tmpdir(), "buzon-")), "e.jsonl"), log: () => {} });
}

/** Calls, chats and e-mails stay on the page: the tap is what is measured, not the app it would open. */
async function keepTapsOnPage(context: BrowserContext) {
  await context.addInitScript(() =>
    window.addEventListener("click", (e) => {
      if ((e.target as Element).closest?.('a[href^="tel:"], a[href^="mailto:"], a[href^="https://wa.me/"]')) e.preventDefault();
    }, true),
  );
}

/** Sends an enquiry from `from` while offline, so it is kept, and then from a new tab at `at` that claims it as mine. */
async function sendLater(context: BrowserContext, from: Page, at: string, referer?: string): Promise<Page> {
  const form = await fillContact(from);
  await context.setOffline(true);
  await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await expect(form.getByRole("alert").filter({ hasText: forms.kept.offline })).toBeVisible();
  await from.close();
  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto(at, { referer });
  const offer = later.getByRole("region", { name: forms.kept.unclaimed, exact: true });
  await offer.getByLabel(forms.kept.proofEmail, { exact: true }).fill(FILLED.email);
  await offer.getByLabel(forms.kept.proofPhone, { exact: true }).fill(FILLED.phone);
  await offer.getByRole("button", { name: forms.kept.mine, exact: true }).click();
  await expect(later.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
  return later;
}

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  expect(measure, "the e2e build measures, to the local mailbox").toEqual({ domain: "local", origin: config.origin, endpoint: `${config.origin}/api/event` });
  await openMailbox();
});
test.afterAll(async () => mailbox?.close());
test.beforeEach(async ({ page, context }) => {
  mailbox!.events.length = 0;
  mailbox!.received.length = 0;
  mailbox!.setRespond(undefined);
  await stubMap(page);
  await keepTapsOnPage(context);
});
test.afterEach(async ({ page, context }) => {
  // Nothing of the measurement stays in the browser, and nothing the visitor typed leaves in an event.
  expect(await context.cookies()).toEqual([]);
  if (!page.isClosed() && page.url().startsWith("http")) {
    const kept = await page.evaluate(async () => ({
      keys: [...Object.keys(localStorage), ...Object.keys(sessionStorage)],
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((d) => d.name),
    }));
    expect(kept.cookie).toBe("");
    expect(kept.keys.filter((key) => !SITE_KEY.test(key))).toEqual([]);
    expect(kept.databases.filter((name) => name !== SENT_DB)).toEqual([]);
  }
  const sent = JSON.stringify(mailbox!.events);
  for (const typed of [FILLED.name, FILLED.company, FILLED.email, FILLED.phone, "968 00 01 01", FILLED.message]) expect(sent).not.toContain(typed);
  for (const event of mailbox!.events) expect(checkEvent(event)).toBeNull();
});

test("a page view arrives with its path, its campaign and the origin of the site it came from, and nothing else of its address", async ({ page, baseURL }) => {
  await page.goto("/servicios/?utm_source=google&utm_medium=ficha&utm_campaign=perfil&email=ana%40correo.example", { referer: "http://www.google.com/search?q=limpieza" });
  await expect.poll(() => named(EVENTS.pageview).length).toBe(1);
  expect(named(EVENTS.pageview)[0]).toEqual({
    name: "pageview",
    url: `${baseURL}/servicios/?utm_source=google&utm_medium=ficha&utm_campaign=perfil`,
    domain: "local",
    referrer: "http://www.google.com",
  });
  // A page reached from the site itself has no referrer: it is the same visit.
  await page.locator('main a[href^="/servicios/"][href$="/"]').first().click();
  await page.waitForURL(/\/servicios\/[a-z-]+\/$/);
  await expect.poll(() => named(EVENTS.pageview).length).toBe(2);
  expect(named(EVENTS.pageview)[1]!.referrer).toBeNull();
});

test("a campaign that names a phone or a person: only its campaign words arrive", async ({ page, baseURL }) => {
  const words = "utm_source=whatsapp&utm_medium=sms&utm_campaign=otono-2026";
  const hostile = ["utm_term=612345678&utm_content=Juan_P%C3%A9rez_Garc%C3%ADa", "utm_term=0034612345678&utm_content=612-345-678", "utm_term=%2B34%20612%2034%2056%2078&utm_content=JuanPerez"];
  // Each visit's page view counted before the next (a page left at once may not have sent its own yet).
  for (const [i, query] of hostile.entries()) {
    await page.goto(`/servicios/?${words}&${query}`);
    await expect.poll(() => named(EVENTS.pageview).length).toBe(i + 1);
  }
  expect(named(EVENTS.pageview).map((e) => e.url)).toEqual(hostile.map(() => `${baseURL}/servicios/?${words}`));
});

test("a failed send counts nothing; each way of its hand-over counts once, as a hand-over; a send that goes, one quote sent", async ({ page }) => {
  await asPerson(page);
  collectDialogs(page);
  mailbox!.setRespond(() => ({ status: 400, text: "The template ID is invalid" }));
  await page.goto("/contacto/");
  const form = await fillContact(page);
  await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  const block = form.getByRole("group", { name: forms.handOver.title, exact: true });
  await expect(block).toBeVisible();
  for (const name of [forms.handOver.whatsapp, forms.handOver.email, new RegExp(forms.handOver.call)]) await block.getByRole("link", { name, exact: true }).click();
  await block.getByRole("button", { name: forms.handOver.copy, exact: true }).click();
  await expect.poll(() => named(EVENTS.handedOver).map((e) => e.props!.via)).toEqual(["whatsapp", "correo", "llamada", "copia"]);
  expect(named(EVENTS.handedOver).every((e) => e.props!.formulario === "presupuesto" && e.url.endsWith("/contacto/"))).toBe(true);
  expect([...named(EVENTS.sent), ...named(EVENTS.call), ...named(EVENTS.whatsapp)]).toEqual([]);

  // The next visit sends (the e-mail library's rate limit is the tab's, so a new tab).
  mailbox!.setRespond(undefined);
  const next = await page.context().newPage();
  await next.goto("/contacto/");
  await (await fillContact(next)).getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await expect(next.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
  await expect.poll(() => named(EVENTS.sent).length).toBe(1);
  expect(named(EVENTS.sent)[0]!.props).toEqual({ formulario: "presupuesto", servicio: FILLED.service });
  expect(named(EVENTS.sent)[0]!.url).toMatch(/\/contacto\/$/);
  await page.waitForTimeout(500);
  expect(named(EVENTS.sent)).toHaveLength(1);
  await next.close();
});

test("an enquiry kept offline and sent on a later visit counts once, as sent later", async ({ page, context }) => {
  await asPerson(page);
  await page.goto("/contacto/");
  const later = await sendLater(context, page, "/contacto/");
  await expect.poll(() => named(EVENTS.sentLater).length).toBe(1);
  expect(named(EVENTS.sentLater)[0]!.props).toEqual({ formulario: "presupuesto", servicio: FILLED.service });
  await later.waitForTimeout(500);
  expect(named(EVENTS.sent)).toEqual([]);
  expect(mailbox!.received).toHaveLength(1);
});

test("every call and WhatsApp tap counts once, with where it was: the top bar, a closing band, the phone's action bar", async ({ page }) => {
  await page.goto("/servicios/limpieza-industrial/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" }); // the page's script counts the taps
  await page.getByRole("complementary", { name: "Contacto rápido", exact: true }).getByRole("link", { name: /\d{3}/ }).first().click();
  const band = page.getByRole("region").filter({ has: page.locator("#cta-titulo") });
  const bandTitle = (await band.locator("#cta-titulo").textContent())!.trim();
  await band.locator('a[href^="tel:"]').click();
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole("navigation", { name: navigation.actionBar.label, exact: true });
  await bar.getByRole("link", { name: navigation.actionBar.call, exact: true }).click();
  await bar.getByRole("link", { name: navigation.actionBar.whatsapp, exact: true }).click();
  await expect.poll(() => mailbox!.events.filter((e) => e.name !== EVENTS.pageview).map((e) => [e.name, e.props!.lugar])).toEqual([
    [EVENTS.call, "Contacto rápido"],
    [EVENTS.call, bandTitle],
    [EVENTS.call, navigation.actionBar.label],
    [EVENTS.whatsapp, navigation.actionBar.label],
  ]);
});

test("a 404 counts the section asked for, or nothing of the path, and its page view is the 404 page's own", async ({ page, baseURL }) => {
  await page.goto("/servicios/no-existe-este-servicio/");
  await expect.poll(() => named(EVENTS.missing).map((e) => e.props)).toEqual([{ ruta: sectionOf(RECORDS.service.route) }]);
  await page.goto("/no-existe/");
  await expect.poll(() => named(EVENTS.missing).map((e) => e.props)).toEqual([{ ruta: sectionOf(RECORDS.service.route) }, undefined]);
  await expect.poll(() => named(EVENTS.pageview).map((e) => e.url)).toEqual([`${baseURL}/404/`, `${baseURL}/404/`]);
});

test("addresses carrying an e-mail: in every campaign parameter, the referrer and a 404's path; no event carries it", async ({ page, context, baseURL }) => {
  const EMAIL = "juan.perez@correo.example";
  const campaign = ["source", "medium", "campaign", "term", "content"].map((p) => `utm_${p}=${encodeURIComponent(EMAIL)}`).join("&");
  const asked = (path: string) => `${path}?${campaign}&utm_source=boletin`;
  const referer = `https://correo.example/u/0/${EMAIL}/bandeja?buscar=${EMAIL}`;
  await asPerson(page);
  collectDialogs(page);
  // Taps, and a send refused and handed over another way.
  mailbox!.setRespond(() => ({ status: 400, text: "The template ID is invalid" }));
  await page.goto(asked("/contacto/"), { referer });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("complementary", { name: "Contacto rápido", exact: true }).getByRole("link", { name: /\d{3}/ }).first().click();
  const refused = await fillContact(page);
  await refused.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await refused.getByRole("group", { name: forms.handOver.title, exact: true }).getByRole("link", { name: forms.handOver.whatsapp, exact: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("navigation", { name: navigation.actionBar.label, exact: true }).getByRole("link", { name: navigation.actionBar.whatsapp, exact: true }).click();
  // A send that goes (a new tab: the e-mail library's rate limit is the tab's), and one kept offline and sent later.
  mailbox!.setRespond(undefined);
  const sent = await context.newPage();
  await sent.goto(asked("/contacto/"), { referer });
  await (await fillContact(sent)).getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await expect(sent.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
  await sent.close();
  const kept = await context.newPage();
  await kept.goto(asked("/contacto/"), { referer });
  const later = await sendLater(context, kept, asked("/contacto/"), referer);
  // 404s: a path that is an e-mail, and one under a section; an unknown article goes on to the blog's list.
  for (const path of [`/${EMAIL}`, `${sectionOf(RECORDS.service.route)}${EMAIL}/`, `${sectionOf(RECORDS.article.route)}${EMAIL}/`]) {
    await later.goto(asked(path), { referer });
    await later.locator("html[data-hydrated]").waitFor({ state: "attached" }); // the page's script has counted it
  }
  await later.waitForURL(new RegExp(`${sectionOf(RECORDS.article.route)}$`));
  await expect.poll(() => named(EVENTS.missing).length).toBe(3);
  await expect.poll(() => named(EVENTS.pageview).length).toBe(8);
  await later.waitForTimeout(500);
  // An island whose code does not arrive, asked for twice, is counted by its name only (the quote form, which starts
  // with its page).
  await later.route(/\/isla-contact-form-[0-9a-f]+\.js$/, (route) => route.abort());
  await later.goto(asked("/contacto/"), { referer });
  await expect.poll(() => named(EVENTS.islandFailed).map((e) => e.props)).toEqual([{ isla: "contact-form" }]);

  const events = mailbox!.events;
  expect(new Set(events.map((e) => e.name))).toEqual(new Set(Object.values(EVENTS)));
  for (const event of events) for (const part of ["juan.perez", "correo.example/", "@", "%40"]) expect(JSON.stringify(event)).not.toContain(part);
  // What the company reads still arrives: the campaign word, the source's origin, the section of a 404.
  for (const event of events) expect(event.url).toMatch(new RegExp(`^${baseURL}/[a-z0-9/-]*(\\?utm_source=boletin)?$`));
  expect(named(EVENTS.pageview)[0]).toEqual({ name: "pageview", url: `${baseURL}/contacto/?utm_source=boletin`, domain: "local", referrer: "https://correo.example" });
  expect(named(EVENTS.missing).map((e) => [e.url, e.props])).toEqual([
    [`${baseURL}/404/?utm_source=boletin`, undefined],
    [`${baseURL}/404/?utm_source=boletin`, { ruta: sectionOf(RECORDS.service.route) }],
    [`${baseURL}/404/?utm_source=boletin`, { ruta: sectionOf(RECORDS.article.route) }],
  ]);
});

test("with Global Privacy Control on, nothing at all is sent: no page view, tap, send or 404", async ({ page, context }) => {
  const requests: string[] = [];
  context.on("request", (r) => void (r.url().endsWith("/api/event") && requests.push(r.url())));
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  await asPerson(page);
  await page.goto("/contacto/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("complementary", { name: "Contacto rápido", exact: true }).getByRole("link", { name: /\d{3}/ }).first().click();
  await (await fillContact(page)).getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
  await page.goto("/no-existe/");
  await page.waitForTimeout(1000);
  expect(mailbox!.received).toHaveLength(1);
  expect(requests).toEqual([]);
  expect(mailbox!.events).toEqual([]);
});

test("with the collector down, a WhatsApp tap still opens its chat, with the page named in its message", async ({ browser, baseURL }) => {
  await mailbox!.close();
  // A context of its own: this tap is followed, not kept on the page.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
    await page.goto("/servicios/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const opened = context.waitForEvent("page");
    await page.getByRole("navigation", { name: navigation.actionBar.label, exact: true }).getByRole("link", { name: navigation.actionBar.whatsapp, exact: true }).click();
    const chat = new URL((await opened).url());
    expect(chat.origin).toBe("https://wa.me");
    expect(chat.searchParams.get("text")).toContain("/servicios/");
  } finally {
    await context.close();
    await openMailbox();
  }
});
