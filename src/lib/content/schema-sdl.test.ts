/** @jest-environment node */
import fs from "fs";
import path from "path";
import { SdlBuilder, type JsonSchema } from "./schema-sdl";
import { nodeType } from "./kinds";

const schemaDir = path.resolve(__dirname, "..", "..", "..", "data", "schemas");
const load = (file: string) => JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")) as JsonSchema;
/** The kinds: every schema with properties. */
const kinds = fs.readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json") && load(f).properties);

function build() {
  const builder = new SdlBuilder(load);
  for (const file of kinds) builder.addNodeType(file);
  return builder.result();
}

describe("GraphQL types derived from the JSON Schemas", () => {
  const { typeDefs, unions } = build();
  const sdl = typeDefs.join("\n");
  const typeBody = (name: string) => {
    const def = typeDefs.find((t) => t.startsWith(`type ${name} `) || t.startsWith(`type ${name}\n`));
    if (!def) throw new Error(`no type ${name}`);
    return def;
  };

  test("every data file schema becomes a Node type that infers nothing", () => {
    for (const type of kinds.map(nodeType)) expect(typeBody(type)).toMatch(new RegExp(`^type ${type} implements Node @dontInfer \\{`));
  });

  test("required fields are non-null, optional ones nullable, lists hold non-null items", () => {
    const service = typeBody("ServiceJson");
    expect(service).toContain("  slug: String!");
    expect(service).toContain("  menu: ServiceJsonMenu\n");
    expect(service).toContain("  sections: [ServiceSection!]!");
    expect(typeBody("ContentSeo")).toContain("  keywords: [String!]!");
  });

  test("a reference to a service is a link to its node, found by slug", () => {
    expect(typeBody("HomeJsonFeatured")).toContain('  services: [ServiceJson!]! @link(by: "slug")');
    expect(typeBody("NavigationJsonFooter")).toContain('  services: [ServiceJson!]! @link(by: "slug")');
  });

  test("image paths resolve to File nodes relative to the data file", () => {
    expect(typeBody("ServiceJson")).toContain("  image: File! @fileByRelativePath");
    expect(typeBody("HomeJsonHeroSlides")).toContain("  image: File! @fileByRelativePath");
  });

  test("an article's own id is exposed as jsonId, as gatsby-transformer-json stores it", () => {
    expect(typeBody("ArticleJson")).toContain("  jsonId: Int!");
    expect(typeBody("ArticleJson")).not.toMatch(/^\s+id:/m);
  });

  test("shared definitions are emitted once", () => {
    expect(typeDefs.filter((t) => t.startsWith("type ContentButton ")).length).toBe(1);
    expect(sdl).not.toContain("$schema");
  });

  test("service sections become one union with a member per kind", () => {
    const kinds = (load("service.schema.json").$defs!.section!.oneOf ?? []).map((v) => String(v.properties!.kind!.const));
    expect(unions).toHaveLength(1);
    expect(unions[0]!.name).toBe("ServiceSection");
    expect(unions[0]!.propertyName).toBe("kind");
    expect(Object.keys(unions[0]!.members).sort()).toEqual([...kinds].sort());
    expect(unions[0]!.members.fireLevels).toBe("ServiceSectionFireLevels");
    expect(typeBody("ServiceSectionFireLevelsItems")).toContain("  minutes: Int!");
  });
});
