/**
 * What the editor's preview (src/cms) needs to render an entry with the site's own components: the entry's JSON in the
 * shape the page queries give, with its {tokens} filled as the data layer fills them (plugins/data-layer, `@fill`), its images
 * as plain image data and its Markdown as the same HTML.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { fillTokens, interpolate, siteTokens, type FactSource, type Milestone } from "../interpolate";
import { renderMarkdown } from "../markdown";
import type { SocialImage } from "../seo";
import { SdlBuilder, type SchemaLoader } from "../content/schema-sdl";

type Json = Record<string, unknown>;

/** The company's facts as {tokens}, from data/site.json and data/about.json as the editor loaded them. */
export function previewTokens(site: FactSource & { url: string }, about: { history: { milestones: readonly Milestone[] } }): Record<string, string> {
  return siteTokens(site, site.url, about.history.milestones);
}

/** The GraphQL type name of each kind of service section ("faq" → "ServiceSectionFaq"), from the same schemas. */
export function sectionTypeNames(loadSchema: SchemaLoader): Record<string, string> {
  const builder = new SdlBuilder(loadSchema);
  builder.addNodeType("service.schema.json");
  const union = builder.result().unions.find((u) => u.name === "ServiceSection");
  if (!union) throw new Error("service.schema.json no define las secciones (ServiceSection)");
  return union.members;
}

/** An image the browser shows as it is (the build makes sizes and formats; the preview needs none of that). */
export function previewImage(src: string | undefined): { childImageSharp: { gatsbyImageData: IGatsbyImageData; resize: SocialImage } } | null {
  if (!src) return null;
  const gatsbyImageData: IGatsbyImageData = { layout: "constrained", width: 760, height: 428, images: { fallback: { src } } };
  // The page's share image too (the query's `social: resize(…)`, named in its meta tags and JSON-LD), uncut.
  return { childImageSharp: { gatsbyImageData, resize: { src, width: 1200, height: 630 } } };
}

/** A service entry as ServiceView takes it: tokens filled, each section with its type name, images as image data. */
export function previewService(entry: Json, tokens: Readonly<Record<string, string>>, typeNames: Readonly<Record<string, string>>, imageUrl: (path: string) => string): Json {
  const service = fillTokens(entry, tokens) as Json & { image?: string; sections?: Json[] };
  const sections = (service.sections ?? []).map((section) => ({
    ...section,
    __typename: typeNames[String(section.kind)] ?? "",
    ...(Array.isArray(section.items)
      ? { items: (section.items as Json[]).map((item) => (typeof item.image === "string" ? { ...item, image: previewImage(imageUrl(item.image)) } : item)) }
      : {}),
  }));
  return { ...service, sections, image: previewImage(service.image && imageUrl(service.image)) };
}

/** An article entry as ArticleView takes it: tokens filled, body as the page's HTML, no related articles. */
export function previewArticle(entry: Json, tokens: Readonly<Record<string, string>>, imageUrl: (path: string) => string): Json {
  const article = fillTokens(entry, tokens) as Json & { image?: string; body?: unknown };
  const body = Array.isArray(entry.body) ? (entry.body as unknown[]).map((block) => interpolate(String(block ?? ""), tokens)) : [];
  return { ...article, tags: article.tags ?? [], html: renderMarkdown(body), related: [], image: previewImage(article.image && imageUrl(article.image)) };
}
