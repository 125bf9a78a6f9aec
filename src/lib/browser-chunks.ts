/**
 * The names of the chunks the browser side adds to Gatsby's webpack build, for the build's plugin
 * (plugins/script-loader), the first-load count and the tests. Webpack takes a chunk's name only from a literal
 * comment (`webpackChunkName`) where the chunk is imported: src/islands/registry.ts, src/chrome/start-islands.ts and
 * src/chrome/entry.ts write these there, and the build-output test finds a chunk for every declared island.
 */

/** The page script every page runs (src/chrome/entry.ts), an entry of its own. */
export const PAGE_SCRIPT_CHUNK = "chrome";

/** React with the code that makes an island live (src/islands/hydrate.ts), fetched when a page's first island starts. */
export const REACT_CHUNK = "islands-react";

/** Each island's root component, fetched when that island starts. */
export const ISLAND_CHUNK = (name: string) => `isla-${name}`;

/** The home carousel's code, which the page script fetches only where there is one (src/chrome/entry.ts). */
export const CAROUSEL_CHUNK = "chrome-carrusel";

/** Whether a chunk is one of these (kept out of Gatsby's shared chunks). */
export const isBrowserSideChunk = (name: string) =>
  name === PAGE_SCRIPT_CHUNK || name === REACT_CHUNK || name === CAROUSEL_CHUNK || name.startsWith(ISLAND_CHUNK(""));

/** The names of the islands a page's HTML declares (src/components/island.tsx), each once, in page order. */
export const islandsOn = (html: string): string[] => [...new Set([...html.matchAll(/\sdata-island="([\w-]+)"/g)].map((m) => m[1]!))];

/** Whether a page's HTML has the home's carousel (src/components/hero-carousel.tsx), whose code CAROUSEL_CHUNK is. */
export const hasCarousel = (html: string): boolean => /\sdata-carousel[\s=>]/.test(html);

/** The id of the inline loader every page carries (plugins/script-loader), which holds early taps. */
export const LOADER_ID = "cargador";
