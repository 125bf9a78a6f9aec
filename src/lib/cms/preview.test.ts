/** @jest-environment node */
import fs from "fs";
import path from "path";
import { previewArticle, previewService, previewTokens, sectionTypeNames } from "./preview";
import { renderMarkdown } from "../markdown";
import { interpolate } from "../interpolate";

const ROOT = path.resolve(__dirname, "..", "..", "..");
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(ROOT, "data", rel), "utf8"));
const tokens = previewTokens(read("site.json"), read("about.json"));
const typeNames = sectionTypeNames((file) => read(`schemas/${file}`));
const asset = (p: string) => `blob:preview/${p}`;

describe("the editor's preview of a service", () => {
  test("has every section kind of the schema under its GraphQL type name", () => {
    expect(typeNames.faq).toBe("ServiceSectionFaq");
    expect(typeNames.intro).toBe("ServiceSectionIntro");
    expect(Object.keys(typeNames)).toHaveLength(18);
  });

  test("fills tokens, names each section and turns images into image data", () => {
    const entry = read("services/impermeabilizacion.json");
    const service = previewService(entry, tokens, typeNames, asset) as unknown as {
      sections: { __typename: string; items?: { image?: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: string } } } } } }[] }[];
      image: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: string } } } } };
    };
    expect(JSON.stringify(service)).not.toMatch(/\{[a-zA-Z.]+\}/);
    expect(service.sections.map((s) => s.__typename)).toEqual(entry.sections.map((s: { kind: string }) => typeNames[s.kind]));
    expect(service.image.childImageSharp.gatsbyImageData.images.fallback.src).toBe(`blob:preview/${entry.image}`);
    const projects = service.sections.find((s) => s.__typename === "ServiceSectionProjects");
    expect(projects?.items?.[0]?.image?.childImageSharp.gatsbyImageData.images.fallback.src).toMatch(/^blob:preview\/\.\.\/images\/projects\//);
  });

  test("an entry being written, without image or sections yet, still renders", () => {
    const service = previewService({ title: "Nuevo", hero: { headline: "Desde {foundedYear}" } }, tokens, typeNames, asset) as { image: unknown; sections: unknown[]; hero: { headline: string } };
    expect(service).toMatchObject({ image: null, sections: [], hero: { headline: `Desde ${read("site.json").foundedYear}` } });
  });
});

describe("the editor's preview of an article", () => {
  test("renders the body as the page does, tokens filled", () => {
    const entry = read("blog/1.json");
    const article = previewArticle(entry, tokens, asset) as unknown as { html: string; related: unknown[]; title: string };
    expect(article.html).toBe(renderMarkdown(entry.body.map((b: string) => interpolate(b, tokens))));
    expect(article.related).toEqual([]);
    expect(article.title).toBe(entry.title);
  });
});
