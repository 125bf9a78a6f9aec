// The scripts a first visit to a page of this site fetches at most, read from the page and the build's webpack
// stats: the ones its loader adds (the list in <script id="cargador">, plugins/script-loader) and, counted as if
// every island on it started, React with the islands' starter ("islands-react") and each island's chunk
// ("isla-<name>", src/islands/registry.ts). The benchmarks and the build-output test count the same files.

/** The JavaScript files of one webpack chunk group of the build, by its name. */
export const chunkJs = (stats, name) => (stats.namedChunkGroups[name]?.assets ?? []).map((a) => a.name).filter((f) => f.endsWith(".js"));

/** The page's first-load scripts (file names in public/), or null for a page without the loader (the floor). */
export function firstLoadFiles(html, stats) {
  const loader = /<script id="cargador">\(function\(\)\{var u=(\[[^\]]*\])/.exec(html);
  if (!loader) return null;
  const islands = [...html.matchAll(/<div data-island="([\w-]+)">/g)].map((m) => `isla-${m[1]}`);
  const groups = islands.length ? ["islands-react", ...islands] : [];
  const started = groups.flatMap((name) => chunkJs(stats, name));
  return [...new Set([...JSON.parse(loader[1]).map((f) => f.slice(1)), ...started])];
}
