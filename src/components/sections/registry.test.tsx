import fs from "fs";
import path from "path";
import { alternateBackgrounds, SECTION_REGISTRY, sectionIds } from "./registry";
import { SdlBuilder, type JsonSchema } from "../../lib/content/schema-sdl";
import { graphqlTexts } from "../../../plugins/editor/page-queries";

const schemaDir = path.resolve(__dirname, "..", "..", "..", "data", "schemas");

describe("the section registry", () => {
  const builder = new SdlBuilder((file) => JSON.parse(fs.readFileSync(path.join(schemaDir, file), "utf8")) as JsonSchema);
  builder.addNodeType("service.schema.json");
  const kinds = Object.values(builder.result().unions.find((u) => u.name === "ServiceSection")!.members);

  test("has exactly one component for every section kind of the service schema", () => {
    expect(Object.keys(SECTION_REGISTRY).sort()).toEqual(kinds.sort());
  });

  test("its fragment asks every section kind for its component's own fragment", () => {
    const [fragment = ""] = graphqlTexts(fs.readFileSync(path.join(__dirname, "registry.tsx"), "utf8"));
    const missing = kinds.filter((kind) => !new RegExp(`\\.\\.\\. on ${kind} \\{\\s*\\.\\.\\.\\w+`).test(fragment));
    expect(missing).toEqual([]);
  });

  test("section ids are readable and unique", () => {
    expect(sectionIds(["Preguntas frecuentes", "Servicios de fontanería", "Preguntas frecuentes", "¿Por qué?"])).toEqual([
      "preguntas-frecuentes",
      "servicios-de-fontaneria",
      "preguntas-frecuentes-2",
      "por-que",
    ]);
  });

  test("backgrounds alternate from white, and restart after a full-width banner", () => {
    expect(alternateBackgrounds([false, false, false])).toEqual([false, true, false]);
    expect(alternateBackgrounds([false, true, false, false])).toEqual([false, true, false, true]);
    expect(alternateBackgrounds([true, false])).toEqual([true, false]);
  });
});
