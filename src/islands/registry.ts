/**
 * Every island (island.tsx) by name, as the browser loads it: each is a chunk of its own ("isla-<name>", so the build's
 * checks find it), fetched only by a page that has it. A module's default export is the island's root component,
 * which takes its props and nothing else.
 */
export const ISLANDS = {
  "hero-carousel": () => import(/* webpackChunkName: "isla-hero-carousel" */ "./hero-carousel"),
  blog: () => import(/* webpackChunkName: "isla-blog" */ "./blog"),
  "contact-form": () => import(/* webpackChunkName: "isla-contact-form" */ "./contact-form"),
  "quote-form": () => import(/* webpackChunkName: "isla-quote-form" */ "./quote-form"),
  "newsletter-form": () => import(/* webpackChunkName: "isla-newsletter-form" */ "./newsletter-form"),
  "kept-offer": () => import(/* webpackChunkName: "isla-kept-offer" */ "./kept-offer"),
  share: () => import(/* webpackChunkName: "isla-share" */ "./share"),
} as const;

export type IslandName = keyof typeof ISLANDS;
