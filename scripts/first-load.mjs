// The scripts a first visit to a page of this site fetches at most, read from the page and the build's webpack
// stats: the page script (plugins/script-loader) and, counted as if
// every island on it that starts with the page did, React with the islands' starter and each such
// island's chunk (their declarations: src/islands/registry.ts), and the chunk of each part the page has (the home's
// carousel, the blog's filter: PAGE_PARTS). The benchmarks and the build-output test count the same files.
import { startsWithPage } from "../src/islands/registry.ts";
import { chunksAsked, ISLAND_CHUNK, LOADER_ID, PAGE_SCRIPT_CHUNK, REACT_CHUNK } from "../src/lib/browser-chunks.ts";
import { attributesIn } from "../plugins/shared/html-tree.ts";

/** The JavaScript files of one webpack chunk group of the build, by its name. */
export const chunkJs = (stats, name) => (stats.namedChunkGroups[name]?.assets ?? []).map((a) => a.name).filter((f) => f.endsWith(".js"));

/** The names of the islands on a page that start with it (a "kept-enquiry" one is made only when needed). */
export const islandsStartingWith = (html) => chunksAsked(attributesIn(html)).islands.filter(startsWithPage);

/** The page's first-load scripts (file names in public/), or null for a page without the loader (the floor). */
export function firstLoadFiles(html, stats) {
  if (!html.includes(`<script id="${LOADER_ID}">`)) return null;
  const islands = islandsStartingWith(html).map(ISLAND_CHUNK);
  const groups = [...(islands.length ? [REACT_CHUNK, ...islands] : []), ...chunksAsked(attributesIn(html)).parts];
  const started = groups.flatMap((name) => chunkJs(stats, name));
  return [...new Set([...chunkJs(stats, PAGE_SCRIPT_CHUNK), ...started])];
}
