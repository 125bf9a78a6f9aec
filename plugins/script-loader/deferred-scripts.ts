/**
 * Gatsby ends every page with `<script src="/app-….js" async>` tags. Async scripts run as soon as they arrive, often
 * before the browser has painted the page, so on a slow phone the text and the hero image wait for the framework.
 * The build replaces them with one small inline loader at the end of the head that adds the same scripts one frame
 * after the first contentful paint (two animation frames where the browser does not report paints; after two
 * seconds in a tab that paints nothing). At the same moment it asks for what Gatsby's runtime would otherwise
 * request only once it has started (the page's data, the site data, the static queries and the page component's
 * chunks), so those downloads overlap the framework's start instead of following it. Nothing is requested before
 * the first paint: a preload in the HTML would compete with the main image and, measured, made Lighthouse count
 * the scripts into LCP again. Gatsby itself hydrates after DOMContentLoaded.
 * Nothing is lost meanwhile: what a visitor types before the script runs is picked up when it does, and a tap on a
 * button that only the script can answer (`type="button"`: menus, carousel dots, filters) is held and replayed once
 * the page has hydrated. Links and form buttons work without the script and pass untouched.
 */
import { HYDRATED_ATTRIBUTE } from "../../src/lib/hydrated";
import { jsonInScript } from "../../src/lib/inline-text";

const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** Where a page lists what the loader fetches early: a JSON data block (it never runs, so the CSP needs no hash). */
export const PRELOAD_LIST_ID = "precarga";

/** The loader's own id, so a later build finds it. */
export const LOADER_ID = "cargador";

/** The inline loader's code for these script URLs (same text on every page of a build, so one CSP hash allows it). */
export function loaderCode(urls: readonly string[]): string {
  const list = jsonInScript(urls);
  return (
    `(function(){var u=${list},d=0,h=document.head;function add(t,a){var e=document.createElement(t);for(var k in a)e[k]=a[k];h.appendChild(e)}` +
    `var r=document.documentElement,q=[];function hold(e){var t=e.target.closest&&e.target.closest('button[type="button"]');` +
    `if(t&&!r.hasAttribute("${HYDRATED_ATTRIBUTE}")){e.preventDefault();e.stopImmediatePropagation();q.push(t)}}document.addEventListener("click",hold,true);` +
    `new MutationObserver(function(m,o){if(!r.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;o.disconnect();document.removeEventListener("click",hold,true);` +
    `q.splice(0).forEach(function(t){if(t.isConnected)t.click()})}).observe(r,{attributes:true,attributeFilter:["${HYDRATED_ATTRIBUTE}"]});` +
    `function go(){if(d)return;d=1;var l=document.getElementById("${PRELOAD_LIST_ID}");` +
    `(l?JSON.parse(l.textContent):[]).forEach(function(f){add("link",/\\.json$/.test(f)?{rel:"preload",href:f,as:"fetch",crossOrigin:"anonymous"}:{rel:"preload",href:f,as:"script"})});` +
    `u.forEach(function(s){add("script",{src:s,async:true})})}` +
    `function soon(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `try{new PerformanceObserver(function(p,o){if(p.getEntriesByName("first-contentful-paint").length){o.disconnect();soon()}}).observe({type:"paint",buffered:true})}` +
    `catch(e){requestAnimationFrame(soon)}setTimeout(go,2000)})()`
  );
}

/** The loader's element. */
export const scriptLoader = (urls: readonly string[]) => `<script id="${LOADER_ID}">${loaderCode(urls)}</script>`;

/**
 * The page with its async script tags replaced by its early list and the loader, at the end of its head. A page
 * without them, or a fragment without a head (Gatsby keeps a copy of its script tags in _gatsby/slices), is
 * returned as it is. `early` is what pageResources() lists for the page.
 */
export function deferScripts(html: string, early: readonly string[] = []): string {
  const at = html.indexOf("</head>");
  if (at < 0) return html;
  const urls: string[] = [];
  const stripped = html.replace(ASYNC_SCRIPT, (_tag, url: string) => {
    urls.push(url);
    return "";
  });
  if (urls.length === 0) return html;
  // An incremental build may hand back a page this step already changed, with Gatsby's new script tags added:
  // the earlier list and loader name scripts of the previous build, so they go.
  const fresh = stripped
    .replace(new RegExp(`<script type="application/json" id="${PRELOAD_LIST_ID}">[\\s\\S]*?</script>`, "g"), "")
    .replace(new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?</script>`, "g"), "")
    .replace(/<script>\(function\(\)\{var u=[\s\S]*?<\/script>/g, ""); // the loader as builds before it had an id
  const end = fresh.indexOf("</head>");
  const list = early.length ? `<script type="application/json" id="${PRELOAD_LIST_ID}">${jsonInScript(early)}</script>` : "";
  return `${fresh.slice(0, end)}${list}${scriptLoader(urls)}${fresh.slice(end)}`;
}

export interface PageDataFile {
  path: string;
  componentChunkName: string;
  staticQueryHashes?: readonly string[];
}

export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** Each webpack chunk group of a build (app, each page component) with its files, from webpack.stats.json. */
export function chunkGroups(stats: WebpackStats): Record<string, string[]> {
  return Object.fromEntries(Object.entries(stats.namedChunkGroups).map(([name, group]) => [name, group.assets.map((a) => a.name)]));
}

/** The URL Gatsby's runtime fetches a page's data from. */
export function pageDataUrl(pagePath: string): string {
  const clean = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  return `/page-data/${clean}/page-data.json`;
}

/**
 * What Gatsby's runtime requests for a page once the framework has run: its data, the site data, its static query
 * results and the JavaScript of its component that the app does not already carry (from webpack.stats.json's groups).
 */
export function pageResources(page: PageDataFile, chunkGroups: Record<string, readonly string[]>): string[] {
  const app = new Set(chunkGroups["app"] ?? []);
  const chunks = (chunkGroups[page.componentChunkName] ?? []).filter((file) => file.endsWith(".js") && !app.has(file));
  return [
    pageDataUrl(page.path),
    "/page-data/app-data.json",
    ...(page.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    ...chunks.map((file) => `/${file}`),
  ];
}
