// The scripts a first visit to a page of this site fetches at most, read from the page and the build's webpack
// stats: the page script (plugins/script-loader) and, counted as if every island on it that starts with the page did
// (its element says so: src/lib/island-start.ts), React with the islands' starter and each such island's chunk, and
// the chunk of each part the page has (the home's carousel, the blog's filter: PAGE_PARTS). The benchmarks and the
// build-output test count the same files.
import { chunksAsked, ISLAND_ATTRIBUTE, ISLAND_CHUNK, LOADER_ID, PAGE_SCRIPT_CHUNK, REACT_CHUNK } from "../src/lib/browser-chunks.ts";
import { START_ATTRIBUTE, startFrom } from "../src/lib/island-start.ts";
import { elementsIn } from "../plugins/shared/html-tree.ts";

/** The JavaScript files of one webpack chunk group of the build, by its name. */
export const chunkJs = (stats, name) => (stats.namedChunkGroups[name]?.assets ?? []).map((a) => a.name).filter((f) => f.endsWith(".js"));

/** The names of the islands of a page's elements (elementsIn) that start with it (a "kept-enquiry" one is made only when needed). */
function startingWith(elements) {
  const value = (attributes, name) => attributes.find((a) => a.name === name)?.value;
  const near = elements.filter((a) => value(a, ISLAND_ATTRIBUTE) && startFrom(value(a, START_ATTRIBUTE)) === "near");
  return [...new Set(near.map((a) => value(a, ISLAND_ATTRIBUTE)))];
}

/** The names of the islands on a page that start with it. */
export const islandsStartingWith = (html) => startingWith(elementsIn(html));

/** The page's first-load scripts (file names in public/), or null for a page without the loader (the floor). */
export function firstLoadFiles(html, stats) {
  if (!html.includes(`<script id="${LOADER_ID}">`)) return null;
  const elements = elementsIn(html);
  const islands = startingWith(elements).map(ISLAND_CHUNK);
  const groups = [...(islands.length ? [REACT_CHUNK, ...islands] : []), ...chunksAsked(elements.flat()).parts];
  const started = groups.flatMap((name) => chunkJs(stats, name));
  return [...new Set([...chunkJs(stats, PAGE_SCRIPT_CHUNK), ...started])];
}
