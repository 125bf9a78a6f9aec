// The contact form as a person fills it, shared by the specs that send enquiries (enquiries, measurement).
import { expect, type Page } from "@playwright/test";
import { readData, takePersonsTime } from "./helpers";

const forms = readData("forms.json");

/**
 * The e-mail library refuses automated browsers; these tests act as a person unless they test that refusal. Every
 * page of the test's browser context does: a second tab left automated was refused (451) and dropped the kept
 * enquiry whenever it won the lock, so nothing was sent.
 */
export async function asPerson(page: Page) {
  await page.context().addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
}

export function collectDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(d.message());
    // The message is what the test reads; a dialog the page already closed (or a page closing) is no failure.
    d.dismiss().catch(() => undefined);
  });
  return seen;
}

export const FILLED = {
  name: "María López Sánchez",
  company: "Comunidad Jardines del Segura",
  email: "maria.lopez@correo.example",
  phone: "+34 968 00 01 01",
  service: "Impermeabilización",
  message: "Filtraciones en la terraza comunitaria después de las lluvias; queremos una revisión y presupuesto.",
};

export async function fillContact(page: Page, values: Partial<typeof FILLED> = FILLED, withService = true) {
  const l = forms.contact.labels;
  const form = page.getByRole("form", { name: forms.contact.title, exact: true });
  if (values.name !== undefined) await form.getByLabel(l.name, { exact: true }).fill(values.name);
  if (values.company !== undefined) await form.getByLabel(l.company, { exact: true }).fill(values.company);
  if (values.email !== undefined) await form.getByLabel(l.email, { exact: true }).fill(values.email);
  if (values.phone !== undefined) await form.getByLabel(l.phone, { exact: true }).fill(values.phone);
  if (withService && values.service) await form.getByLabel(l.service, { exact: true }).selectOption(values.service);
  if (values.message !== undefined) await form.getByLabel(l.message, { exact: true }).fill(values.message);
  await form.getByRole("checkbox").check();
  await takePersonsTime(page);
  return form;
}

/** Fills the quote form on /contacto/ as a person and sends it with the connection down. */
export async function sendOffline(page: Page) {
  await asPerson(page);
  await page.goto("/contacto/");
  const form = await fillContact(page);
  await page.context().setOffline(true);
  await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  return form;
}

/** Sends the quote form with the connection down: kept, as its status says. */
export async function keepOffline(page: Page) {
  const form = await sendOffline(page);
  await expect(form.getByRole("alert").filter({ hasText: forms.kept.offline })).toBeVisible();
  return form;
}

/** Every form in which what FILLED holds could be read back: as typed, its phone's digits, a part of its message. */
export const TYPED = [FILLED.name, FILLED.company, FILLED.email, FILLED.phone, "968 00 01 01", "968000101", FILLED.message, FILLED.message.slice(0, 24)];

/**
 * Everything the site's origin holds in the browser, as one text: its address, cookies, both storages, and every
 * record of every IndexedDB database. Self-contained, so it runs in any engine's page (Playwright's evaluate, a tab's run).
 */
export async function everythingStored(): Promise<string> {
  const parts: string[] = [location.href, document.cookie];
  for (const store of [localStorage, sessionStorage]) for (let i = 0; i < store.length; i++) parts.push(`${store.key(i)}=${store.getItem(store.key(i)!)}`);
  const answer = <T,>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))));
  for (const { name } of await indexedDB.databases()) {
    const db = await answer(indexedDB.open(name!));
    for (const store of [...db.objectStoreNames]) {
      const records = db.transaction(store).objectStore(store);
      parts.push(`${name}/${store}: ${JSON.stringify(await answer(records.getAllKeys()))} ${JSON.stringify(await answer(records.getAll()))}`);
    }
    db.close();
  }
  return parts.join("\n");
}

/** None of `typed` can be read anywhere the page's origin keeps anything, as typed or as an address writes it. */
export function expectNoneStored(stored: string, step: string, typed: readonly string[] = TYPED) {
  for (const value of typed) for (const form of new Set([value, encodeURIComponent(value), value.toLowerCase()])) expect(stored, `${step}: «${value}»`).not.toContain(form);
}
