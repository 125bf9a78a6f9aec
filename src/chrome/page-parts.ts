import { missingEvent } from "../lib/analytics/events";
import { track } from "../lib/analytics/track";
import { whatsappLink, whatsappMessage } from "../lib/whatsapp";
import { whenNear } from "../lib/when-near";

/** The embedded map (src/components/map-frame.tsx) is made when the visitor scrolls near it. */
export function loadMapsWhenNear(doc: Document): void {
  for (const box of doc.querySelectorAll<HTMLElement>("[data-map-src]")) {
    whenNear(box, () => {
      const frame = doc.createElement("iframe");
      frame.className = box.className;
      frame.title = box.dataset.mapTitle ?? "";
      frame.src = box.dataset.mapSrc!;
      frame.loading = "lazy";
      frame.width = "600";
      frame.height = "400";
      frame.referrerPolicy = "no-referrer";
      box.replaceWith(frame);
    });
  }
}

/** The action bar's WhatsApp message names the page by its title too, once the visitor taps it. */
export function nameThePageInWhatsApp(doc: Document): void {
  doc.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("a[data-whatsapp-text]");
    if (!link) return;
    const number = new URL(link.href).pathname.slice(1);
    const title = doc.title.split(" | ")[0];
    link.href = whatsappLink(number, whatsappMessage(link.dataset.whatsappText!, link.dataset.whatsappUrl!, title));
  });
}

/**
 * The 404 page logs the address the visitor asked for (in the visitor's own console), counts it by its section only
 * (the address typed may be an e-mail), and sends an unknown article on to the blog's list.
 */
export function handleMissingPage(doc: Document): void {
  const box = doc.querySelector<HTMLElement>("[data-missing-page]");
  if (!box) return;
  const { location } = doc.defaultView!;
  console.error("404: el visitante intentó abrir una ruta que no existe:", location.pathname);
  track(missingEvent(location.pathname, box.dataset.missingSections?.split(" ") ?? []));
  const list = box.dataset.missingArticleGoesTo;
  if (list && isUnknownArticle(location.pathname, list)) location.replace(list);
}

/** "/blog/99/" (or "/blog/abc") under the blog's list "/blog/": an article that does not exist. */
export const isUnknownArticle = (pathname: string, list: string) => pathname.startsWith(list) && /^[^/]+\/?$/.test(pathname.slice(list.length));
