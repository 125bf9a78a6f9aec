/**
 * Every island, declared once: its name, its root component (imported only when it starts, as a chunk of its own
 * named "isla-<name>", ISLAND_CHUNK in src/lib/browser-chunks.ts; a form's root is its formIsland) and when it starts.
 * The page script (src/chrome/start-islands.ts), the server's markup (src/components/island.tsx), the first-load count
 * (scripts/first-load.mjs) and the tests all read this list.
 * Nothing here is imported at run time but the components, when they start, so Node reads this file as it is.
 * A root component takes its props and nothing else; its props are JSON (src/components/island.tsx).
 */
import type { ComponentProps, ComponentType } from "react";

/**
 * "near": rendered with the page and made live once in reach of the window (or as the visitor nears it);
 * "kept-enquiry": no HTML of its own, made by the page script only when this browser keeps an unsent enquiry.
 */
export type IslandStart = "near" | "kept-enquiry";

/** One island's declaration; its component's own type is kept, so placements are checked against it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: each island's own are read off its type
const island = <C extends ComponentType<any>>(load: () => Promise<C>, start: IslandStart) => ({ load, start });

export const ISLANDS = {
  "contact-form": island(() => import(/* webpackChunkName: "isla-contact-form" */ "./contact-form").then((m) => m.default), "near"),
  "quote-form": island(() => import(/* webpackChunkName: "isla-quote-form" */ "./quote-form").then((m) => m.default), "near"),
  "newsletter-form": island(() => import(/* webpackChunkName: "isla-newsletter-form" */ "./newsletter-form").then((m) => m.default), "near"),
  "kept-offer": island(() => import(/* webpackChunkName: "isla-kept-offer" */ "./kept-banner").then((m) => m.default), "kept-enquiry"),
  share: island(() => import(/* webpackChunkName: "isla-share" */ "./share-article").then((m) => m.ShareArticle), "near"),
};

export type IslandName = keyof typeof ISLANDS;
export const ISLAND_NAMES = Object.keys(ISLANDS) as IslandName[];

/** Whether the island is rendered with the page and starts by itself: the page counts as live only once it has. */
export const startsWithPage = (name: string) => ISLANDS[name as IslandName]?.start === "near";

/** Whether the server renders the island's HTML (all but those made only when needed). */
export const renderedWithPage = (name: IslandName) => ISLANDS[name].start !== "kept-enquiry";

/** An island's root component and its props, as its declaration's module exports them. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]["load"]>>;
export type IslandPropsOf<N extends IslandName> = ComponentProps<IslandComponent<N>>;
