/**
 * The script loader: Gatsby's webpack build gets an entry of ours, the small script every page runs (src/chrome, no
 * framework, which starts the page's islands, src/islands, with React), and every page gets it instead of Gatsby's
 * runtime as Gatsby renders the page, by `defer`, started after the first paint (deferred-scripts.ts), with the part
 * of this build's style sheet it uses (page-styles.ts): gatsby-ssr.tsx places both, from what this build wrote
 * (webpack's stats, the sheet, the browser side's files), handed to the renderer here. Drops Partytown's library,
 * which no page uses.
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
import { BROWSER_FILES, BrowserFiles } from "./browser-files";
import { namedByGroup, parseSheet, type PageStyles } from "./page-styles";
import { isBrowserSideChunk } from "../../src/lib/browser-chunks";
import { NoCssLoadingInPageScript } from "./no-css-loading";

/** Gatsby's cache groups that gather modules several chunks share. */
const SHARING_GROUPS = ["commons", "shared", "lib"];
const isOurs = (name: string | null | undefined) => isBrowserSideChunk(name ?? "");

const read = (file: string) => fs.readFileSync(path.join(process.cwd(), "public", file), "utf8");

/** This build's chunk groups, from the browser build's stats (public/webpack.stats.json). */
const buildGroups = () => chunkGroups(JSON.parse(read("webpack.stats.json")) as WebpackStats);

/**
 * The sheet this build wrote (not the one Gatsby inlines: from its cache, a build whose only change is CSS inlines
 * the previous build's, checked with Gatsby 5.16; tests/build/cached-build.test.ts) and the classes each browser-side
 * group's files name: a class only a script puts on the page is in one of them.
 */
function pageStyles(groups: Record<string, string[]>): PageStyles | null {
  const sheet = (groups["app"] ?? []).find((f) => f.endsWith(".css"));
  if (!sheet) return null;
  const css = read(sheet);
  return { href: `/${sheet}`, css, named: namedByGroup(JSON.parse(read(BROWSER_FILES)) as Record<string, string[]>, read, parseSheet(css).classes) };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter, plugins }) => {
  // The production HTML is rendered after the browser build: its renderer gets what to place in every page (gatsby-ssr.tsx).
  if (stage === "build-html") {
    const groups = buildGroups();
    actions.setWebpackConfig({ plugins: [plugins.define({ __PAGE_SCRIPTS__: JSON.stringify({ loader: loaderCode(), groups, styles: pageStyles(groups) }) })] });
  }
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
  const groups = buildGroups();
  for (const entry of Object.keys(ENTRIES)) if (!groups[entry]) reporter.panic(`plugins/script-loader: la compilación no tiene la entrada «${entry}».`);
  const publicDir = path.join(process.cwd(), "public");
  fs.rmSync(path.join(publicDir, BROWSER_FILES), { force: true });
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true });
};
