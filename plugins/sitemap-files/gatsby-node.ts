/**
 * /sitemap.xml, every page in one file (merged from gatsby-plugin-sitemap's parts), and /robots.txt naming it: both
 * real files. Each page's <lastmod> comes from lastmod.ts, through gatsby-plugin-sitemap's options in gatsby-config.
 * Gatsby APIs: onPostBuild (graphql for the site's address).
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { mergeSitemaps, robotsTxt } from "./sitemap";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.join(process.cwd(), "public");
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>("query SitemapSiteUrl { site { siteMetadata { siteUrl } } }");
  const siteUrl = result.data?.site.siteMetadata.siteUrl ?? "";
  const parts = fs
    .readdirSync(publicDir)
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .sort()
    .map((f) => fs.readFileSync(path.join(publicDir, f), "utf8"));
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), mergeSitemaps(parts));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  reporter.info(`sitemap.xml y robots.txt escritos para ${siteUrl}`);
};
