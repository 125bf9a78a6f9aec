/** What a tap on a call, WhatsApp or hand-over link counts (src/chrome/measure.ts listens to every tap). */
import { EVENTS, type Measured } from "./events";

const LANDMARK_NAMES: Record<string, string> = { header: "cabecera", footer: "pie de página", main: "contenido" };

/** Where on the page a link is: the label of the bar, band or section around it. */
export function placeOf(el: Element): string {
  const box = el.parentElement?.closest("nav, aside, section, header, footer, main, form");
  if (!box) return "página";
  const label = box.getAttribute("aria-label") ?? box.ownerDocument.getElementById(box.getAttribute("aria-labelledby") ?? "")?.textContent;
  return (label?.trim() || LANDMARK_NAMES[box.localName] || box.localName).slice(0, 80);
}

/**
 * What a tap counts, or null: a hand-over's way (its box names the form, each way its `data-via`); else a call or a
 * WhatsApp chat, with where the link is.
 */
export function eventForTap(target: Element): Measured | null {
  const item = target.closest("a[href], button");
  if (!item) return null;
  const handOver = item.closest<HTMLElement>("[data-hand-over]");
  const via = item.getAttribute("data-via");
  if (handOver && via) return { name: EVENTS.handedOver, props: { formulario: handOver.dataset.handOver ?? "", via } };
  const href = item.getAttribute("href") ?? "";
  if (href.startsWith("tel:")) return { name: EVENTS.call, props: { lugar: placeOf(item) } };
  if (/^https:\/\/wa\.me\//.test(href)) return { name: EVENTS.whatsapp, props: { lugar: placeOf(item) } };
  return null;
}
