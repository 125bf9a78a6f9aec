import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { validateContent } from "./src/lib/content/validate";
import { contentReport, siteContentOptions } from "./src/lib/content/develop";
import { SdlBuilder, type JsonSchema } from "./src/lib/content/schema-sdl";
import { NODE_TYPES } from "./src/lib/content/node-types";
import { articlePath, servicePath } from "./src/lib/routes";
import { renderMarkdown } from "./src/lib/markdown";
import { relatedArticles } from "./src/lib/blog/filter";
import { missingKeys, resolveEmailConfig, type EmailConfig } from "./src/lib/enquiry/config";
import { PAYLOAD_TYPES } from "./src/lib/enquiry/payload";
import { mergeSitemaps, robotsTxt } from "./src/lib/sitemap";
import { appleTouchIcon, faviconIco } from "./src/lib/favicon";
import { chunkGroups, deferScripts, pageDataUrl, pageResources, type PageDataFile, type WebpackStats } from "./src/lib/deferred-scripts";
import { adminPolicy, headersFile, inlineScriptHashes, pagePolicy, withPolicyMeta } from "./src/lib/headers";
import { ADMIN_DIR, compileAdmin } from "./src/lib/cms/admin-bundle";
import { cmsBackend } from "./src/lib/cms/backend";
import { cmsConfig } from "./src/lib/cms/config";
import { MAP_ORIGIN } from "./src/lib/map";
import { icons as lucideIcons } from "lucide";
import { ICON_SPRITE_PATH, SPRITE_FILES, iconNode, iconSprite, type IconNode } from "./src/lib/icons";
import { fillTokens, interpolate, siteTokens, type FactSource, type Milestone } from "./src/lib/interpolate";

const root = process.cwd();
const dataDir = path.join(root, "data");
const schemaDir = path.join(dataDir, "schemas");
const developing = process.env.gatsby_executing_command === "develop";

/**
 * Every data file is checked before Gatsby reads it, so a content mistake stops the build naming file and field.
 * `gatsby develop` goes on instead and shows the same report until the mistake is mended (src/lib/content/develop.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { errors, warnings, bySchema } = validateContent(dataDir, siteContentOptions(root));
  if (errors.length > 0) {
    if (developing) reporter.error(contentReport(errors));
    else reporter.panic(contentReport(errors));
  }
  const count = [...bySchema.values()].reduce((n, files) => n + files.length, 0);
  reporter.info(`Contenido de data/ validado: ${count} archivos correctos.`);
  for (const warning of warnings) reporter.warn(`Dato pendiente en ${warning}`);

  // Every icon as one sprite, so their drawings stay out of the JavaScript bundle.
  const drawings: Readonly<Record<string, IconNode>> = lucideIcons;
  const icons = Object.fromEntries(Object.entries(SPRITE_FILES).map(([id, file]) => [id, iconNode(file, drawings)]));
  fs.mkdirSync(path.join(root, "public"), { recursive: true });
  fs.writeFileSync(path.join(root, "public", ICON_SPRITE_PATH.slice(1)), iconSprite(icons));

  // `npm run build:release` is for a real host: the forms must reach the company, never the local mailbox.
  if (process.env.RELEASE_BUILD === "1") {
    const missing = missingKeys(process.env);
    if (missing.length > 0) {
      reporter.panic(`Compilación de publicación sin las claves de EmailJS: falta ${missing.join(", ")}. Defínalas (vea .env.example) y vuelva a compilar.`);
    }
  }

  let email: EmailConfig;
  try {
    email = resolveEmailConfig(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  // The local mailbox (scripts/mailbox.mjs) reads this to expect the same keys on the same port, and the parameters
  // the forms of this build send.
  fs.mkdirSync(path.join(root, ".cache"), { recursive: true });
  fs.writeFileSync(path.join(root, ".cache", "enquiry-config.json"), JSON.stringify({ ...email, payload: PAYLOAD_TYPES }, null, 2));
  if (email.mode === "local") {
    const line = "=".repeat(78);
    reporter.warn(
      `\n${line}\n FORMULARIOS EN MODO BUZÓN LOCAL: sin GATSBY_EMAILJS_SERVICE_ID, _TEMPLATE_ID y _PUBLIC_KEY,\n las solicitudes se envían a ${email.origin} (el buzón que arranca \`npm start\`),\n NO a la empresa. Para publicar, use \`npm run build:release\` con las tres claves.\n${line}`,
    );
  } else {
    reporter.info(`Formularios: envío por EmailJS a ${email.origin}${email.blockHeadless ? " (bloqueo de navegadores automatizados activo)" : ""}.`);
  }
};

interface NodeModel {
  findOne: (args: { type: string; query: object }) => Promise<unknown>;
  findAll: (args: { type: string; query?: object }) => Promise<{ entries: Iterable<ArticleSource> }>;
}

interface ResolverContext {
  nodeModel: NodeModel;
}

// The {tokens} of every text, from the site and about nodes; made again when either changes (gatsby develop).
let facts: Promise<Record<string, string>> | undefined;

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node }) => {
  if (node.internal.type === "SiteJson" || node.internal.type === "AboutJson") facts = undefined;
};

function factTokens(nodeModel: NodeModel): Promise<Record<string, string>> {
  facts ??= (async () => {
    const site = (await nodeModel.findOne({ type: "SiteJson", query: {} })) as FactSource;
    const about = (await nodeModel.findOne({ type: "AboutJson", query: {} })) as { history: { milestones: Milestone[] } };
    const meta = (await nodeModel.findOne({ type: "Site", query: {} })) as { siteMetadata: { siteUrl: string } };
    return siteTokens(site, meta.siteMetadata.siteUrl, about.history.milestones);
  })();
  return facts;
}

/** The GraphQL types are derived from the same JSON Schemas the maintainers' editor and the check above use. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // Every free-text field (the schema builder marks them @fill) reaches the pages with its {tokens} filled in.
  actions.createFieldExtension({
    name: "fill",
    extend: () => ({
      resolve: async (source: Record<string, unknown>, _args: unknown, context: ResolverContext, info: { fieldName: string }) =>
        fillTokens(source[info.fieldName], await factTokens(context.nodeModel)),
    }),
  });
  const builder = new SdlBuilder((file) => JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")) as JsonSchema);
  for (const [file, type] of Object.entries(NODE_TYPES)) builder.addNodeType(file, type);
  const { typeDefs, unions } = builder.result();
  actions.createTypes([
    ...typeDefs,
    ...unions.map((union) =>
      schema.buildUnionType({
        name: union.name,
        types: Object.values(union.members),
        resolveType: (value: Record<string, unknown>) => union.members[String(value[union.propertyName])],
      }),
    ),
  ]);
};

interface ArticleSource {
  jsonId: number;
  category: string;
  date: string;
  body: string[];
}

/**
 * What an article is related to is part of the data layer: its body as safe HTML (src/lib/markdown.ts) and its
 * related articles (same category, newest first, at most three: src/lib/blog/filter.ts) are fields of its node.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ArticleJson: {
      html: {
        type: "String!",
        resolve: async (source: ArticleSource, _args: unknown, context: ResolverContext) => {
          const tokens = await factTokens(context.nodeModel);
          return renderMarkdown(source.body.map((paragraph) => interpolate(paragraph, tokens)));
        },
      },
      related: {
        type: "[ArticleJson!]!",
        resolve: async (source: ArticleSource, _args: unknown, context: ResolverContext) => {
          // Only the articles of its category are read (Gatsby's index), so a page's cost does not grow with the blog.
          const query = { filter: { category: { eq: source.category } } };
          const sameCategory = [...(await context.nodeModel.findAll({ type: "ArticleJson", query })).entries];
          const summaries = sameCategory.map((a) => ({ id: a.jsonId, category: a.category, date: a.date }));
          const byId = new Map(sameCategory.map((a) => [a.jsonId, a]));
          return relatedArticles(summaries, { id: source.jsonId, category: source.category }).map((a) => byId.get(a.id));
        },
      },
    },
  });
};

interface PagesQuery {
  legal: { nodes: { id: string; slug: string }[] };
  services: { nodes: { id: string; slug: string }[] };
  articles: { nodes: { id: string; jsonId: number }[] };
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      legal: allLegalJson {
        nodes {
          id
          slug
        }
      }
      services: allServiceJson {
        nodes {
          id
          slug
        }
      }
      articles: allArticleJson {
        nodes {
          id
          jsonId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("No se pudieron leer los datos para crear las páginas", result.errors);
    return;
  }
  const template = (name: string) => path.join(root, "src", "templates", `${name}.tsx`);
  for (const page of result.data.legal.nodes) {
    actions.createPage({ path: `/${page.slug}`, component: template("legal-page"), context: { id: page.id } });
  }
  for (const service of result.data.services.nodes) {
    actions.createPage({ path: servicePath(service.slug), component: template("service-page"), context: { id: service.id } });
  }
  for (const article of result.data.articles.nodes) {
    actions.createPage({ path: articlePath(article.jsonId), component: template("article-page"), context: { id: article.id } });
  }
};

const NUL = String.fromCharCode(0);

/** The site's pages; the editor's page (public/admin) is written whole by its own compilation. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(root, "public", ADMIN_DIR) ? [] : htmlFiles(file);
    return entry.name.endsWith(".html") ? [file] : [];
  });
}

/** What the script loader of this HTML file fetches early (src/lib/deferred-scripts.ts): nothing for a page without data. */
function earlyResources(publicDir: string, htmlFile: string, groups: Record<string, string[]>): string[] {
  const rel = path.relative(publicDir, htmlFile).split(path.sep).join("/");
  const pagePath = rel === "index.html" ? "/" : `/${rel.replace(/\/index\.html$/, "")}`;
  const dataFile = path.join(publicDir, pageDataUrl(pagePath));
  if (!fs.existsSync(dataFile)) return [];
  return pageResources(JSON.parse(fs.readFileSync(dataFile, "utf8")) as PageDataFile, groups);
}

/**
 * /sitemap.xml lists every page (merged from the plugin's parts) and robots.txt names it: both real files.
 * Each page gets its own Content-Security-Policy <meta> (its inline scripts by hash); _headers carries what is the same
 * for every page (src/lib/headers.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const publicDir = path.join(root, "public");
  const { siteUrl } = (store.getState() as { config: { siteMetadata: { siteUrl: string } } }).config.siteMetadata;
  const parts = fs
    .readdirSync(publicDir)
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .sort()
    .map((f) => fs.readFileSync(path.join(publicDir, f), "utf8"));
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), mergeSitemaps(parts));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  reporter.info(`sitemap.xml y robots.txt escritos para ${siteUrl}`);
  const icon = path.join(dataDir, "images", "icono.svg");
  fs.writeFileSync(path.join(publicDir, "favicon.ico"), await faviconIco(icon));
  fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await appleTouchIcon(icon));

  // One pass over the pages: drop stray NUL bytes (rarely, Gatsby's HTML renderer leaves one next to a multi-byte
  // character; it is never content), load the scripts after the first paint (src/lib/deferred-scripts.ts), then
  // put the page's policy, with the hashes of its inline scripts, at the top of its head.
  const groups = chunkGroups(JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats);
  const email = resolveEmailConfig(process.env);
  for (const file of htmlFiles(publicDir)) {
    let html = fs.readFileSync(file, "utf8");
    if (html.includes(NUL)) {
      html = html.split(NUL).join("");
      reporter.warn(`Se quitó un byte NUL de ${path.relative(publicDir, file)}`);
    }
    html = deferScripts(html, earlyResources(publicDir, file, groups));
    if (html.includes("</head>")) {
      html = withPolicyMeta(html, pagePolicy({ scriptHashes: inlineScriptHashes(html), emailOrigin: email.origin, mapOrigin: MAP_ORIGIN }));
    }
    fs.writeFileSync(file, html);
  }
  // Gatsby always copies Partytown's library; no page uses it, and its file names carry no hash, so it would not
  // fit the year-long cache _headers gives every .js file.
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true });
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(adminPolicy(cmsBackend(process.env, false))));
  reporter.info("_headers escrito; cada página lleva su Content-Security-Policy en <meta>.");
};

/*
 * Gatsby puts modules that two page templates share into a chunk of their own once they pass 20 KB. Here that
 * means the quote form, shared by the contact page and the service pages, becomes a third script on each: more
 * bytes on the first visit (two gzip streams compress worse than one) to save some on the second page, which Gatsby
 * prefetches anyway. A page's first load matters more on a slow phone, so such a chunk needs three templates.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ stage, getConfig, actions, store, reporter }) => {
  if (stage === "develop" || stage === "build-javascript") {
    // The editor at /admin/ (src/lib/cms/admin-bundle.ts), from the same loaders, before this stage's config changes.
    const develop = stage === "develop";
    const backend = cmsBackend(process.env, develop);
    const { siteUrl } = (store.getState() as { config: { siteMetadata: { siteUrl: string } } }).config.siteMetadata;
    const config = () => cmsConfig({ schemaDir, dataDir, root, backend: backend.backend, localBackend: backend.localBackend, siteUrl });
    const { components } = store.getState() as { components: Map<string, { query: string }> };
    const queryOf = (template: string) => components.get(path.join(root, "src", "templates", template))?.query ?? "";
    const queries = { servicios: queryOf("service-page.tsx"), articulos: queryOf("article-page.tsx") };
    const options = { base: getConfig(), root, develop, title: "Editor de contenidos", policy: adminPolicy(backend), config, queries };
    await compileAdmin(options, (message) => reporter.error(message));
  }
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (shared) shared.minChunks = 3;
  actions.replaceWebpackConfig(config);
};

/** `gatsby develop` serves public/ files but answers a folder with its 404 page: the editor's page is a file there. */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(`/${ADMIN_DIR}/`, (_request: unknown, response: { sendFile: (file: string) => void }) => response.sendFile(path.join(root, "public", ADMIN_DIR, "index.html")));
};
