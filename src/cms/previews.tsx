import React from "react";
import type { PageProps } from "gatsby";
import ServicePage from "../templates/service-page";
import ArticlePage from "../templates/article-page";
import { WithStaticQueries } from "./static-queries";
import type { DecapMap, PreviewProps as Props } from "./decap";
import { previewArticle, previewService, previewTokens, sectionTypeNames } from "../lib/cms/preview";
import { queryShape } from "../lib/cms/query-shape";
import { fillTokens } from "../lib/interpolate";
import { articlePath, servicePath } from "../lib/routes";
import type { JsonSchema } from "../lib/content/schema-sdl";
import site from "../../data/site.json";
import about from "../../data/about.json";
import servicesPage from "../../data/services-page.json";
import blogPage from "../../data/blog-page.json";
import serviceSchema from "../../data/schemas/service.schema.json";
import commonSchema from "../../data/schemas/common.schema.json";

// The company's facts and the pages' fixed texts as this build of the editor read them from data/.
const tokens = previewTokens(site, about);
const schemas: Record<string, unknown> = { "service.schema.json": serviceSchema, "common.schema.json": commonSchema };
const typeNames = sectionTypeNames((file) => schemas[file] as JsonSchema);
const filled = <T,>(json: T) => fillTokens(json, tokens) as Record<string, unknown>;

// The page queries of the two templates (plugins/editor puts them here at compile time).
declare const __PREVIEW_QUERIES__: { servicios: string; articulos: string };
const serviceQuery = queryShape(__PREVIEW_QUERIES__.servicios);
const articleQuery = queryShape(__PREVIEW_QUERIES__.articulos);

const data = (entry: Props["entry"]) => ((entry.get("data") as DecapMap | undefined)?.toJS?.() ?? {}) as Record<string, unknown>;

type FieldMap = DecapMap;
type FieldList = Iterable<FieldMap> | undefined;

/** Every image field of a collection, nested ones included (lists, objects, section types). */
function imageFields(fields: FieldList): FieldMap[] {
  return [...(fields ?? [])].flatMap((f) => [
    ...(f.get("widget") === "image" ? [f] : []),
    ...imageFields(f.get("fields") as FieldList),
    ...(f.get("field") ? imageFields([f.get("field") as FieldMap]) : []),
    ...[...((f.get("types") as FieldList) ?? [])].flatMap((t) => imageFields(t.get("fields") as FieldList)),
  ]);
}

/** The address the editor has for an image the entry names: through the field whose folder it is in. */
const assetUrl = (getAsset: Props["getAsset"], collection: Props["collection"]) => {
  const fields = imageFields(collection.get("fields") as FieldList);
  return (path: string) => {
    const field = fields.find((f) => path.startsWith(`${String(f.get("public_folder"))}/`));
    return String(getAsset(path, field));
  };
};

const location = (pathname: string) => ({ pathname: `${pathname}/` }) as PageProps["location"];

/** A service page as the site renders it (the template itself, header and footer included), from the entry being edited. */
export function ServicePreview({ entry, getAsset, collection }: Props) {
  const json = previewService(data(entry), tokens, typeNames, assetUrl(getAsset, collection));
  const pageData = {
    serviceJson: serviceQuery.shape("serviceJson", json),
    servicesPageJson: serviceQuery.shape("servicesPageJson", filled(servicesPage)),
    aboutJson: serviceQuery.shape("aboutJson", filled(about)),
  };
  const props = { data: pageData, location: location(servicePath(String(json.slug ?? ""))) } as unknown as PageProps<Queries.ServicePageQuery>;
  return (
    <WithStaticQueries>
      <ServicePage {...props} />
    </WithStaticQueries>
  );
}

/** An article as the site renders it (the template itself), from the entry being edited. */
export function ArticlePreview({ entry, getAsset, collection }: Props) {
  const json = previewArticle(data(entry), tokens, assetUrl(getAsset, collection));
  const pageData = {
    articleJson: articleQuery.shape("articleJson", { ...json, jsonId: json.id }),
    blogPageJson: articleQuery.shape("blogPageJson", filled(blogPage)),
  };
  const props = { data: pageData, location: location(articlePath(Number(json.id ?? 0))) } as unknown as PageProps<Queries.ArticlePageQuery>;
  return (
    <WithStaticQueries>
      <ArticlePage {...props} />
    </WithStaticQueries>
  );
}
