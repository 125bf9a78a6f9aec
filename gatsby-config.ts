import fs from "fs";
import path from "path";
import dotenv from "dotenv";
import type { GatsbyConfig } from "gatsby";
import { nodeTypeFor } from "./src/lib/content/kinds";
import { siteUrlFrom } from "./src/lib/seo";
import { feedItems, feedTitle, type FeedArticle } from "./src/lib/feed";
import { gitLastChange, lastmod, type LastmodSources } from "./plugins/sitemap-files/lastmod";
import { articlePath } from "./src/lib/routes";

const root = process.cwd();

// .env.production (or .env.development) reaches the whole build, not only the browser bundle, so the checks in
// the plugins see the same EmailJS keys the forms will use. Variables already set in the environment win.
dotenv.config({ path: path.join(root, `.env.${process.env.GATSBY_ACTIVE_ENV || process.env.NODE_ENV || "development"}`) });

/**
 * The site URL and brand come from data/site.json (SITE_URL overrides the URL at build); they are needed before the
 * data layer exists. A broken site.json is reported by the content check.
 */
function readSite(): { url?: string; brand?: string; shortName?: string; tagline?: string } {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, "data", "site.json"), "utf8")) as { url?: string; brand?: string; shortName?: string; tagline?: string };
  } catch {
    return {};
  }
}

const site = readSite();
const siteUrl = siteUrlFrom(process.env.SITE_URL, site.url);
const blogFeedTitle = feedTitle(site.brand ?? "");

interface SitemapQuery {
  allSitePage: { nodes: { path: string }[] };
  allArticleJson: { nodes: { jsonId: number; date: string; updated: string | null }[] };
}

interface FeedQuery {
  query: { blogPageJson: { seo: { description: string } }; allArticleJson: { nodes: FeedArticle[] } };
}

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // Static hosts serve a page folder at /ruta/ and redirect /ruta there (Cloudflare Pages, Netlify): links and
  // canonical URLs use that address, so no visitor or crawler goes through a redirect.
  trailingSlash: "always",
  jsxRuntime: "automatic",
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      // Installable and recognisable: manifest, icons (192 and 512 px, usable as maskable: the source keeps its
      // drawing in the safe zone), apple-touch-icon, favicon and theme colour, all made from data/images/icono.svg.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brand ?? "",
        short_name: site.shortName ?? "",
        description: site.tagline ?? "",
        lang: "es",
        start_url: "/",
        display: "minimal-ui",
        background_color: "#ffffff",
        theme_color: "#0f3a5f",
        icon: "data/images/icono.svg",
        icon_options: { purpose: "any maskable" },
      },
    },
    {
      // WebP and JPEG only: for these flat illustrations AVIF came out 20-25 % larger than WebP and took
      // 20-25 times longer to encode (measured with sharp 0.33 on this machine), so it would cost bytes and build time.
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 72, breakpoints: [480, 768, 1024, 1600] } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.join(root, "data"), ignore: ["**/schemas/**"] },
    },
    // Local plugins (plugins/), each a build concern of its own; see its gatsby-node.ts.
    "content-check",
    {
      resolve: "gatsby-transformer-json",
      // The node type follows the JSON Schema the file names, so a file's folder or name never changes its type.
      options: { typeName: ({ object }: { object: unknown }) => nodeTypeFor(object) ?? "UnknownJson" },
    },
    "data-layer",
    "email-config",
    "analytics",
    "icons",
    { resolve: "editor", options: { siteUrl } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The 404 pages are not pages a crawler should list.
        excludes: ["/404", "/404.html", "/dev-404-page"],
        // Every URL says when it last changed (plugins/sitemap-files/lastmod.ts): articles their date, other pages their data file's
        // last commit, or the build date without git.
        query: "{ site { siteMetadata { siteUrl } } allSitePage { nodes { path } } allArticleJson { nodes { jsonId date updated } } }",
        resolvePages: ({ allSitePage, allArticleJson }: SitemapQuery) => {
          const sources: LastmodSources = {
            articles: new Map(allArticleJson.nodes.map((a) => [articlePath(a.jsonId), a])),
            fileDate: (file) => gitLastChange(file, root),
            buildDate: new Date().toISOString().slice(0, 10),
          };
          return allSitePage.nodes.map((page) => ({ path: page.path, lastmod: lastmod(page.path, sources) }));
        },
        serialize: ({ path: url, lastmod: date }: { path: string; lastmod: string }) => ({ url, lastmod: date }),
      },
    },
    "sitemap-files",
    {
      // /rss.xml with every article; the plugin also puts <link rel="alternate" type="application/rss+xml"> in every page.
      resolve: "gatsby-plugin-feed",
      options: {
        query: "{ blogPageJson { seo { description } } }",
        setup: ({ query }: FeedQuery) => ({
          title: blogFeedTitle,
          description: query.blogPageJson.seo.description,
          site_url: `${siteUrl}/blog/`,
          feed_url: `${siteUrl}/rss.xml`,
          language: "es-ES",
        }),
        feeds: [
          {
            output: "/rss.xml",
            title: blogFeedTitle,
            query: "{ allArticleJson { nodes { jsonId title excerpt date category } } }",
            serialize: ({ query }: FeedQuery) => feedItems(query.allArticleJson.nodes, siteUrl),
          },
        ],
      },
    },
    // Both place their part as Gatsby renders each page, in either order (plugins/shared/ssr-order.test.tsx): the
    // scripts and the style sheet it uses, its policy; security-headers then checks every page written.
    "script-loader",
    "security-headers",
  ],
};

export default config;
