import fs from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { DATA, PROJECT, PUBLIC } from "./helpers";
import { pageQuery } from "../../plugins/editor/page-queries";
import { queryShape } from "../../src/lib/cms/query-shape";
import { previewArticle, previewService, previewTokens, sectionTypeNames } from "../../src/lib/cms/preview";
import { fillTokens } from "../../src/lib/interpolate";
import { articlePath, servicePath } from "../../src/lib/routes";

/*
 * The editor's preview (src/cms/previews.tsx) makes a template's data itself, from the entry's JSON and the template's
 * own page query (plugins/editor/page-queries.ts, src/lib/cms/preview.ts, query-shape.ts). Here it is made for every
 * service and article of data/ and compared with what Gatsby's data layer gave the same page in this build
 * (public/page-data): a field the two make differently, or one the preview lacks, fails. What the preview cannot
 * make is left out: resized images (it shows the file as it is) and related articles (a query over the others).
 */
type Json = unknown;
/** A file of data/ as the editor loads it, {tokens} unfilled. */
const raw = (rel: string) => JSON.parse(fs.readFileSync(path.join(DATA, rel), "utf8"));
const entries = (dir: string) => fs.readdirSync(path.join(DATA, dir)).filter((f) => f.endsWith(".json")).map((f) => raw(`${dir}/${f}`));
const tokens = previewTokens(raw("site.json"), raw("about.json"));
const typeNames = sectionTypeNames((file) => raw(`schemas/${file}`));
const asIs = (p: string) => p;
const filled = (file: string) => fillTokens(raw(file), tokens) as Record<string, unknown>;
const query = (template: string) => queryShape(pageQuery(path.join(PROJECT, "src", "templates", template), path.join(PROJECT, "src")));
const built = (route: string) => JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", route, "page-data.json"), "utf8")).result.data;

/** Where `preview` differs from `real`, as "path: preview ≠ real", images and related articles left out. */
function differences(preview: Json, real: Json, at = ""): string[] {
  if (real && typeof real === "object" && "childImageSharp" in real) return [];
  if (at.endsWith(".related")) return [];
  if (Array.isArray(real)) {
    if (!Array.isArray(preview) || preview.length !== real.length) return [`${at}: ${JSON.stringify(preview)?.slice(0, 80)} ≠ ${real.length} elementos`];
    return real.flatMap((item, i) => differences(preview[i], item, `${at}[${i}]`));
  }
  if (real && typeof real === "object") {
    if (!preview || typeof preview !== "object") return [`${at}: ${JSON.stringify(preview)} ≠ objeto`];
    return Object.entries(real).flatMap(([key, value]) => differences((preview as Record<string, Json>)[key], value, `${at}.${key}`));
  }
  return preview === real ? [] : [`${at}: ${JSON.stringify(preview)?.slice(0, 80)} ≠ ${JSON.stringify(real)?.slice(0, 80)}`];
}

test("the editor's preview gives each service page the data Gatsby's data layer gives it", () => {
  const shape = query("service-page.tsx");
  const services = entries("services");
  expect(services.length).toBeGreaterThan(10);
  for (const service of services) {
    const json = previewService(service, tokens, typeNames, asIs);
    const preview = { serviceJson: shape.shape("serviceJson", json), servicesPageJson: shape.shape("servicesPageJson", filled("services-page.json")), aboutJson: shape.shape("aboutJson", filled("about.json")) };
    expect(differences(preview, built(servicePath(service.slug)), service.slug)).toEqual([]);
  }
});

test("the editor's preview gives each article the data Gatsby's data layer gives it, its HTML included", () => {
  const shape = query("article-page.tsx");
  const articles = entries("blog");
  expect(articles.length).toBeGreaterThan(5);
  for (const article of articles) {
    const json = previewArticle(article, tokens, asIs);
    const preview = { articleJson: shape.shape("articleJson", { ...json, jsonId: json.id }), blogPageJson: shape.shape("blogPageJson", filled("blog-page.json")) };
    expect(differences(preview, built(articlePath(article.id)), `blog/${article.id}`)).toEqual([]);
  }
});
