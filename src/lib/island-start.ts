/**
 * When an island starts. Its root's file says so (`export const start`, src/islands/roots/); the server writes it on
 * the island's element, where the page script and the first-load count read it, so the browser needs no list.
 */

/**
 * "near" (unless a root says otherwise; not written): rendered with the page and made live once in reach of the
 * window, or as the visitor nears it. "kept-enquiry": no HTML of its own, made by the page script only when this
 * browser keeps an unsent enquiry.
 */
export type IslandStart = "near" | "kept-enquiry";

/** The attribute of an island's element that carries a start other than "near". */
export const START_ATTRIBUTE = "data-start";

/** An island's start, from its element's START_ATTRIBUTE (null or absent: "near"). */
export const startFrom = (value: string | null | undefined): IslandStart => (value === "kept-enquiry" ? value : "near");

/** When the island on this element starts, as the server wrote it there. */
export const startOf = (element: Element): IslandStart => startFrom(element.getAttribute(START_ATTRIBUTE));

/** Whether the server renders the island's HTML (all but those made only when needed), and the browser hydrates it. */
export const renderedWithPage = (start: IslandStart) => start !== "kept-enquiry";
