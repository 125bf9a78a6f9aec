/**
 * What a page runs in the browser. Gatsby ends every page with its runtime (`<script src="/app-….js" async>` and
 * three inline scripts: the page path, the chunk map, the compilation hash), which would fetch the page's data and
 * hydrate the whole page. Here pages are HTML: as Gatsby renders each page, those are left out (gatsby-ssr.tsx) and
 * the page gets, at the end of its head, one small inline loader (src/chrome/loader.ts, compiled by loader-code.ts:
 * it holds early taps) and the page's one script by `defer` (the "chrome" entry, no framework, with its own webpack
 * runtime: one file, the same on every page), which starts after the first paint, and with it the islands a page
 * has, fetching React then. Fetched by the parser, not added by the loader: measured, less script time on a slow phone (bench/history.md). A page with a part
 * only some pages have (the home's carousel, the blog's filter: PAGE_PARTS) gets that part's chunk by `defer` too, so
 * it comes beside the page script instead of a round trip after it, and a first tap on the part does not wait for it.
 * It is an entry of Gatsby's own webpack build, so class names and chunks match the server's HTML.
 */
import { isValidElement } from "react";
import { PAGE_SCRIPT_CHUNK } from "../../src/lib/browser-chunks";

/** The webpack entries the browser runs (gatsby-node.ts adds them to Gatsby's build). */
export const ENTRIES = { [PAGE_SCRIPT_CHUNK]: "src/chrome/entry.ts" };

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** Each webpack chunk group of a build (app, each entry, each page component) with its files, from webpack.stats.json. */
export function chunkGroups(stats: WebpackStats): Record<string, string[]> {
  return Object.fromEntries(Object.entries(stats.namedChunkGroups).map(([name, group]) => [name, group.assets.map((a) => a.name)]));
}

/** The scripts a page loads: the chrome entry's files, then those of each part (PAGE_PARTS chunk) the page has. */
export function pageScriptUrls(groups: Record<string, readonly string[]>, parts: readonly string[] = []): string[] {
  return [PAGE_SCRIPT_CHUNK, ...parts].flatMap((name) => groups[name] ?? []).filter((f) => f.endsWith(".js")).map((f) => `/${f}`);
}

/**
 * Whether one of the components Gatsby ends a page's body with is its runtime: its inline scripts (page path, chunk
 * map), the slice that holds them and its files (Gatsby 5.16 builds with slices), or a script file not one of `own`.
 */
export function isGatsbyRuntime(component: unknown, own: readonly string[]): boolean {
  if (!isValidElement(component)) return false;
  const props = component.props as { id?: string; sliceId?: string; src?: unknown };
  if (props.id === "gatsby-script-loader" || props.id === "gatsby-chunk-mapping" || props.sliceId === "_gatsby-scripts") return true;
  return component.type === "script" && typeof props.src === "string" && !own.includes(props.src);
}

/** Whether a head component is the style sheet Gatsby inlines in every page (gatsby/cache-dir/static-entry.js). */
export function isGatsbyStyles(component: unknown): boolean {
  return isValidElement(component) && component.type === "style" && (component.props as Record<string, unknown>)["data-identity"] === "gatsby-global-css";
}
