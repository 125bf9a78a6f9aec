/**
 * The script loader: each page loads its scripts after the first paint, and fetches early only what it needs
 * (deferred-scripts.ts). Also drops the stray NUL bytes Gatsby's HTML renderer rarely leaves next to a multi-byte
 * character, and Partytown's library, which no page uses and whose names carry no hash (so it would not fit the
 * year-long cache every .js file gets), and gives every page this build's style sheet where Gatsby's cache left the
 * previous one inlined (inline-styles.ts). Must come before security-headers in gatsby-config: the policy allows the
 * inline script this plugin writes.
 * Gatsby APIs: onCreateWebpackConfig (getConfig, replaceWebpackConfig), onPostBuild.
 *
 * Chunk splitting: Gatsby gives modules shared by two templates a chunk of their own once they pass 20 KB (its
 * "shared" cache group); here that is the quote form, a third script on the contact and service pages. A slow phone's
 * first load matters more than the second page's, so such a chunk needs three templates. No public API names Gatsby's
 * cache groups: checked with Gatsby 5.16, and the build stops if the group is gone.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { chunkGroups, deferScripts, pageDataUrl, pageResources, type PageDataFile, type WebpackStats } from "./deferred-scripts";
import { withCurrentStyles } from "./inline-styles";
import { rewritePages } from "../shared/public-pages";

const NUL = String.fromCharCode(0);

/** What the loader of this HTML file fetches early: nothing for a page without data. */
function earlyResources(publicDir: string, htmlFile: string, groups: Record<string, string[]>): string[] {
  const rel = path.relative(publicDir, htmlFile).split(path.sep).join("/");
  const pagePath = rel === "index.html" ? "/" : `/${rel.replace(/\/index\.html$/, "")}`;
  const dataFile = path.join(publicDir, pageDataUrl(pagePath));
  if (!fs.existsSync(dataFile)) return [];
  return pageResources(JSON.parse(fs.readFileSync(dataFile, "utf8")) as PageDataFile, groups);
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, reporter }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (!shared) reporter.panic("plugins/script-loader: la configuración de webpack de Gatsby ya no tiene el grupo de trozos «shared»; revise el plugin con esta versión de Gatsby.");
  shared.minChunks = 3;
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(process.cwd(), "public");
  const groups = chunkGroups(JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats);
  const sheet = (groups["app"] ?? []).find((f) => f.endsWith(".css"));
  const css = sheet ? fs.readFileSync(path.join(publicDir, sheet), "utf8") : "";
  rewritePages(publicDir, (page, file) => {
    let html = sheet ? withCurrentStyles(page, `/${sheet}`, css) : page;
    if (html.includes(NUL)) {
      html = html.split(NUL).join("");
      reporter.warn(`Se quitó un byte NUL de ${path.relative(publicDir, file)}`);
    }
    return deferScripts(html, earlyResources(publicDir, file, groups));
  });
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true });
};
