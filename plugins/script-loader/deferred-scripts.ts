/**
 * What a page runs in the browser. Gatsby ends every page with its runtime (`<script src="/app-….js" async>` and
 * three inline scripts: the page path, the chunk map, the compilation hash), which would fetch the page's data and
 * hydrate the whole page. Here pages are HTML: the build takes those out and gives each page, at the end of its head,
 * one small inline loader (src/chrome/loader.ts, compiled by loader-code.ts: it holds early taps) and the page's one
 * script by `defer` (the "chrome" entry, no framework, with its own webpack runtime: one file, the same on every
 * page), which starts after the first paint, and with it the islands a page has, fetching React then. Fetched by the
 * parser, not added by the loader: measured, less script time on a slow phone (bench/history.md). A page with a part
 * only some pages have (the home's carousel, the blog's filter: PAGE_PARTS) gets that part's chunk by `defer` too, so
 * it comes beside the page script instead of a round trip after it, and a first tap on the part does not wait for it.
 * It is an entry of Gatsby's own webpack build, so class names and chunks match the server's HTML.
 */
import { loaderCode } from "./loader-code";
import { LOADER_ID, PAGE_SCRIPT_CHUNK, partsOn } from "../../src/lib/browser-chunks";

/** The webpack entries the browser runs (gatsby-node.ts adds them to Gatsby's build). */
export const ENTRIES = { [PAGE_SCRIPT_CHUNK]: "src/chrome/entry.ts" };

/** Gatsby's runtime tags (its async scripts and its three inline ones, which the pages no longer run) and ours. */
const GATSBY_SCRIPTS = [
  /<script src="\/[^"]+\.js" defer><\/script>/g,
  /<script src="\/[^"]+\.js" async(?:="")?><\/script>/g,
  /<script id="gatsby-script-loader">[\s\S]*?<\/script>/g,
  /<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>/g,
  /<script>window\.___webpackCompilationHash=[\s\S]*?<\/script>/g,
];

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** Each webpack chunk group of a build (app, each entry, each page component) with its files, from webpack.stats.json. */
export function chunkGroups(stats: WebpackStats): Record<string, string[]> {
  return Object.fromEntries(Object.entries(stats.namedChunkGroups).map(([name, group]) => [name, group.assets.map((a) => a.name)]));
}

/** The scripts a page loads: the chrome entry's files, then those of each part the page's HTML has. */
export function pageScriptUrls(groups: Record<string, readonly string[]>, html = ""): string[] {
  return [PAGE_SCRIPT_CHUNK, ...partsOn(html)].flatMap((name) => groups[name] ?? []).filter((f) => f.endsWith(".js")).map((f) => `/${f}`);
}

/**
 * The page with Gatsby's runtime taken out and its own scripts put in: the loader and the page script, at the end of
 * its head (a page without one never comes here: plugins/shared/public-pages.ts). An earlier build's (incremental
 * builds hand such pages back) are replaced, and the speculation rules earlier builds wrote here taken out (the page
 * script adds them now: src/chrome/speculation.ts).
 */
export function pageWithScripts(html: string, groups: Record<string, readonly string[]>): string {
  let page = html
    .replace(new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`, "g"), "")
    .replace(/<script type="speculationrules">[\s\S]*?<\/script>/g, "");
  for (const tag of GATSBY_SCRIPTS) page = page.replace(tag, "");
  // What is left of Gatsby's scripts slice: its markers around blank lines.
  page = page.replace(/<!-- slice-start id="(_gatsby-scripts-\d+)" -->\s*<!-- slice-end id="\1" -->/g, "");
  const end = page.indexOf("</head>");
  const pageScripts = pageScriptUrls(groups, page).map((src) => `<script src="${src}" defer></script>`);
  const scripts = `<script id="${LOADER_ID}">${loaderCode()}</script>${pageScripts.join("")}`;
  return `${page.slice(0, end)}${scripts}${page.slice(end)}`;
}
