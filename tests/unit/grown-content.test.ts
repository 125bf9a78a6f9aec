/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { growContent } from "../build/grown-content";
import { daysAfter, sequelTitle, takenTexts, titleStart, unused, unusedSlug } from "../build/grown-names";
import { validateContent } from "../../plugins/content-check/validate";
import { siteContentOptions } from "../../plugins/content-check/develop";
import { ROOT } from "./content-copy";

/*
 * The build checks grow a copy of the project (tests/build/grown-content.ts) and run the whole end-to-end suite on it.
 * What they add must be new whatever the repository holds: here the grow step runs on copies that already hold what it
 * adds (it ran before, or a maintainer wrote the same sequel), and the result must pass the content check with no
 * title, slug or id twice.
 */

const options = siteContentOptions(ROOT);

/** A copy of data/, its pictures too (the grow step adds pictures). */
function withData(run: (data: string) => void): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crecido-"));
  try {
    fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true });
    run(path.join(dir, "data"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const records = (data: string, folder: string) =>
  fs
    .readdirSync(path.join(data, folder))
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(data, folder, f), "utf8")));

/** Values given more than once. */
const twice = (values: unknown[]) => values.filter((v, i) => values.indexOf(v) !== i);

function expectNothingTwice(data: string): void {
  const articles = records(data, "blog");
  const services = records(data, "services");
  for (const [name, values] of Object.entries({
    "article id": articles.map((a) => a.id),
    "article title": articles.map((a) => a.title),
    "service slug": services.map((s) => s.slug),
    "service title": services.map((s) => s.title),
    "page title": [...articles, ...services].map((r) => r.seo.title),
    "page description": [...articles.map((a) => a.excerpt), ...services.map((s) => s.seo.description)],
    category: JSON.parse(fs.readFileSync(path.join(data, "blog-page.json"), "utf8")).categories,
  })) {
    expect([name, twice(values)]).toEqual([name, []]);
  }
}

describe("the grown copy never collides with what the copy holds", () => {
  test("grown twice, the second time on a copy that already holds every grown record: each time new records, accepted by the content check", () => {
    withData((data) => {
      const before = records(data, "blog").length;
      const first = growContent(data);
      expect(validateContent(data, options).errors).toEqual([]);
      const second = growContent(data);
      expect(validateContent(data, options).errors).toEqual([]);
      expectNothingTwice(data);
      expect(records(data, "blog")).toHaveLength(before + 6);
      expect(second.service).not.toBe(first.service);
      expect(second.category).not.toBe(first.category);
      expect(second.sequel).toBeGreaterThan(first.terrace);
      const title = (id: number) => records(data, "blog").find((a) => a.id === id).title;
      // The second sequel of the same article is another part (the repository may hold some already); each title
      // still contains the one it follows.
      expect(second.follows).toBe(first.follows);
      const part = (id: number) => title(id).slice(title(first.follows).length);
      expect([part(first.sequel), part(second.sequel)]).toEqual([expect.stringMatching(/^ \(\S+ parte\)$/), expect.stringMatching(/^ \(\S+ parte\)$/)]);
      expect(part(second.sequel)).not.toBe(part(first.sequel));
      expect(title(second.begins).startsWith(`${title(second.terrace)} `)).toBe(true);
    });
  });

  test("a repository whose newest article is the sequel README's recipe makes of the last one: the grown copy adds its own", () => {
    withData((data) => {
      const articles = records(data, "blog").sort((a, b) => a.id - b.id);
      const last = articles[articles.length - 1];
      const taken = takenTexts(data);
      const maintainers = {
        ...last,
        id: last.id + 1,
        date: daysAfter(last.date, 30),
        title: sequelTitle(taken, last.title),
        excerpt: unused(taken, "Qué debe ocurrir el día del tratamiento y qué papeles debe quedarse usted cuando el equipo se marcha."),
        seo: { ...last.seo, title: unused(taken, "Desinfección profesional: el día del tratamiento", 65) },
      };
      fs.writeFileSync(path.join(data, "blog", `${last.id + 1}.json`), JSON.stringify(maintainers, null, 2));
      expect(validateContent(data, options).errors).toEqual([]);
      const grown = growContent(data);
      expect(validateContent(data, options).errors).toEqual([]);
      expectNothingTwice(data);
      expect(grown.sequel).toBe(last.id + 2);
      // Newer than anything the repository holds, so the home page's teasers show it first.
      const date = (id: number) => records(data, "blog").find((a) => a.id === id).date;
      expect(date(grown.sequel) > maintainers.date).toBe(true);
    });
  });
});

describe("the names the grown copy derives", () => {
  test("a text, else the same with a number, within a length, cut at a word; each one taken once given", () => {
    const taken = new Set(["Limpieza de cristales en Murcia", "Limpieza de cristales en Murcia (2)"]);
    expect(unused(taken, "Limpieza de cristales en Murcia")).toBe("Limpieza de cristales en Murcia (3)");
    expect(unused(taken, "Limpieza de cristales en Murcia", 30)).toBe("Limpieza de cristales en (2)");
    expect(unused(taken, "Pulido de suelos")).toBe("Pulido de suelos");
    expect(unused(taken, "Pulido de suelos")).toBe("Pulido de suelos (2)");
    expect(unusedSlug(new Set(["fontaneria"]), "fontaneria")).toBe("fontaneria-2");
  });

  test("a sequel's title is the next part not yet written", () => {
    expect(sequelTitle(new Set(), "Guía")).toBe("Guía (segunda parte)");
    expect(sequelTitle(new Set(["Guía (segunda parte)", "Guía (tercera parte)"]), "Guía")).toBe("Guía (cuarta parte)");
  });

  test("a title that begins another's: the shortest free start of three words or more, the preferred article first", () => {
    const articles = [
      { id: 1, title: "Limpieza de naves: protocolos" },
      { id: 3, title: "Impermeabilizar la terraza antes de las DANA" },
    ];
    expect(titleStart(new Set(), articles, "Impermeabilizar la terraza")).toEqual({ title: "Impermeabilizar la terraza", of: articles[1] });
    expect(titleStart(new Set(["Impermeabilizar la terraza"]), articles, "Impermeabilizar la terraza").title).toBe("Impermeabilizar la terraza antes");
    // "Limpieza de naves:" ends in punctuation: not a title.
    expect(() => titleStart(new Set(), [articles[0]!], "Otra")).toThrow(/comienzo libre/);
  });

  test("dates count days across months and years", () => {
    expect(daysAfter("2024-12-20", 19)).toBe("2025-01-08");
    expect(daysAfter("2025-01-15", 19)).toBe("2025-02-03");
  });
});
