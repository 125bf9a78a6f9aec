// The parts bench-first-tap.mjs taps, each with the answer a visitor waits for, and the watch it puts in the page.
/* global document, window, requestAnimationFrame, getComputedStyle, addEventListener -- in the functions the page runs */
import fs from "node:fs";
import path from "node:path";
import { MIN_FILL_MS } from "../src/lib/enquiry/bot-check.ts";
import { fold } from "../src/lib/blog/filter.ts";

/** A letter that some articles' title, excerpt or tags hold and others do not: typed alone, it changes the list. */
export function firstFilteringLetter(folder) {
  const texts = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), "utf8")))
    .map((a) => fold([a.title, a.excerpt, ...a.tags].join(" ")));
  const letter = [..."zxqkjwyvhfgbpm"].find((c) => texts.some((t) => t.includes(c)) && !texts.every((t) => t.includes(c)));
  if (!letter) throw new Error("data/blog: ninguna letra filtra la lista por sí sola.");
  return letter;
}

/** An enquiry kept unsent in this context's browser, as a visitor leaves one: sent from /contacto/ with no connection. */
async function keepOneOffline(context, forms) {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  const page = await context.newPage();
  await page.goto("/contacto/");
  const form = page.getByRole("form", { name: forms.contact.title, exact: true });
  const labels = forms.contact.labels;
  const values = { name: "Ana Pérez", company: "Comunidad Azahar", email: "ana@correo.example", phone: "968000101", message: "Goteras en el garaje." };
  for (const [field, value] of Object.entries(values)) await form.getByLabel(labels[field], { exact: true }).fill(value);
  await form.getByLabel(labels.service, { exact: true }).selectOption(forms.contact.serviceOptions[0]);
  await form.getByRole("checkbox").check();
  await page.waitForFunction((min) => performance.now() >= min, MIN_FILL_MS, { polling: 100 });
  await context.setOffline(true);
  await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await form.getByRole("alert").filter({ hasText: forms.kept.offline }).waitFor();
  await page.close();
  await context.setOffline(false);
}

const FIRST_FIELD = 'form :is(input, select, textarea):not([tabindex="-1"])';
const field = (name, path) => ({ name, path, target: FIRST_FIELD, answer: { kind: "focused", selector: FIRST_FIELD }, native: true });
const MENU = 'button[aria-controls="menu-movil"]';

/** The phone menu's button on `path`: the page answers it with no script (a native popover). */
export const phoneMenu = (path) => ({ name: `phone menu (${path})`, path, target: MENU, answer: { kind: "open", selector: "#menu-movil" }, native: true });

/**
 * Every interactive part: where it is, what is tapped (`target`; `key` typed into it, or `hover`), its answer (a check
 * of the page: an attribute's value, a text that changed, a popover open, an element shown, focused or gone), and
 * whether the page answers it with no script at all (`native`: then its floor, the page without scripts, answers too).
 */
export function partsToTap({ blogPage, forms, letter }) {
  const category = '[role="group"][aria-label="Filtrar por categoría"] button:nth-child(2)';
  const offer = `[role="region"][aria-label="${forms.kept.unclaimed}"]`;
  return [
    { name: `blog: a category (${blogPage.categories[0]})`, path: "/blog/", target: category, answer: { kind: "attribute", selector: category, name: "aria-pressed", value: "true" } },
    { name: `blog: «${letter}» typed in the search`, path: "/blog/", target: "#blog-buscar", key: letter, answer: { kind: "text", selector: '[role="status"]' } },
    { name: "home: a carousel dot (the 3rd)", path: "/", target: "[data-dot]:nth-of-type(3)", answer: { kind: "attribute", selector: "[data-dot]:nth-of-type(3)", name: "aria-current", value: "true" } },
    { name: "home: the carousel's pause", path: "/", target: "[data-pause]", answer: { kind: "attribute", selector: "[data-carousel]", name: "data-stopped", value: "" } },
    { ...phoneMenu("/"), name: "phone menu" },
    { name: "mega-menu (1280 px, the pointer on Servicios)", path: "/", desktop: true, hover: true, target: "[data-mega] > a", answer: { kind: "shown", selector: "#mega-menu" }, native: true },
    field("quote form: its first field", "/contacto/"),
    field("industrial quote: its first field", "/servicios/limpieza-industrial/"),
    field("newsletter (blog): its field", "/blog/"),
    {
      name: "kept enquiry's offer: «No es mía»",
      path: "/servicios/",
      before: (context) => keepOneOffline(context, forms),
      showsWith: offer,
      target: `${offer} button[type="button"]`,
      answer: { kind: "gone", selector: offer },
    },
  ];
}

/**
 * Put in the page before its own scripts: notes the first paint's time, takes the time stamp of the first input of
 * the kinds `answer.from` names (a keystroke's, not that of the tap that put the caret there), and from then on checks
 * the answer in every animation frame; the frame in which it holds is the first to show it, and a task queued from
 * there runs once that frame's rendering is done: `window.__benchAnswer`.
 */
export function answerWatch(answer) {
  let paintAt = null;
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName("first-contentful-paint")[0];
    if (!paint) return;
    observer.disconnect();
    paintAt = paint.startTime;
  }).observe({ type: "paint", buffered: true });
  let inputAt = null;
  let before = null;
  const target = () => document.querySelector(answer.selector);
  const holds = () => {
    const el = target();
    if (answer.kind === "gone") return !el;
    if (!el) return false;
    if (answer.kind === "attribute") return el.getAttribute(answer.name) === answer.value;
    if (answer.kind === "text") return el.textContent !== before;
    if (answer.kind === "open") return el.matches(":popover-open") || el.hasAttribute("data-open");
    if (answer.kind === "shown") return getComputedStyle(el).visibility === "visible" && el.getClientRects().length > 0;
    return document.activeElement === el; // "focused"
  };
  const watch = () =>
    requestAnimationFrame(() => {
      if (!holds()) return watch();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__benchAnswer = { inputAt, answeredAt: performance.now(), paintAt });
      channel.port2.postMessage(null);
    });
  const input = (event) => {
    if (!event.isTrusted || inputAt !== null) return;
    inputAt = event.timeStamp;
    before = target()?.textContent ?? null;
    watch();
  };
  for (const type of answer.from) addEventListener(type, input, { capture: true, passive: true });
}
