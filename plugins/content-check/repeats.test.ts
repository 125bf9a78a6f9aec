/** @jest-environment node */
import fs from "fs";
import path from "path";
import { validateContent } from "./validate";
import { siteContentOptions } from "./develop";
import { repeats } from "./repeats";
import { afterChange, ROOT } from "../../tests/unit/content-copy";
import { readSiteFacts } from "../../tests/unit/site-facts";
import { RECORDS } from "../../src/lib/content/kinds";
import { pageTitle } from "../../src/lib/seo";

const options = siteContentOptions(ROOT);
const brand = readSiteFacts().brand;
const read = (dataDir: string, rel: string) => JSON.parse(fs.readFileSync(path.join(dataDir, rel), "utf8"));
/** The record files of a kind, in the order a person reads them (blog/9 before blog/10). */
const recordFiles = (kind: { folder: string }) =>
  fs
    .readdirSync(path.join(ROOT, "data", kind.folder))
    .filter((f) => f.endsWith(".json"))
    .sort(new Intl.Collator("es", { numeric: true }).compare);

const errorsAfter = (change: Parameters<typeof afterChange>[0]) => afterChange(change, (dataDir) => validateContent(dataDir, options).errors);

describe("two pages that a visitor or a search engine could not tell apart stop the build, naming both files and the field", () => {
  test("an article copied by README's recipe (id, date, title and excerpt changed; seo left as it was): its search title", () => {
    const articles = recordFiles(RECORDS.article);
    const last = articles[articles.length - 1]!;
    const id = Math.max(...articles.map((f) => Number.parseInt(f, 10))) + 1;
    let original: { title: string; seo: { title: string } } | undefined;
    const errors = errorsAfter((c) => {
      original = read(c.dataDir, `blog/${last}`);
      const excerpt = "Qué debe ocurrir el día del tratamiento y qué papeles debe quedarse usted cuando el equipo se marcha.";
      c.write(`blog/${id}.json`, JSON.stringify({ ...original, id, date: "2025-02-03", title: `${original!.title} (segunda parte)`, excerpt }, null, 2));
    });
    expect(errors).toEqual([
      `data/blog/${id}.json, campo "seo.title": el título de la página, ${JSON.stringify(pageTitle(original!.seo.title, brand))}, ya lo lleva data/blog/${last}; cada página necesita el suyo en los buscadores.`,
    ]);
  });

  test.each(Object.entries(RECORDS))("two %s records with one title", (_name, kind) => {
    const [first, second] = recordFiles(kind);
    let title = "";
    const errors = errorsAfter((c) => {
      title = read(c.dataDir, `${kind.folder}/${first}`)[kind.title];
      c.edit(`${kind.folder}/${second}`, (j) => (j[kind.title] = title));
    });
    expect(errors).toEqual([`data/${kind.folder}/${second}, campo "${kind.title}": el título ${JSON.stringify(title)} ya lo usa data/${kind.folder}/${first}; cada uno necesita el suyo.`]);
  });

  test("a service whose search description is an article's excerpt (the article's description): both fields named", () => {
    const [article] = recordFiles(RECORDS.article);
    const [service] = recordFiles(RECORDS.service);
    const errors = errorsAfter((c) => c.edit(`services/${service}`, (j) => (j.seo.description = read(c.dataDir, `blog/${article}`).excerpt)));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^data/services/${service}, campo "seo\\.description": la descripción de la página \\(el texto ".+"\\) ya la lleva data/blog/${article} \\(campo "excerpt"\\); `));
  });

  test("titles are compared as the head carries them: {tokens} filled in, the brand after them, a fixed page's too", () => {
    const errors = errorsAfter((c) => {
      c.edit("home.json", (j) => (j.seo.title = "{brand}, en la Región de Murcia"));
      c.edit("contact.json", (j) => (j.seo.title = `${brand}, en la Región de Murcia`));
    });
    const shown = JSON.stringify(pageTitle(`${brand}, en la Región de Murcia`, brand));
    expect(errors).toEqual([`data/home.json, campo "seo.title": el título de la página, ${shown}, ya lo lleva data/contact.json; cada página necesita el suyo en los buscadores.`]);
  });

  test("a page's own title, a title of another kind, or a text elsewhere may be alike: only what visitors tell pages by counts", () => {
    const [service] = recordFiles(RECORDS.service);
    const [legal] = recordFiles(RECORDS.legal);
    const errors = errorsAfter((c) => {
      const title = read(c.dataDir, `services/${service}`).title;
      c.edit(`legal/${legal}`, (j) => (j.title = title)); // a legal text named as a service: two kinds
      c.edit(`services/${service}`, (j) => (j.hero.headline = j.seo.title)); // a heading that is the search title
    });
    expect(errors).toEqual([]);
  });
});

test("repeats names the first file, and its field only when it is another", () => {
  const file = (name: string) => ({ absPath: `/x/data/${name}`, file: `data/${name}`, rel: name, json: {} });
  const says = (v: unknown, where: string) => `${JSON.stringify(v)} ya en ${where}.`;
  const given = [
    { file: file("blog/10.json"), field: "excerpt", value: "a" },
    { file: file("blog/9.json"), field: "excerpt", value: "a" },
    { file: file("home.json"), field: "seo.description", value: "a" },
    { file: file("blog/2.json"), field: "excerpt", value: "b" },
  ];
  expect(repeats(given, says)).toEqual(['data/blog/10.json, campo "excerpt": "a" ya en data/blog/9.json.', 'data/home.json, campo "seo.description": "a" ya en data/blog/9.json (campo "excerpt").']);
});
