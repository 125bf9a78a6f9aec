/**
 * The script loader: Gatsby's webpack build gets an entry of ours, the small script every page runs (src/chrome, no
 * framework, which starts the page's islands, src/islands, with React), and every page gets it instead of Gatsby's
 * runtime as Gatsby renders the page (gatsby-ssr.tsx, from this build's stats, handed to the renderer here), by
 * `defer`, started after the first paint (deferred-scripts.ts). Also gives every page the part of this build's style
 * sheet it uses (page-styles.ts; inline-styles.ts), and drops Partytown's library, which no page uses.
 * Gatsby APIs: onCreateWebpackConfig (getConfig, replaceWebpackConfig, setWebpackConfig), onPostBuild.
 *
 * Chunk splitting: Gatsby puts modules every template uses in "commons", and shares others between chunks ("shared",
 * "lib"). Our entry and the islands' chunks (src/lib/browser-chunks.ts) keep out of those groups, so a page
 * loads only what it runs; React still comes in Gatsby's "framework" chunk. No public API names Gatsby's cache groups:
 * checked with Gatsby 5.16, and the build stops if one is gone.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { chunkGroups, ENTRIES, type WebpackStats } from "./deferred-scripts";
import { loaderCode } from "./loader-code";
import { withStyles } from "./inline-styles";
import { BROWSER_FILES, BrowserFiles } from "./browser-files";
import { classesNamedIn, htmlClasses, parseSheet, scriptGroupsOf, sheetFor } from "./page-styles";
import { rewritePages } from "../shared/public-pages";
import { isBrowserSideChunk } from "../../src/lib/browser-chunks";
import { NoCssLoadingInPageScript } from "./no-css-loading";

/** Gatsby's cache groups that gather modules several chunks share. */
const SHARING_GROUPS = ["commons", "shared", "lib"];
const isOurs = (name: string | null | undefined) => isBrowserSideChunk(name ?? "");

/** This build's chunk groups, from the browser build's stats (public/webpack.stats.json). */
const buildGroups = () => chunkGroups(JSON.parse(fs.readFileSync(path.join(process.cwd(), "public", "webpack.stats.json"), "utf8")) as WebpackStats);

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter, plugins }) => {
  // The production HTML is rendered after the browser build: its renderer gets what to place in every page (gatsby-ssr.tsx).
  if (stage === "build-html") actions.setWebpackConfig({ plugins: [plugins.define({ __PAGE_SCRIPTS__: JSON.stringify({ loader: loaderCode(), groups: buildGroups() }) })] });
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const groups = config.optimization?.splitChunks?.cacheGroups ?? {};
  for (const name of SHARING_GROUPS) {
    if (!groups[name]) reporter.panic(`plugins/script-loader: la configuración de webpack de Gatsby ya no tiene el grupo de trozos «${name}»; revise el plugin con esta versión de Gatsby.`);
    groups[name].chunks = (chunk: { name?: string | null }) => !isOurs(chunk.name);
  }
  // Its own webpack runtime inside it (`runtime: false`, not Gatsby's shared "webpack-runtime" chunk): a page fetches
  // one file, and a slow phone pays for each fetch.
  const entries = Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, { import: [path.resolve(file)], runtime: false }]));
  config.entry = { ...config.entry, ...entries };
  config.plugins = [...(config.plugins ?? []), new NoCssLoadingInPageScript(), new BrowserFiles()];
  // src/lib is pure (README): a module there does nothing when imported, so one whose exports go unused is left out
  // (the events the page script builds only when the build measures).
  config.module.rules.push({ test: path.resolve("src/lib"), sideEffects: false });
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public");
  const groups = buildGroups();
  for (const entry of Object.keys(ENTRIES)) if (!groups[entry]) reporter.panic(`plugins/script-loader: la compilación no tiene la entrada «${entry}».`);
  const sheet = (groups["app"] ?? []).find((f) => f.endsWith(".css"));
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const parsed = parseSheet(sheet ? read(sheet) : "");
  // The classes each browser-side group's files name (a script may put those on the page), worked out once.
  const files = JSON.parse(read(BROWSER_FILES)) as Record<string, string[]>;
  fs.rmSync(path.join(publicDir, BROWSER_FILES));
  // A file shared by groups (React is in every island's) is read and scanned once.
  const inFile = new Map([...new Set(Object.values(files).flat())].map((file) => [file, classesNamedIn(read(file), parsed.classes)]));
  const named = new Map(Object.entries(files).map(([name, list]) => [name, list.flatMap((file) => inFile.get(file)!)]));
  const styled = (page: string) => {
    const used = new Set([...htmlClasses(page), ...scriptGroupsOf(page).flatMap((group) => named.get(group) ?? [])]);
    return sheet ? withStyles(page, `/${sheet}`, sheetFor(parsed, used)) : page;
  };
  // A page without a head is left as it is: security-headers refuses it, naming it.
  rewritePages(publicDir, styled);
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true });
};
