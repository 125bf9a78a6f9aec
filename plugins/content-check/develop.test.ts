/** @jest-environment node */
import fs from "fs";
import path from "path";
import { ContentCheckPlugin, DevelopCheck, contentReport, siteContentOptions } from "./develop";
import { validateContent } from "./validate";
import { copyData, ROOT } from "../../tests/unit/content-copy";

describe("the content check while gatsby develop runs", () => {
  test("keeps a file with a mistake out, and takes it back once mended", () => {
    const copy = copyData();
    try {
      const check = new DevelopCheck(copy.dataDir, () => siteContentOptions(ROOT));
      const fontaneria = path.join(copy.dataDir, "services", "fontaneria.json");
      const home = path.join(copy.dataDir, "home.json");
      expect(check.current()).toEqual([]);
      expect(check.fits(fontaneria)).toBe(true);

      const good = fs.readFileSync(fontaneria, "utf8");
      copy.edit("services/fontaneria.json", (j) => delete j.title);
      expect(check.current()).toEqual([`data/services/fontaneria.json, campo "title": falta este campo obligatorio.`]);
      expect(check.fits(fontaneria)).toBe(false);
      expect(check.fits(home)).toBe(true);

      fs.writeFileSync(fontaneria, good);
      expect(check.current()).toEqual([]);
      expect(check.fits(fontaneria)).toBe(true);
    } finally {
      copy.cleanup();
    }
  });

  test("a page whose search title repeats another's: the build's message, and the copy kept out while the first stays", () => {
    const copy = copyData();
    try {
      const check = new DevelopCheck(copy.dataDir, () => siteContentOptions(ROOT));
      const copied = JSON.parse(fs.readFileSync(path.join(copy.dataDir, "blog", "1.json"), "utf8"));
      const id = Math.max(...fs.readdirSync(path.join(copy.dataDir, "blog")).map((f) => Number.parseInt(f, 10))) + 1;
      copy.write(`blog/${id}.json`, JSON.stringify({ ...copied, id, title: `${copied.title} (segunda parte)`, excerpt: `${copied.excerpt} Segunda parte.` }));
      expect(check.current()).toEqual(validateContent(copy.dataDir, siteContentOptions(ROOT)).errors);
      expect(check.current()).toEqual([expect.stringMatching(new RegExp(`^data/blog/${id}\\.json, campo "seo\\.title": .* ya lo lleva data/blog/1\\.json;`))]);
      expect(check.fits(path.join(copy.dataDir, "blog", `${id}.json`))).toBe(false);
      expect(check.fits(path.join(copy.dataDir, "blog", "1.json"))).toBe(true);
    } finally {
      copy.cleanup();
    }
  });

  test("watches every data file and folder, schemas included", () => {
    const check = new DevelopCheck(path.join(ROOT, "data"), () => siteContentOptions(ROOT));
    const files = check.files().map((f) => path.relative(ROOT, f).split(path.sep).join("/"));
    expect(files).toEqual(expect.arrayContaining(["data", "data/services", "data/images", "data/home.json", "data/services/fontaneria.json", "data/schemas/service.schema.json"]));
  });

  test("fails the develop bundle with the report, and only the top compilation", () => {
    const copy = copyData();
    try {
      copy.write("testimonials.json", "{ nope");
      const check = new DevelopCheck(copy.dataDir, () => siteContentOptions(ROOT));
      let hook: ((c: ReturnType<typeof compilation>) => void) | undefined;
      class WebpackError extends Error {}
      const compilation = (child: boolean) => ({ compiler: { isChild: () => child }, errors: [] as Error[] });
      let invalidated = 0;
      const plugin = new ContentCheckPlugin(check);
      plugin.refresh(); // before webpack has applied it: nothing to rebuild
      plugin.apply({ hooks: { afterCompile: { tap: (_name, run) => (hook = run) } }, webpack: { WebpackError }, watching: { invalidate: () => invalidated++ } });

      const top = compilation(false);
      hook!(top);
      expect(top.errors.map((e) => e.message)).toEqual([contentReport(check.current())]);
      expect(top.errors[0]!.message).toMatch(/^El contenido de data\/ tiene 1 error;[\s\S]*data\/testimonials\.json: el JSON no es válido en la línea 1, columna 3/);
      plugin.refresh();
      expect(invalidated).toBe(1);

      const child = compilation(true);
      hook!(child);
      expect(child.errors).toEqual([]);
    } finally {
      copy.cleanup();
    }
  });
});
