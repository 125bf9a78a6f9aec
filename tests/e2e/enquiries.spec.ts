import fs from "fs";
import http from "http";
import os from "os";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { startBuildMailbox, type Mailbox } from "../../scripts/mailbox.mjs";
import { PROJECT, escapeRegExp, freezeClock, fullChromium, readData, site, stubMap, takePersonsTime } from "./helpers";
import { asPerson, collectDialogs, everythingStored, expectNoneStored, FILLED, fillContact, keepOffline, sendOffline } from "./contact-journey";
import { RETRY_AFTER_MS } from "../../src/lib/enquiry/delivery";
import { MIN_FILL_MS } from "../../src/lib/enquiry/bot-check";
import { OUTBOX_PREFIX } from "../../src/lib/enquiry/outbox";
import { LEGACY_TAB_KEYS } from "../../src/lib/enquiry/outbox-key";
import { SENT_DB } from "../../src/lib/enquiry/sent-sweep";
import { PAYLOAD_FIELDS } from "../../src/lib/enquiry/payload";

const forms = readData("forms.json");
const contact = readData("contact.json");
const FAILED = "Error al enviar el formulario. Por favor, inténtelo de nuevo o contacte por teléfono.";

let mailbox: Mailbox | null = null;
let mailboxFile = "";
// What the build configured (written by plugins/email-config): the mailbox must expect the same keys on the same port.
const config = JSON.parse(fs.readFileSync(path.join(PROJECT, ".mailbox", "enquiry-config.json"), "utf8"));

async function openMailbox() {
  // The mailbox `npm start` runs (scripts/mailbox.mjs).
  mailbox = await startBuildMailbox(PROJECT, { file: mailboxFile, log: () => {} });
}

// One mailbox on the port the build points at: these tests run one after another.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  expect(config?.mode, "the e2e build runs in local mailbox mode").toBe("local");
  mailboxFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "buzon-")), "enquiries.jsonl");
  await openMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});
test.beforeEach(() => {
  mailbox!.received.length = 0;
  mailbox!.setRespond(undefined);
});

async function expectValuesKept(page: Page) {
  const l = forms.contact.labels;
  const form = page.getByRole("form", { name: forms.contact.title, exact: true });
  await expect(form.getByLabel(l.name, { exact: true })).toHaveValue(FILLED.name);
  await expect(form.getByLabel(l.company, { exact: true })).toHaveValue(FILLED.company);
  await expect(form.getByLabel(l.email, { exact: true })).toHaveValue(FILLED.email);
  await expect(form.getByLabel(l.phone, { exact: true })).toHaveValue(FILLED.phone);
  await expect(form.getByLabel(l.service, { exact: true })).toHaveValue(FILLED.service);
  await expect(form.getByLabel(l.message, { exact: true })).toHaveValue(FILLED.message);
  await expect(form.getByRole("checkbox")).toBeChecked();
  await expect(form.getByRole("button", { name: forms.contact.submit, exact: true })).toBeEnabled();
}

/**
 * Sends the filled contact form on a paused clock while the mailbox answers the first sends with `answers` (then
 * accepts), and waits until the first answer has been given.
 */
async function sendAnswered(page: Page, answers: { status: number; text: string }[]) {
  await asPerson(page);
  await page.clock.install();
  const dialogs = collectDialogs(page);
  let given = 0;
  mailbox!.setRespond(() => answers[given++]);
  await page.goto("/contacto/");
  await takePersonsTime(page);
  await freezeClock(page);
  const form = await fillContact(page);
  await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await expect.poll(() => given).toBe(1);
  return { dialogs, form, answers: () => given };
}

/** What the hand-over block offers beside a failed form, read as a visitor's browser would follow each link. */
async function handOver(form: ReturnType<Page["getByRole"]>) {
  const t = forms.handOver;
  const block = form.getByRole("group", { name: t.title, exact: true });
  await expect(block).toBeVisible();
  const href = async (name: string) => new URL((await block.getByRole("link", { name, exact: true }).getAttribute("href"))!);
  return { block, t, href };
}

/**
 * Moves the page's paused clock on a second at a time until `done` holds, and says how far it moved: for waits that
 * begin only once a request has failed, which takes real time (so one long step could come before the page's timer
 * exists). Bounded in the page's time, not in real time: a busy machine takes longer for each step, and only the
 * test's own timeout limits that.
 */
async function runClockUntil(page: Page, done: () => Promise<boolean> | boolean, most = 240_000): Promise<number> {
  for (let moved = 0; moved <= most; moved += 1000) {
    if (await done()) return moved;
    await page.clock.runFor(1000);
    await page.waitForTimeout(50); // what the step set off (a request, a render) gets real time to happen
  }
  throw new Error(`Not done after ${most / 1000} s of the page's clock`);
}

const runClockUntilVisible = (page: Page, locator: ReturnType<Page["locator"]>) => runClockUntil(page, () => locator.isVisible());

/** What the browser keeps to send later (src/lib/enquiry/outbox.ts), as stored: one entry per enquiry. */
async function keptEntries(page: Page): Promise<string[]> {
  return page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => localStorage.getItem(k)!), OUTBOX_PREFIX);
}

const keptCount = async (page: Page) => (await keptEntries(page)).length;

/** Whoever finds an enquiry the page does not hold the key of types the e-mail and the phone it was written with. */
async function claim(page: Page, typed: { email: string; phone: string }) {
  const offer = page.getByRole("region", { name: forms.kept.unclaimed, exact: true });
  await offer.getByLabel(forms.kept.proofEmail, { exact: true }).fill(typed.email);
  await offer.getByLabel(forms.kept.proofPhone, { exact: true }).fill(typed.phone);
  await offer.getByRole("button", { name: forms.kept.mine, exact: true }).click();
}

/** The decoded text of a WhatsApp link to the company's mobile line. */
function whatsappText(url: URL): string {
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.whatsapp.replace(/\D/g, "")}`);
  return url.searchParams.get("text") ?? "";
}

test.describe("/contacto/", () => {
  test.beforeEach(async ({ page }) => {
    await stubMap(page);
  });

  test("shows every way to reach the company", async ({ page }) => {
    await page.goto("/contacto/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.hero.headline);
    await expect(page.getByRole("navigation", { name: "Migas de pan", exact: true })).toContainText("Contacto");
    const cards = page.getByRole("region", { name: contact.cards.title, exact: true });
    await expect(cards).toContainText(site.address.street);
    for (const line of ["main", "second"]) await expect(cards.getByRole("link", { name: site.phones[line].display, exact: true })).toHaveAttribute("href", `tel:${site.phones[line].tel}`);
    for (const mail of [site.emails.general, site.emails.quotes]) await expect(cards.getByRole("link", { name: mail, exact: true })).toHaveAttribute("href", `mailto:${mail}`);
    await expect(cards).toContainText(site.hours.office);
    const places = page.getByRole("region", { name: forms.contact.title, exact: true }).getByRole("listitem");
    await expect(places).toHaveCount(15);
    // The frame is made when the visitor nears it, not with the page.
    await expect(page.locator("iframe")).toHaveCount(0);
    // Its name goes on to say that it opens in a new tab.
    await page.getByRole("link", { name: new RegExp(`^${escapeRegExp(contact.map.linkLabel)} \\(`) }).scrollIntoViewIfNeeded();
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("title", contact.map.frameTitle);
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    const emergency = page.getByRole("region", { name: contact.emergency.title, exact: true });
    await expect(emergency.getByRole("link", { name: new RegExp(contact.emergency.phoneLabel) })).toHaveAttribute("href", `tel:${site.phones.urgent.tel}`);
    await emergency.getByRole("link", { name: contact.emergency.emailLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/contacto\/#formulario$/);
    await expect(page.getByRole("heading", { name: forms.contact.title, exact: true })).toBeInViewport();
  });

  test("the form has every field of the specification, all required", async ({ page }) => {
    await page.goto("/contacto/");
    const form = page.getByRole("form", { name: forms.contact.title, exact: true });
    const l = forms.contact.labels;
    for (const label of [l.name, l.company, l.email, l.phone, l.service, l.message]) await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    await expect(form.getByLabel(l.email, { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel(l.phone, { exact: true })).toHaveAttribute("type", "tel");
    await expect(form.getByLabel(l.message, { exact: true })).toHaveAttribute("rows", "4");
    await expect(form.getByLabel(l.message, { exact: true })).toHaveAttribute("placeholder", "Describa su necesidad o servicio requerido... *");
    // The placeholder shows and holds the empty value a required select's first option must have (W3C checker).
    await expect(form.getByLabel(l.service, { exact: true })).toHaveValue("");
    await expect(form.getByLabel(l.service, { exact: true }).locator("option:checked")).toHaveText("Seleccione servicio");
    await expect(form.getByLabel(l.service, { exact: true }).locator("option")).toHaveText(["Seleccione servicio", ...forms.contact.serviceOptions]);
    await expect(form.getByLabel(l.service, { exact: true }).locator("option").first()).toBeDisabled();
    await expect(form.getByRole("checkbox")).toHaveAttribute("required", "");
    await expect(form.getByRole("link", { name: forms.contact.privacy.linkLabel, exact: true })).toHaveAttribute("href", "/politica-privacidad/");
    await expect(form).toContainText("* Campos obligatorios. Respuesta garantizada en menos de 24h laborables.");
  });

  test("without a chosen service it says so and sends nothing", async ({ page }) => {
    await asPerson(page);
    const dialogs = collectDialogs(page);
    await page.goto("/contacto/");
    const form = await fillContact(page, FILLED, false);
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect.poll(() => dialogs).toEqual(["Por favor, seleccione un servicio de la lista"]);
    await page.waitForTimeout(300);
    expect(mailbox!.received).toHaveLength(0);
  });

  test("a sent enquiry reaches the mailbox exactly, is confirmed, and the form comes back empty after 5 s", async ({ page }) => {
    await asPerson(page);
    await page.clock.install();
    const dialogs = collectDialogs(page);
    let release: () => void = () => {};
    mailbox!.setRespond(() => new Promise<undefined>((resolve) => (release = () => resolve(undefined))));
    await page.goto("/contacto/");
    await takePersonsTime(page);
    await freezeClock(page);
    const form = await fillContact(page);
    const button = form.getByRole("button", { name: forms.contact.submit, exact: true });
    const before = await page.evaluate(() => Date.now());
    await button.click();
    const sending = form.getByRole("button", { name: forms.contact.sending, exact: true });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true }); // a second click while sending sends nothing more
    await expect.poll(() => release.toString() !== "() => {}").toBe(true);
    release();
    const panel = page.getByRole("status").filter({ hasText: forms.contact.successTitle });
    await expect(panel.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    await expect(panel).toContainText("24 horas laborables");
    await expect(page.getByRole("form", { name: forms.contact.title, exact: true })).toHaveCount(0);

    expect(mailbox!.received).toHaveLength(1);
    const body = mailbox!.received[0]!;
    expect(Object.keys(body).sort()).toEqual(["lib_version", "service_id", "template_id", "template_params", "user_id"]);
    expect(body).toMatchObject({ lib_version: "4.4.1", service_id: config.serviceId, template_id: config.templateId, user_id: config.publicKey });
    const params = body.template_params;
    // The parameters of the one payload definition (its unit test holds them to the specification's seven).
    expect(Object.keys(params).sort()).toEqual(PAYLOAD_FIELDS.map((f) => f.name).sort());
    expect(params).toMatchObject({ ...FILLED, phone: 34968000101 });
    expect(Number.isInteger(params.time)).toBe(true);
    expect(params.time).toBeGreaterThanOrEqual(before);
    expect(params.time).toBeLessThan(before + 60_000);
    expect(fs.readFileSync(mailboxFile, "utf8").trim().split("\n").length).toBeGreaterThanOrEqual(1);
    expect(dialogs).toEqual([]);

    await page.clock.runFor(4900);
    await expect(panel).toBeVisible();
    await page.clock.runFor(200);
    const again = page.getByRole("form", { name: forms.contact.title, exact: true });
    await expect(again.getByLabel(forms.contact.labels.name, { exact: true })).toHaveValue("");
    await expect(again.getByLabel(forms.contact.labels.message, { exact: true })).toHaveValue("");
    await expect(again.getByLabel(forms.contact.labels.service, { exact: true }).locator("option:checked")).toHaveText("Seleccione servicio");
    await expect(again.getByRole("checkbox")).not.toBeChecked();
    // The sent values do not come back after a reload either.
    await page.reload();
    await expect(page.getByRole("form", { name: forms.contact.title, exact: true }).getByLabel(forms.contact.labels.name, { exact: true })).toHaveValue("");
  });

  for (const [label, respond] of [
    ["the mailbox answers 400", () => ({ status: 400, text: "template_params.phone must be an integer" })],
    ["the provider refuses with 412", () => ({ status: 412, text: "Gmail_API: Invalid grant. Please reconnect your Gmail account" })],
  ] as const) {
    test(`when ${label}: alert, inline message, every value kept, nothing recorded`, async ({ page }) => {
      await asPerson(page);
      const dialogs = collectDialogs(page);
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      mailbox!.setRespond(respond);
      await page.goto("/contacto/");
      const form = await fillContact(page);
      await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
      await expect.poll(() => dialogs).toEqual([FAILED]);
      await expect(form.getByRole("alert")).toContainText(site.phones.main.display);
      await expectValuesKept(page);
      expect(mailbox!.received).toHaveLength(0);
      const status = String(respond().status);
      await expect.poll(() => errors.some((e) => e.includes(status))).toBe(true);
    });
  }

  test("412 (the company's e-mail account disconnected): the whole enquiry handed over by WhatsApp, e-mail, copy or call", async ({ page, context, browserName }) => {
    await asPerson(page);
    const dialogs = collectDialogs(page);
    mailbox!.setRespond(() => ({ status: 412, text: "Gmail_API: Invalid grant. Please reconnect your Gmail account" }));
    await page.goto("/contacto/");
    const form = await fillContact(page);
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect.poll(() => dialogs).toEqual([FAILED]);
    await expectValuesKept(page);
    const { block, t, href } = await handOver(form);
    // In this order: WhatsApp, e-mail app, copy, call.
    await expect(block.getByRole("listitem")).toHaveText([t.whatsapp, t.email, new RegExp(`^${t.copy}`), new RegExp(`^${t.call}`)]);
    const chat = whatsappText(await href(t.whatsapp));
    const mail = await href(t.email);
    expect(mail.protocol + mail.pathname).toBe(`mailto:${site.emails.quotes}`);
    expect(mail.searchParams.get("subject")).toContain(FILLED.service);
    for (const value of Object.values(FILLED)) {
      expect(chat).toContain(value);
      expect(mail.searchParams.get("body")).toContain(value);
    }
    // "Llamar al" and the number.
    const call = block.getByRole("link", { name: new RegExp(`^${escapeRegExp(t.call)} `) });
    expect(await call.getAttribute("href")).toBe(`tel:${site.phones.main.tel}`);
    if (browserName === "chromium") await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await block.getByRole("button", { name: t.copy, exact: true }).click();
    await expect(block.getByRole("status")).toHaveText(t.copied);
    if (browserName === "chromium") expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(FILLED.message);
    expect(mailbox!.received).toHaveLength(0);
  });

  test("a 500 is retried once by itself after the throttle: with a 200 then, one enquiry, the confirmation, no alert", async ({ page }) => {
    const { dialogs, form } = await sendAnswered(page, [{ status: 500, text: "Internal Server Error" }]);
    await expect(form.getByRole("button", { name: forms.contact.sending, exact: true })).toBeVisible();
    const heading = page.getByRole("heading", { name: forms.contact.successTitle, exact: true });
    expect(await runClockUntilVisible(page, heading)).toBeGreaterThanOrEqual(RETRY_AFTER_MS);
    expect(mailbox!.received).toHaveLength(1);
    expect(mailbox!.received[0]!.template_params).toMatchObject({ name: FILLED.name, message: FILLED.message });
    expect(dialogs).toEqual([]);
  });

  test("a 500 twice: alert after the one retry, values kept, the hand-over shown, nothing recorded", async ({ page }) => {
    const server = { status: 500, text: "Internal Server Error" };
    const { dialogs, form, answers } = await sendAnswered(page, [server, server]);
    expect(dialogs).toEqual([]);
    expect(await runClockUntil(page, () => dialogs.length > 0)).toBeGreaterThanOrEqual(RETRY_AFTER_MS);
    expect(dialogs).toEqual([FAILED]);
    expect(answers()).toBe(2);
    await expectValuesKept(page);
    await handOver(form);
    expect(mailbox!.received).toHaveLength(0);
  });

  test("offline: kept with a status (no alert), the hand-over offered, and sent by itself, once, when the connection returns", async ({ page, context }) => {
    const dialogs = collectDialogs(page);
    const form = await keepOffline(page);
    await expectValuesKept(page);
    await handOver(form);
    expect(await keptCount(page)).toBe(1);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(mailbox!.received).toHaveLength(0);
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(mailbox!.received).toHaveLength(1);
    expect(mailbox!.received[0]!.template_params).toMatchObject({ name: FILLED.name, message: FILLED.message });
    expect(await keptCount(page)).toBe(0);
  });

  test("once it is kept, nothing typed can be read in any of the browser's storages or the address, at each step, until it is sent", async ({ page, context }) => {
    test.setTimeout(90_000); // the library's 10 s throttle before the last send, in real time
    const step = async (name: string, on: Page = page) => expectNoneStored(await on.evaluate(everythingStored), name);
    await keepOffline(page);
    await step("kept offline");
    await mailbox!.close();
    try {
      await context.setOffline(false); // back online, but still no way to the provider: tried, failed, still kept
      await page.waitForTimeout(1500);
      await step("tried again, and failed");
      await page.reload(); // or a reopened tab, which gets its sessionStorage back: nothing there to read
      const offer = page.getByRole("region", { name: forms.kept.unclaimed, exact: true });
      await expect(offer.getByRole("button", { name: forms.kept.mine, exact: true })).toBeVisible();
      await expectNothingShown(page);
      await step("reloaded: only the offer");
      await claim(page, { email: FILLED.email, phone: "968 000 102" });
      await expect(offer.getByRole("alert")).toHaveText(forms.kept.noMatch);
      await step("a wrong phone");
      await claim(page, FILLED);
      await expect(page.getByRole("alert").filter({ hasText: forms.kept.pending })).toBeVisible();
      await expectValuesKept(page);
      await step("opened by its writer");
      const other = await context.newPage(); // a new tab holds no key either
      await other.goto("/contacto/");
      await expect(other.getByRole("region", { name: forms.kept.unclaimed, exact: true })).toBeVisible();
      await step("another tab", other);
      await other.close();
    } finally {
      await openMailbox();
    }
    await page.getByRole("button", { name: forms.kept.sendNow, exact: true }).click();
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible({ timeout: 30_000 });
    expect(mailbox!.received).toHaveLength(1);
    await step("sent");
  });

  test("with the browser's storage full, the visitor is told it could not be kept and handed it over at once; the page still sends it, once", async ({ page, context }) => {
    await context.addInitScript((prefix) => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (this === window.localStorage && key.startsWith(prefix)) throw new DOMException("lleno", "QuotaExceededError");
        return setItem.call(this, key, value);
      };
    }, OUTBOX_PREFIX);
    const dialogs = collectDialogs(page);
    const form = await sendOffline(page);
    await expect(form.getByRole("alert")).toHaveText(forms.kept.notKept);
    await handOver(form);
    expect(await keptCount(page)).toBe(0);
    await expectValuesKept(page);
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(mailbox!.received).toHaveLength(1);
    expect(dialogs).toEqual([]);
  });

  test("the note that an enquiry went is deleted by whatever page loads once its time is up", async ({ page, context }) => {
    const notes = (on: Page) =>
      on.evaluate(
        (name) =>
          new Promise<unknown[]>((resolve) => {
            const open = indexedDB.open(name);
            open.onsuccess = () => {
              const read = open.result.transaction("ids").objectStore("ids").getAllKeys();
              read.onsuccess = () => (open.result.close(), resolve(read.result));
            };
          }),
        SENT_DB,
      );
    await keepOffline(page);
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    expect(await notes(page)).toHaveLength(1);
    await page.goto("/");
    await page.waitForTimeout(1500);
    expect(await notes(page)).toHaveLength(1); // within its time, it stays
    const next = await context.newPage();
    await next.clock.install({ time: Date.now() + (site.keptEnquiryHours as number) * 3_600_000 + 60_000 });
    await next.goto("/sobre-nosotros/");
    await expect.poll(() => notes(next)).toEqual([]);
  });

  test("no way to the provider: retried once, kept, offered again after a reload, and sent exactly once when it is back", async ({ page }) => {
    test.setTimeout(90_000); // a reload and several clocks moved a second at a time: slow on a busy machine
    await asPerson(page);
    await page.clock.install();
    const dialogs = collectDialogs(page);
    await mailbox!.close();
    try {
      await page.goto("/contacto/");
      await takePersonsTime(page);
      await freezeClock(page);
      const form = await fillContact(page);
      await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
      // A network error is retried once by itself, after the throttle; then the enquiry is kept.
      await runClockUntilVisible(page, form.getByRole("alert").filter({ hasText: forms.kept.offline }));
      expect(dialogs).toEqual([]);
      // The clock stays paused, so each new page is moved on until its script has started. A reload is a new page,
      // which holds no key: its writer opens it again with the e-mail and the phone, like anyone else.
      await page.reload();
      const offer = page.getByRole("region", { name: forms.kept.unclaimed, exact: true });
      await runClockUntilVisible(page, offer.getByRole("button", { name: forms.kept.mine, exact: true }));
      await expectNothingShown(page);
      await claim(page, FILLED);
      const again = page.getByRole("form", { name: forms.contact.title, exact: true });
      await runClockUntilVisible(page, again.getByRole("alert").filter({ hasText: forms.kept.pending }));
      await expect(again.getByRole("button", { name: forms.kept.sendNow, exact: true })).toBeVisible();
      await expect(again.getByRole("button", { name: forms.kept.discard, exact: true })).toBeVisible();
      await expectValuesKept(page);
      // Any other page says one is there and leads to its form, where it opens the same way.
      await page.goto("/");
      const banner = page.getByRole("region", { name: forms.kept.unclaimed, exact: true });
      await runClockUntilVisible(page, banner.getByRole("button", { name: forms.kept.notMine, exact: true }));
      await expect(banner.getByRole("textbox")).toHaveCount(0);
      await banner.getByRole("link", { name: forms.kept.goToForm, exact: true }).click();
      await runClockUntilVisible(page, offer.getByRole("button", { name: forms.kept.mine, exact: true }));
      await expect(page).toHaveURL(/\/contacto\/$/);
      await claim(page, FILLED);
      await runClockUntilVisible(page, page.getByRole("alert").filter({ hasText: forms.kept.pending }));
      await expect(offer).toHaveCount(0);
    } finally {
      await openMailbox();
    }
    await page.clock.runFor(60_000); // the next automatic try, after the throttle
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    await page.clock.runFor(120_000);
    expect(mailbox!.received).toHaveLength(1);
    expect(await keptCount(page)).toBe(0);
  });

  test("two tabs holding the same kept enquiry: both try, one send", async ({ page, context }) => {
    test.setTimeout(90_000); // two tabs, each clock moved a second at a time: slow on a busy machine
    await asPerson(page);
    await page.clock.install();
    collectDialogs(page);
    await mailbox!.close();
    const second = await context.newPage();
    try {
      await page.goto("/contacto/");
      await takePersonsTime(page);
      await freezeClock(page);
      await (await fillContact(page)).getByRole("button", { name: forms.contact.submit, exact: true }).click();
      await runClockUntilVisible(page, page.getByRole("alert").filter({ hasText: forms.kept.offline }));
      // A new tab is another visit: it is told an enquiry is there, and its writer claims it.
      await second.goto("/contacto/");
      await runClockUntilVisible(second, second.getByRole("region", { name: forms.kept.unclaimed, exact: true }).getByRole("button", { name: forms.kept.mine, exact: true }));
      await claim(second, FILLED);
      await runClockUntilVisible(second, second.getByRole("alert").filter({ hasText: forms.kept.pending }));
    } finally {
      await openMailbox();
    }
    await Promise.all([page, second].map((p) => p.getByRole("button", { name: forms.kept.sendNow, exact: true }).click()));
    await runClockUntil(page, () => mailbox!.received.length > 0);
    await page.clock.runFor(180_000);
    await page.waitForTimeout(500);
    expect(mailbox!.received).toHaveLength(1);
    await second.close();
  });

  test("a kept enquiry can be discarded: nothing is sent later, and the form stays filled", async ({ page, context }) => {
    await asPerson(page);
    await page.goto("/contacto/");
    const form = await fillContact(page);
    await context.setOffline(true);
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await form.getByRole("button", { name: forms.kept.discard, exact: true }).click();
    await expect(form.getByRole("alert").filter({ hasText: forms.kept.offline })).toHaveCount(0);
    expect(await keptCount(page)).toBe(0);
    await context.setOffline(false);
    await page.waitForTimeout(1000);
    expect(mailbox!.received).toHaveLength(0);
    await expectValuesKept(page);
  });

  /** Keeps an enquiry in `page` for want of a connection, closes it (the visitor leaves), and comes back online. */
  async function keepAndLeave(page: Page) {
    await keepOffline(page);
    expect(await keptCount(page)).toBe(1);
    const context = page.context();
    await page.close();
    await context.setOffline(false);
    return context.newPage(); // the next visit: a new tab, with nothing of the first one's session
  }

  /** Nothing the first visitor typed is anywhere on the page the next one sees, in view or in its fields. */
  async function expectNothingShown(page: Page) {
    const l = forms.contact.labels;
    const form = page.getByRole("form", { name: forms.contact.title, exact: true });
    // The page's text and the form's markup: what someone types into the offer's own fields is theirs to see.
    const shown = `${await page.locator("body").innerText()}\n${await form.evaluate((f) => f.outerHTML)}`;
    for (const value of [FILLED.name, FILLED.company, FILLED.email, FILLED.phone, FILLED.message]) expect(shown).not.toContain(value);
    for (const label of [l.name, l.company, l.email, l.phone, l.message]) await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
  }

  test("the next person at the same computer is told an unsent enquiry is there, is never shown it, and can discard it: nothing is sent", async ({ page }) => {
    const next = await keepAndLeave(page);
    await next.goto("/contacto/");
    // Not in the browser's storage either: sealed, with only its id, form and times in the clear.
    const [stored] = await keptEntries(next);
    for (const value of [FILLED.name, FILLED.company, FILLED.email, FILLED.phone, FILLED.message, "968000101"]) expect(stored).not.toContain(value);
    const offer = next.getByRole("region", { name: forms.kept.unclaimed, exact: true });
    await expect(offer).toContainText(forms.kept.expiry);
    await expect(next.getByRole("alert").filter({ hasText: forms.kept.pending })).toHaveCount(0);
    await next.waitForTimeout(1000); // online, and the form's script has run: still nothing sent, nothing shown
    await expectNothingShown(next);
    expectNoneStored(await next.evaluate(everythingStored), "another visit");
    // A guess opens nothing (the right e-mail with another phone, the right phone with a near e-mail, the name for
    // the phone), and says only that they do not match.
    const guesses = [
      { email: FILLED.email, phone: "968 000 102" },
      { email: "maria@correo.example", phone: FILLED.phone },
      { email: FILLED.email, phone: FILLED.name },
    ];
    for (const guess of guesses) {
      await claim(next, guess);
      await expect(offer.getByRole("alert")).toHaveText(forms.kept.noMatch);
      await expectNothingShown(next);
    }
    expect(mailbox!.received).toHaveLength(0);
    await offer.getByRole("button", { name: forms.kept.notMine, exact: true }).click();
    await expect(offer).toHaveCount(0);
    expect(await keptCount(next)).toBe(0);
    await next.goto("/");
    await expect(next.getByRole("region", { name: forms.kept.unclaimed, exact: true })).toHaveCount(0);
    expect(mailbox!.received).toHaveLength(0);
  });

  test("its writer, back on a later visit, types the e-mail and the phone it was written with: the form shows it and it is sent, once", async ({ page }) => {
    const next = await keepAndLeave(page);
    await next.goto("/contacto/");
    await claim(next, { email: FILLED.email.toUpperCase(), phone: FILLED.phone });
    await expect(next.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    expect(mailbox!.received).toHaveLength(1);
    expect(mailbox!.received[0]!.template_params).toMatchObject({ name: FILLED.name, email: FILLED.email, message: FILLED.message });
    expect(await keptCount(next)).toBe(0);
  });

  test("its writer types them written otherwise, while the provider is failing: shown, changed, and sent once when it answers", async ({ page }) => {
    test.setTimeout(60_000); // the library's 10 s throttle before the retry, in real time
    const next = await keepAndLeave(page);
    let failures = 1;
    mailbox!.setRespond(() => (failures-- > 0 ? { status: 503, text: "Service Unavailable" } : undefined));
    await next.goto("/contacto/");
    await claim(next, { email: ` ${FILLED.email} `, phone: "968 000 101" });
    const form = next.getByRole("form", { name: forms.contact.title, exact: true });
    await expect(form.getByLabel(forms.contact.labels.message, { exact: true })).toHaveValue(FILLED.message);
    await expect(form.getByLabel(forms.contact.labels.email, { exact: true })).toHaveValue(FILLED.email);
    await expect(next.getByRole("alert").filter({ hasText: forms.kept.pending })).toBeVisible();
    await form.getByLabel(forms.contact.labels.message, { exact: true }).fill(`${FILLED.message} Mejor por la tarde.`);
    await form.getByRole("button", { name: forms.kept.sendNow, exact: true }).click();
    await expect(next.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible({ timeout: 30_000 });
    expect(mailbox!.received).toHaveLength(1);
    expect(mailbox!.received[0]!.template_params.message).toBe(`${FILLED.message} Mejor por la tarde.`);
    expect(await keptCount(next)).toBe(0);
  });

  test("an edit sent while an automatic try is in flight is what the company gets last, once, before the page says sent", async ({ page, context }) => {
    test.setTimeout(60_000); // the library's 10 s throttle between the two sends, in real time
    const form = await keepOffline(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    mailbox!.setRespond(async () => {
      if (asked++ === 0) await held; // the provider takes its time with the automatic try
      return undefined;
    });
    await context.setOffline(false);
    await expect.poll(() => asked).toBe(1);
    await form.getByLabel(forms.contact.labels.phone, { exact: true }).fill("968 000 999");
    await form.getByRole("button", { name: forms.kept.sendNow, exact: true }).click();
    await page.waitForTimeout(500);
    release();
    await expect.poll(() => mailbox!.received.length).toBe(1);
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible({ timeout: 30_000 });
    expect(mailbox!.received.map((r) => r.template_params.phone)).toEqual([34968000101, 968000999]);
    await page.waitForTimeout(1000);
    expect(mailbox!.received).toHaveLength(2);
    expect(await keptCount(page)).toBe(0);
  });

  test("two tabs keeping and discarding at once: each keeps its own, and a discard drops only its own", async ({ page, context }) => {
    await asPerson(page);
    const other = await context.newPage();
    const neighbour = { ...FILLED, name: "Otro Vecino", email: "otro.vecino@correo.example", phone: "968 000 202" };
    await page.goto("/contacto/");
    await other.goto("/contacto/");
    const mine = await fillContact(page);
    const theirs = await fillContact(other, neighbour);
    await context.setOffline(true);
    await mine.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect(mine.getByRole("alert").filter({ hasText: forms.kept.offline })).toBeVisible();
    // The first tab discards its own at the moment the second keeps its own.
    await Promise.all([mine.getByRole("button", { name: forms.kept.discard, exact: true }).click(), theirs.getByRole("button", { name: forms.contact.submit, exact: true }).click()]);
    await expect(theirs.getByRole("alert").filter({ hasText: forms.kept.offline })).toBeVisible();
    await expect.poll(() => keptCount(other)).toBe(1);
    await context.setOffline(false);
    await expect(other.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(mailbox!.received.map((r) => r.template_params.name)).toEqual([neighbour.name]);
    await other.close();
  });

  test("IndexedDB that never answers holds nothing up: the kept enquiry goes once when the connection returns", async ({ page, context }) => {
    await context.addInitScript(() => {
      // A known WebKit failure: open() whose request never fires an event.
      IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest;
    });
    await keepOffline(page);
    await context.setOffline(false);
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    expect(mailbox!.received).toHaveLength(1);
    expect(await keptCount(page)).toBe(0);
  });

  test("a kept enquiry is deleted unsent once its time is up, by whatever page of the site loads next", async ({ page }) => {
    const hours = site.keptEnquiryHours as number;
    const next = await keepAndLeave(page);
    await next.clock.install({ time: Date.now() + hours * 3_600_000 + 60_000 });
    await next.goto("/");
    await expect(next.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => keptCount(next)).toBe(0);
    expect(await keptEntries(next)).toEqual([]);
    await expect(next.getByRole("region", { name: forms.kept.unclaimed, exact: true })).toHaveCount(0);
    await next.goto("/contacto/");
    await expectNothingShown(next);
    expect(mailbox!.received).toHaveLength(0);
  });

  test("a second enquiry within 10 s is refused by the library's rate limit, with a plain message", async ({ page }) => {
    await asPerson(page);
    await page.clock.install();
    const dialogs = collectDialogs(page);
    await page.goto("/contacto/");
    await takePersonsTime(page);
    await freezeClock(page);
    await (await fillContact(page)).getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    await page.clock.runFor(5100);
    const form = await fillContact(page);
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect.poll(() => dialogs).toEqual([FAILED]);
    await expect(form.getByRole("alert")).toContainText("Espere unos segundos");
    await expectValuesKept(page);
    expect(mailbox!.received).toHaveLength(1);
  });

  test("an automated browser is refused by the headless block (451): alert, values kept, nothing sent", async ({ page }) => {
    const dialogs = collectDialogs(page);
    await page.goto("/contacto/");
    const form = await fillContact(page);
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect.poll(() => dialogs).toEqual([FAILED]);
    await expect(form.getByRole("alert")).toContainText("Llámenos o escríbanos");
    await expectValuesKept(page);
    expect(mailbox!.received).toHaveLength(0);
    expect(dialogs, "one alert, no other dialog afterwards").toEqual([FAILED]);
  });

  test("an address on the block list is refused (403)", async ({ page }) => {
    await asPerson(page);
    const dialogs = collectDialogs(page);
    await page.goto("/contacto/");
    const form = await fillContact(page, { ...FILLED, email: forms.blockList[0] });
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect.poll(() => dialogs).toEqual([FAILED]);
    await expect(form.getByRole("alert")).toContainText("dirección de correo");
    expect(mailbox!.received).toHaveLength(0);
  });

  test("values typed before the page's script has loaded are kept and sent; the button waits for it", async ({ page }) => {
    await asPerson(page);
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The form's island: React, the islands' starter and the form's own chunk (src/islands), held until the gate opens.
    await page.route(/\/(framework|islands-react|isla-[\w-]+?)-[0-9a-f]{16,}\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto("/contacto/", { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: forms.contact.title, exact: true });
    await expect(form.getByRole("button", { name: forms.contact.submit, exact: true })).toBeDisabled();
    await form.getByLabel(forms.contact.labels.name, { exact: true }).fill(FILLED.name);
    await form.getByLabel(forms.contact.labels.message, { exact: true }).fill(FILLED.message);
    open();
    await expect(form.getByRole("button", { name: forms.contact.submit, exact: true })).toBeEnabled();
    await fillContact(page, { ...FILLED, name: undefined, message: undefined });
    await expectValuesKept(page);
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    expect(mailbox!.received[0]!.template_params).toMatchObject({ name: FILLED.name, message: FILLED.message });
  });

  test("a bot that fills the hidden field gets the same confirmation, and nothing is sent", async ({ page }) => {
    await asPerson(page);
    await page.goto("/contacto/");
    const form = await fillContact(page);
    const trap = page.locator('input[name="referencia_interna"]');
    // Hidden from people and from assistive technology, out of the tab order.
    await expect(trap).not.toBeInViewport();
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(form.getByRole("textbox", { name: "No rellene este campo", exact: true })).toHaveCount(0);
    await trap.fill("https://ofertas.example", { force: true });
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(mailbox!.received).toHaveLength(0);
  });

  test("a send 0.5 s after the page started loading (a fast autofill) waits until a person could have typed it, then goes", async ({ page }) => {
    await asPerson(page);
    await page.clock.install();
    await page.goto("/contacto/");
    const form = await fillContact(page);
    await freezeClock(page);
    // As if everything had been filled and sent 0.5 s after the page started loading.
    const start = Number(await page.evaluate(() => sessionStorage.getItem("inicio-visita")));
    expect(start).toBeGreaterThan(0);
    await page.clock.setSystemTime(start + 500);
    await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
    await expect(form.getByRole("button", { name: forms.contact.sending, exact: true })).toBeVisible();
    await page.clock.runFor(MIN_FILL_MS - 600);
    expect(mailbox!.received).toHaveLength(0);
    await page.clock.runFor(200);
    await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
    expect(mailbox!.received).toHaveLength(1);
    expect(mailbox!.received[0]!.template_params).toMatchObject({ name: FILLED.name, message: FILLED.message });
  });

  test("Chromium's own autofill fills the form but never the trap field, and the enquiry goes", async ({ playwright, baseURL }) => {
    // Autofill is the full browser's, not its headless shell's (fullChromium).
    const browser = await fullChromium(playwright);
    try {
      const page = await browser.newPage({ baseURL, locale: test.info().project.use.locale });
      await stubMap(page);
      await asPerson(page);
      await page.goto("/contacto/");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // Chromium's autofill, driven through its DevTools protocol (Autofill.trigger): the browser's own field matching.
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#contact-name" });
      const { node } = await cdp.send("DOM.describeNode", { nodeId });
      const filled = new Promise<{ filledFields: { id: string; value: string }[] }>((resolve) => cdp.once("Autofill.addressFormFilled", resolve));
      await cdp.send("Autofill.enable");
      await cdp.send("Autofill.trigger", {
        fieldId: node.backendNodeId,
        address: {
          fields: [
            { name: "NAME_FULL", value: FILLED.name },
            { name: "COMPANY_NAME", value: FILLED.company },
            { name: "EMAIL_ADDRESS", value: FILLED.email },
            { name: "PHONE_HOME_WHOLE_NUMBER", value: FILLED.phone },
            { name: "ADDRESS_HOME_LINE1", value: "Calle Mayor 1" },
            { name: "ADDRESS_HOME_CITY", value: "Alcantarilla" },
          ],
        },
      });
      const { filledFields } = await filled;
      // It reports every field of the form it looked at: the ones it recognised filled, the trap left empty.
      expect(filledFields.find((f) => f.id === "contact-name")?.value).toBe(FILLED.name);
      expect(filledFields.find((f) => f.id === "contact-trap")?.value ?? "").toBe("");
      const form = page.getByRole("form", { name: forms.contact.title, exact: true });
      await expect(form.getByLabel(forms.contact.labels.name, { exact: true })).toHaveValue(FILLED.name);
      await expect(form.getByLabel(forms.contact.labels.email, { exact: true })).toHaveValue(FILLED.email);
      await expect(page.locator('input[name="referencia_interna"]')).toHaveValue("");
      await form.getByLabel(forms.contact.labels.company, { exact: true }).fill(FILLED.company);
      await form.getByLabel(forms.contact.labels.phone, { exact: true }).fill(FILLED.phone);
      await form.getByLabel(forms.contact.labels.service, { exact: true }).selectOption(FILLED.service);
      await form.getByLabel(forms.contact.labels.message, { exact: true }).fill(FILLED.message);
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
      await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
      expect(mailbox!.received).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });

  test("typed values survive an accidental reload", async ({ page }) => {
    await page.goto("/contacto/");
    await fillContact(page);
    await page.reload();
    await expectValuesKept(page);
  });
});

/** Fills and sends the quote block of a service page (limpieza-industrial), and waits for its confirmation. */
async function sendQuote(page: Page) {
  const texts = forms.quote;
  await page.goto("/servicios/limpieza-industrial/");
  const form = page.getByRole("form", { name: "Presupuesto de Limpieza Industrial", exact: true });
  await form.getByLabel(texts.labels.company, { exact: true }).fill("Conservas del Segura, S.A.");
  await form.getByLabel(texts.labels.sector, { exact: true }).selectOption(texts.sectors[0]);
  await form.getByLabel(texts.labels.phone, { exact: true }).fill("968-000.101");
  await form.getByLabel(texts.labels.needs, { exact: true }).fill("Limpieza semanal de la zona de envasado.");
  await takePersonsTime(page);
  await form.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: texts.successText })).toBeVisible();
}

test("the quote block of a service page sends through the same sender", async ({ page }) => {
  await asPerson(page);
  const texts = forms.quote;
  await sendQuote(page);
  expect(mailbox!.received).toHaveLength(1);
  expect(mailbox!.received[0]!.template_params).toEqual({
    name: "Conservas del Segura, S.A.",
    company: "Conservas del Segura, S.A.",
    email: "",
    phone: 968000101,
    service: `${texts.service} - ${texts.sectors[0]}`,
    message: "Limpieza semanal de la zona de envasado.",
    time: expect.any(Number),
  });
});

test("the quote block of a service page keeps its values when sending fails, and hands its own fields over", async ({ page }) => {
  await asPerson(page);
  const dialogs = collectDialogs(page);
  mailbox!.setRespond(() => ({ status: 412, text: "Gmail_API: Invalid grant. Please reconnect your Gmail account" }));
  const texts = forms.quote;
  await page.goto("/servicios/limpieza-industrial/");
  const form = page.getByRole("form", { name: "Presupuesto de Limpieza Industrial", exact: true });
  await form.getByLabel(texts.labels.company, { exact: true }).fill("Talleres Alcantarilla");
  await form.getByLabel(texts.labels.sector, { exact: true }).selectOption(texts.sectors[2]);
  await form.getByLabel(texts.labels.phone, { exact: true }).fill("600 000 103");
  await form.getByLabel(texts.labels.needs, { exact: true }).fill("Desengrase de maquinaria.");
  await takePersonsTime(page);
  await form.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect.poll(() => dialogs).toEqual([FAILED]);
  await expect(form.getByLabel(texts.labels.company, { exact: true })).toHaveValue("Talleres Alcantarilla");
  await expect(form.getByLabel(texts.labels.needs, { exact: true })).toHaveValue("Desengrase de maquinaria.");
  await expect(form.getByRole("alert")).toContainText(site.phones.main.display);
  const { t, href } = await handOver(form);
  const chat = whatsappText(await href(t.whatsapp));
  const body = (await href(t.email)).searchParams.get("body");
  for (const value of ["Talleres Alcantarilla", texts.sectors[2], "600 000 103", "Desengrase de maquinaria."]) {
    expect(chat).toContain(value);
    expect(body).toContain(value);
  }
});

test("the quote block of a service page, which asks for no e-mail, keeps nothing offline: it says so, hands it over at once, and the page sends it when the connection returns", async ({ page, context }) => {
  await asPerson(page);
  const dialogs = collectDialogs(page);
  const texts = forms.quote;
  const typed = { company: "Talleres del Segura", phone: "600 000 104", needs: "Desengrase de la nave de pintura." };
  await page.goto("/servicios/limpieza-industrial/");
  const form = page.getByRole("form", { name: "Presupuesto de Limpieza Industrial", exact: true });
  await form.getByLabel(texts.labels.company, { exact: true }).fill(typed.company);
  await form.getByLabel(texts.labels.sector, { exact: true }).selectOption(texts.sectors[1]);
  await form.getByLabel(texts.labels.phone, { exact: true }).fill(typed.phone);
  await form.getByLabel(texts.labels.needs, { exact: true }).fill(typed.needs);
  await takePersonsTime(page);
  await context.setOffline(true);
  await form.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText(forms.kept.notKept);
  const { t, href } = await handOver(form);
  expect(whatsappText(await href(t.whatsapp))).toContain(typed.phone);
  expectNoneStored(await page.evaluate(everythingStored), "not kept", [...Object.values(typed), "600000104"]);
  expect(await keptCount(page)).toBe(0);
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: texts.successText })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(mailbox!.received.map((r) => r.template_params.phone)).toEqual([600000104]);
  expect(dialogs).toEqual([]);
});

test("the newsletter box refuses an invalid address and confirms a valid one", async ({ page }) => {
  await asPerson(page);
  const texts = forms.newsletter;
  await page.goto("/blog/");
  const form = page.getByRole("form", { name: texts.title, exact: true });
  const input = form.getByLabel(texts.label, { exact: true });
  await input.fill("no-es-un-correo");
  await form.getByRole("button", { name: texts.submit, exact: true }).click();
  expect(await input.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
  await page.waitForTimeout(300);
  expect(mailbox!.received).toHaveLength(0);
  await input.fill("vecino@correo.example");
  await takePersonsTime(page);
  await form.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: texts.successText })).toBeVisible();
  expect(mailbox!.received).toHaveLength(1);
  expect(mailbox!.received[0]!.template_params).toMatchObject({ email: "vecino@correo.example", service: texts.service, phone: 0, name: "", company: "" });
});

test("the newsletter box says so inline when sending fails, and offers the e-mail app and a copy", async ({ page }) => {
  await asPerson(page);
  collectDialogs(page);
  mailbox!.setRespond(() => ({ status: 403, text: "Forbidden" }));
  await page.goto("/blog/");
  const form = page.getByRole("form", { name: forms.newsletter.title, exact: true });
  await form.getByLabel(forms.newsletter.label, { exact: true }).fill("vecino@correo.example");
  await takePersonsTime(page);
  await form.getByRole("button", { name: forms.newsletter.submit, exact: true }).click();
  await expect(form.getByRole("alert")).toContainText("No podemos aceptar");
  await expect(form.getByLabel(forms.newsletter.label, { exact: true })).toHaveValue("vecino@correo.example");
  const { block, t, href } = await handOver(form);
  await expect(block.getByRole("listitem")).toHaveText([t.email, new RegExp(`^${t.copy}`)]);
  expect((await href(t.email)).searchParams.get("body")).toContain("vecino@correo.example");
});

/** A raw POST to the mailbox, as a misbehaving client would send it. */
function postToMailbox(body: string | Buffer): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(config.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port: Number(port), method: "POST", path: "/api/v1.0/email/send", headers: { "Content-Type": "application/json" } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("the local mailbox refuses malformed JSON (400) and a body over 1 MB (413), keeps running, and writes an enquiry to disk before its 200", async () => {
  expect(await postToMailbox("{not json")).toMatchObject({ status: 400 });
  expect(await postToMailbox(Buffer.alloc(1024 * 1024 + 10, "a"))).toMatchObject({ status: 413 });
  expect(mailbox!.received).toHaveLength(0);
  const valid = {
    lib_version: "4.4.1",
    service_id: config.serviceId,
    template_id: config.templateId,
    user_id: config.publicKey,
    template_params: { name: "Ana", company: "Comunidad Río", email: "ana@correo.example", phone: 968000101, service: "Otro servicio", message: "Prueba del buzón", time: Date.now() },
  };
  const answer = await postToMailbox(JSON.stringify(valid));
  expect(answer).toMatchObject({ status: 200, text: "OK" });
  // Read the file the moment the 200 arrives: the enquiry is already there.
  const lines = fs.readFileSync(mailboxFile, "utf8").trim().split("\n");
  expect(JSON.parse(lines[lines.length - 1]!).template_params).toEqual(valid.template_params);
});

test("every form that asks for personal data says who is responsible, what for, the rights, and links the privacy policy", async ({ page }) => {
  await stubMap(page);
  const notice = forms.dataProtection;
  const places = [
    { path: "/contacto/", form: page.getByRole("form", { name: forms.contact.title, exact: true }), purpose: forms.contact.purpose },
    { path: "/servicios/limpieza-industrial/", form: page.getByRole("form", { name: /^Presupuesto de / }), purpose: forms.quote.purpose },
    { path: "/blog/", form: page.getByRole("form", { name: forms.newsletter.title, exact: true }), purpose: forms.newsletter.purpose },
  ];
  for (const { path: where, form, purpose } of places) {
    await page.goto(where);
    const text = form.locator("p", { hasText: notice.heading });
    await expect(text, where).toBeVisible();
    await expect(text, where).toContainText(site.legalName);
    await expect(text, where).toContainText(purpose);
    await expect(text, where).toContainText(notice.rights);
    await expect(text.getByRole("link", { name: notice.linkLabel, exact: true }), where).toHaveAttribute("href", "/politica-privacidad/");
  }
});

test("every key the site writes in the browser's storage is named in the cookie policy", async ({ page, context }) => {
  const written = new Set<string>();
  await context.exposeBinding("__storageKey", (_source, key: string) => void written.add(key));
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      (window as unknown as { __storageKey: (k: string) => void }).__storageKey(key);
      return setItem.call(this, key, value);
    };
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (name: string, version?: number) {
      (window as unknown as { __storageKey: (k: string) => void }).__storageKey(name);
      return open.call(this, name, version);
    };
  });
  await asPerson(page);
  // The quote form: typed (kept for a reload), kept for want of a connection, then sent when it returns.
  await page.goto("/contacto/");
  const contactForm = await fillContact(page);
  await context.setOffline(true);
  await contactForm.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await expect(contactForm.getByRole("alert").filter({ hasText: forms.kept.offline })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
  // The quote block of a service page and the newsletter box, sent.
  await sendQuote(page);
  await page.goto("/blog/");
  const newsletter = page.getByRole("form", { name: forms.newsletter.title, exact: true });
  await newsletter.getByLabel(forms.newsletter.label, { exact: true }).fill("vecino@correo.example");
  await takePersonsTime(page);
  await newsletter.getByRole("button", { name: forms.newsletter.submit, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: forms.newsletter.successText })).toBeVisible();
  expect(mailbox!.received).toHaveLength(3);

  const cookies = readData("legal/politica-cookies.json");
  await page.goto(`/${cookies.slug}/`);
  const policy = await page.getByRole("main").innerText();
  const keys = [...written].sort();
  expect(keys).toEqual(expect.arrayContaining([SENT_DB, "formulario-presupuesto", "formulario-presupuesto-industrial", "inicio-visita"]));
  expect(keys).not.toContain(LEGACY_TAB_KEYS); // no key of an enquiry is written anywhere
  expect(keys.filter((key) => key.startsWith(OUTBOX_PREFIX))).toHaveLength(1);
  expect(keys.filter((key) => key.startsWith("último-envío-"))).toHaveLength(3);
  // A key made of a fixed start and a page's address (Gatsby's scroll positions, "@@scroll|/blog/|initial") is named by its start.
  const named = (key: string) => policy.includes(`«${key}»`) || (key.includes("|") && policy.includes(`«${key.split("|")[0]}|…»`));
  expect(keys.filter((key) => !named(key))).toEqual([]);
});
