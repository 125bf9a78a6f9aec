/**
 * The names of the chunks the browser side adds to Gatsby's webpack build, for the build's plugin
 * (plugins/script-loader), the first-load count and the tests. Webpack takes a chunk's name only from a literal
 * comment (`webpackChunkName`) where the chunk is imported: src/islands/load-root.ts, src/chrome/start-islands.ts and
 * src/chrome/entry.ts write these there, and the build-output test finds a chunk for every island and part.
 */

/** The page script every page runs (src/chrome/entry.ts), an entry of its own. */
export const PAGE_SCRIPT_CHUNK = "chrome";

/** React with the code that makes an island live (src/islands/hydrate.ts), fetched when a page's first island starts. */
export const REACT_CHUNK = "islands-react";

/** Each island's root component (its file in src/islands/roots/, whose name it takes), fetched when that island starts. */
export const ISLAND_CHUNK = (name: string) => `isla-${name}`;

/** The home carousel's code (src/chrome/carousel.ts). */
export const CAROUSEL_CHUNK = "chrome-carrusel";

/** The blog list's filter (src/chrome/blog-filter.ts). */
export const BLOG_CHUNK = "chrome-blog";

/**
 * The parts the page script runs that only some pages have, each a chunk of its own, by the attribute that marks the
 * part in a page's HTML: a page that has one fetches its chunk beside the page script (plugins/script-loader), and
 * the page script runs it there alone (src/chrome/entry.ts); no other page fetches, compiles or runs its code.
 */
export const PAGE_PARTS: Readonly<Record<string, string>> = {
  [CAROUSEL_CHUNK]: "data-carousel",
  [BLOG_CHUNK]: "data-blog-filter",
  // The contact page's map (src/chrome/map.ts) and the 404 page's log and redirect (src/chrome/missing-page.ts).
  "chrome-mapa": "data-map-src",
  "chrome-404": "data-missing-page",
};

/** Whether a chunk is one of these (kept out of Gatsby's shared chunks). */
export const isBrowserSideChunk = (name: string) =>
  name === PAGE_SCRIPT_CHUNK || name === REACT_CHUNK || Object.hasOwn(PAGE_PARTS, name) || name.startsWith(ISLAND_CHUNK(""));

/** The attribute that marks an island in a page's HTML, naming it (src/components/island.tsx). */
export const ISLAND_ATTRIBUTE = "data-island";

/**
 * What a page asks of the browser side, from its elements' attributes as a parser reads them
 * (plugins/shared/html-tree.ts attributesIn): the chunks of the parts (PAGE_PARTS) it has and the names of its
 * islands, each once, in page order.
 */
export function chunksAsked(attributes: Iterable<{ name: string; value: string }>): { parts: string[]; islands: string[] } {
  const names = new Set<string>();
  const islands = new Set<string>();
  for (const { name, value } of attributes) {
    names.add(name);
    if (name === ISLAND_ATTRIBUTE) islands.add(value);
  }
  return { parts: Object.keys(PAGE_PARTS).filter((chunk) => names.has(PAGE_PARTS[chunk]!)), islands: [...islands] };
}

/** The id of the inline loader every page carries (plugins/script-loader), which holds early taps. */
export const LOADER_ID = "cargador";
