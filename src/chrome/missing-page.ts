import { missingEvent } from "../lib/analytics/events";
import { track } from "../lib/analytics/track";

/**
 * The 404 page logs the address the visitor asked for (in the visitor's own console), counts it by its section only
 * (the address typed may be an e-mail), and sends an unknown article on to the blog's list.
 */
export function handleMissingPage(doc: Document): void {
  const box = doc.querySelector<HTMLElement>("[data-missing-page]");
  if (!box) return;
  const { location } = doc.defaultView!;
  console.error("404: el visitante intentó abrir una ruta que no existe:", location.pathname);
  if (typeof __MEASURE__ !== "undefined" && __MEASURE__) track(missingEvent(location.pathname, box.dataset.missingSections?.split(" ") ?? []));
  const list = box.dataset.missingArticleGoesTo;
  if (list && isUnknownArticle(location.pathname, list)) location.replace(list);
}

/** "/blog/99/" (or "/blog/abc") under the blog's list "/blog/": an article that does not exist. */
export const isUnknownArticle = (pathname: string, list: string) => pathname.startsWith(list) && /^[^/]+\/?$/.test(pathname.slice(list.length));
