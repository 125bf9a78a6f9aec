/**
 * The data layer's schema, derived from the JSON Schemas (plugins/data-layer/schemas.ts, src/lib/content/schema-sdl.ts):
 * one node type per kind of content, free texts with their {tokens} filled in (@fill), and each article's HTML body and
 * related articles as fields of its node.
 * Gatsby APIs: onCreateNode (to notice a change of the facts), createSchemaCustomization, createResolvers.
 */
import path from "path";
import type { GatsbyNode } from "gatsby";
import { SdlBuilder } from "../../src/lib/content/schema-sdl";
import { contentKinds, loadSchemas } from "./schemas";
import { renderMarkdown } from "../../src/lib/markdown";
import { relatedArticles } from "../../src/lib/blog/filter";
import { fillTokens, interpolate, siteTokens, type FactSource, type Milestone } from "../../src/lib/interpolate";

interface NodeModel {
  findOne: (args: { type: string; query: object }) => Promise<unknown>;
  findAll: (args: { type: string; query?: object }) => Promise<{ entries: Iterable<ArticleSource> }>;
}

interface ResolverContext {
  nodeModel: NodeModel;
}

interface ArticleSource {
  jsonId: number;
  category: string;
  date: string;
  body: string[];
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

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // Every free-text field (the schema builder marks them @fill) reaches the pages with its {tokens} filled in.
  actions.createFieldExtension({
    name: "fill",
    extend: () => ({
      resolve: async (source: Record<string, unknown>, _args: unknown, context: ResolverContext, info: { fieldName: string }) =>
        fillTokens(source[info.fieldName], await factTokens(context.nodeModel)),
    }),
  });
  const schemas = loadSchemas(path.join(process.cwd(), "data", "schemas"));
  const builder = new SdlBuilder((file) => schemas.get(file) ?? {});
  for (const kind of contentKinds(schemas)) builder.addNodeType(kind.schema);
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
