/**
 * Which scripts a page may run. The policy does not trust the page: an inline script is allowed only when its text is
 * one the build itself writes (the script loader's) or the speculation rules the page script adds, and a
 * `<script src>` only when it names one of the browser side's own files (webpack's chunk groups of
 * src/lib/browser-chunks.ts), both worked out from the build's own outputs, never read from the HTML. Any other
 * script that would run makes the build fail, naming the page: content that became markup (or a file put in static/),
 * or Gatsby's runtime (its files, its three inline scripts), which plugins/script-loader takes out of every page.
 * Pages are read with parse5, as a browser's parser reads them.
 */
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { parse } from "parse5";
import { chunkGroups, type WebpackStats } from "../script-loader/deferred-scripts";
import { isBrowserSideChunk } from "../../src/lib/browser-chunks";
import { SPECULATION_RULES } from "../../src/lib/speculation";
import { loaderCode } from "../script-loader/loader-code";
import { eachElement } from "../shared/html-tree";

export interface PageScript {
  attrs: Record<string, string>;
  text: string;
}

/** The page's Content-Security-Policy <meta>, with whether a script or style came before it (which it would not govern). */
export interface PagePolicy {
  content: string;
  late: boolean;
}

/** Every <script> element of a page, with its attributes and its text as the browser reads them, and its policies. */
export function readPage(html: string): { scripts: PageScript[]; policies: PagePolicy[] } {
  const scripts: PageScript[] = [];
  const policies: PagePolicy[] = [];
  let governed = false;
  eachElement(parse(html), (el) => {
    const attrs = Object.fromEntries(el.attrs.map((a) => [a.name, a.value]));
    if (el.tagName === "meta" && attrs["http-equiv"]?.toLowerCase() === "content-security-policy") policies.push({ content: attrs.content ?? "", late: governed });
    if (el.tagName === "style" || el.tagName === "link") governed = true;
    if (el.tagName !== "script") return;
    governed = true;
    scripts.push({ attrs, text: el.childNodes.map((c) => ("value" in c ? c.value : "")).join("") });
  });
  return { scripts, policies };
}

/** Data blocks (JSON-LD, an island's props) never run, whatever they hold. */
const isData = (s: PageScript) => /^application\/(ld\+)?json$/i.test((s.attrs.type ?? "").trim());

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** What the build writes into every page, from its own outputs in public/. */
export interface BuildScripts {
  /** The text of public/chunk-map.json. */
  chunkMap: string;
  /** public/page-data/app-data.json's webpackCompilationHash. */
  compilationHash: string;
  /** The script loader (plugins/script-loader) of this build, the same on every page. */
  loader: string;
  /** The address of each script of the browser side ("/chrome-1a2b.js"), from public/webpack.stats.json. */
  files: string[];
  /** Every other script webpack wrote for this build: Gatsby's runtime ("/app-3c4d.js"), which no page may name. */
  runtime: string[];
}

export function buildScripts(publicDir: string): BuildScripts {
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const stats = JSON.parse(read("webpack.stats.json")) as WebpackStats;
  const groups = Object.entries(chunkGroups(stats));
  const scripts = (list: [string, string[]][]) => [...new Set(list.flatMap(([, files]) => files))].filter((f) => f.endsWith(".js")).map((f) => `/${f}`);
  const files = scripts(groups.filter(([name]) => isBrowserSideChunk(name)));
  return {
    chunkMap: read("chunk-map.json"),
    compilationHash: (JSON.parse(read("page-data/app-data.json")) as { webpackCompilationHash: string }).webpackCompilationHash,
    loader: loaderCode(),
    files,
    runtime: scripts(groups).filter((f) => !files.includes(f)),
  };
}

/**
 * Gatsby's inline scripts in the page at `pagePath`, exactly as Gatsby 5.16 writes them (its page path, chunk map and
 * compilation hash), found to name them when a page still has them; one written otherwise is refused all the same.
 */
export function gatsbyScripts(build: BuildScripts, pagePath: string): string[] {
  return [
    `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`,
    `\n            window.___chunkMapping=${JSON.stringify(build.chunkMap)};\n          `,
    `window.___webpackCompilationHash=${JSON.stringify(build.compilationHash)};`,
  ];
}

/** The inline scripts the page script adds to every page (the speculation rules: src/chrome/speculation.ts), by hash. */
export const insertedScriptHashes = (): string[] => [sha256Source(SPECULATION_RULES)];

/** The hashes every page's policy allows: the loader plugins/script-loader places (the same text) and what the page script adds. */
export const pageScriptHashes = (): string[] => [sha256Source(loaderCode()), ...insertedScriptHashes()];

/** "servicios/x/index.html" → "/servicios/x/", "index.html" → "/", "404.html" → "/404.html": Gatsby's page path. */
export function pagePathOf(relativeFile: string): string {
  const rel = relativeFile.split(path.sep).join("/");
  return `/${rel.replace(/(^|\/)index\.html$/, "$1")}`;
}

export interface ScriptCheck {
  /** The start of each script that would run and that the build did not write. */
  unknown: string[];
  /** Each piece of Gatsby's runtime the page still holds. */
  runtime: string[];
  /** The page's Content-Security-Policy <meta> elements. */
  policies: PagePolicy[];
}

/**
 * Sorts the scripts of the page at `pagePath` into the build's own (the loader, allowed by hash; the browser side's
 * files, by 'self'), Gatsby's runtime, and any other that would run.
 */
export function checkPageScripts(html: string, build: BuildScripts, pagePath: string): ScriptCheck {
  const { scripts, policies } = readPage(html);
  const check: ScriptCheck = { unknown: [], runtime: [], policies };
  const gatsby = gatsbyScripts(build, pagePath);
  for (const script of scripts) {
    if (isData(script)) continue;
    const src = script.attrs.src;
    const text = script.text.trim();
    if (src !== undefined) {
      // Only a file of the browser side, named exactly as the build names it: not another host, not a file of static/.
      if (build.runtime.includes(src)) check.runtime.push(`<script src="${src}">`);
      else if (!build.files.includes(src)) check.unknown.push(`<script src="${src}">`);
    } else if (script.text === build.loader) continue;
    else if (gatsby.includes(script.text)) check.runtime.push(text.slice(0, 80));
    else if (text !== "") check.unknown.push(text.slice(0, 80));
  }
  return check;
}
