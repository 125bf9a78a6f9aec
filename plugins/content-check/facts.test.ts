import { checkFacts, strings } from "./facts";
import type { DataFile } from "./load";
import { readSiteFacts } from "../../tests/unit/site-facts";

const file = (name: string, json: unknown): DataFile => ({ absPath: `/x/data/${name}`, file: `data/${name}`, rel: name, json });

function setup(siteChanges: object = {}, text = "Desde {foundedYear}, más de {years} años.") {
  const site = file("site.json", { ...readSiteFacts(), ...siteChanges });
  const about = file("about.json", { history: { milestones: [{ id: "industrial", year: "2004" }, { year: "2010" }] } });
  const page = file("home.json", { hero: { text } });
  const bySchema = new Map([
    ["site.schema.json", [site]],
    ["about.schema.json", [about]],
    ["home.schema.json", [page]],
  ]);
  return { valid: [site, about, page], bySchema };
}

describe("checkFacts", () => {
  test("known tokens, milestone years and consistent figures pass", () => {
    const { valid, bySchema } = setup({}, "Desde {year.industrial} limpiamos naves; hasta {insurance}.");
    expect(checkFacts(valid, bySchema, new Date("2026-11-23")).errors).toEqual([]);
  });

  test("an unknown token is reported with file, field and the tokens there are", () => {
    const { valid, bySchema } = setup({}, "Desde {fundacion}.");
    const [error] = checkFacts(valid, bySchema, new Date("2026-11-23")).errors;
    expect(error).toContain('data/home.json, campo "hero.text": el marcador {fundacion} no existe.');
    expect(error).toContain("{foundedYear}");
  });

  test("years of experience cannot exceed the years since the founding year", () => {
    const site = readSiteFacts();
    const { valid, bySchema } = setup({ foundedYear: 2010, figures: { ...site.figures, years: 25 } });
    expect(checkFacts(valid, bySchema, new Date("2026-11-23")).errors).toEqual([
      'data/site.json, campo "figures.years": 25 años de experiencia no caben desde 2010 (fundación, foundedYear) hasta 2026.',
      'data/about.json, campo "history.milestones[0].year": 2004 no está entre la fundación (2010) y 2026.',
    ]);
  });

  test("registry values marked PENDIENTE are warnings, not errors", () => {
    const site = readSiteFacts();
    const { valid, bySchema } = setup({ registry: { ...site.registry, volume: "PENDIENTE", folio: "12" } });
    const result = checkFacts(valid, bySchema, new Date("2026-11-23"));
    expect(result.errors).toEqual([]);
    expect(result.warnings.some((w) => w.startsWith('data/site.json, campo "registry.volume": PENDIENTE'))).toBe(true);
    expect(result.warnings.some((w) => w.includes("registry.folio"))).toBe(false);
  });
});

describe("strings", () => {
  test("yields every string with its field path, skipping $schema", () => {
    expect([...strings({ $schema: "x", a: "uno", b: [{ c: "dos" }, 3], d: { e: ["tres"] } })]).toEqual([
      ["a", "uno"],
      ["b[0].c", "dos"],
      ["d.e[0]", "tres"],
    ]);
  });
});
