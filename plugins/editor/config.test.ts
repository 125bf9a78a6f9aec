/** @jest-environment node */
import fs from "fs";
import path from "path";
import { cmsConfig, type CmsField, type CmsOptions } from "./config";
import type { Schema } from "./fields";
import { loadSchemas } from "../data-layer/schemas";
import { loadDataFiles } from "../content-check/load";
import { copyData, ROOT } from "../../tests/unit/content-copy";

interface FileEntry {
  name: string;
  label: string;
  file: string;
  fields: CmsField[];
}
interface Collection {
  name: string;
  label: string;
  folder?: string;
  fields?: CmsField[];
  files?: FileEntry[];
  [option: string]: unknown;
}
/** A place fields are edited: one folder collection or one file entry, with the folder its JSON files are in. */
interface Place {
  where: string;
  fileDir: string;
  fields: CmsField[];
  files: string[];
}

const backend = { name: "github", repo: "montoya/web", branch: "main", auth_endpoint: "api/auth" };
const optionsFor = (root: string): CmsOptions => ({
  root,
  dataDir: path.join(root, "data"),
  schemaDir: path.join(root, "data", "schemas"),
  backend,
  localBackend: false,
});
const config = cmsConfig(optionsFor(ROOT));
const collectionsOf = (c: Record<string, unknown>) => c.collections as Collection[];
const collection = (name: string, c = config) => collectionsOf(c).find((x) => x.name === name)!;
const entry = (collectionName: string, name: string, c = config) => collection(collectionName, c).files!.find((f) => f.name === name)!;

/** A field by dotted path; a segment may name a list's type ("sections.projects.items.image"). */
function fieldAt(fields: CmsField[], dotted: string): CmsField {
  const [head = "", ...rest] = dotted.split(".");
  const found = fields.find((f) => f.name === head);
  if (!found) throw new Error(`no field ${head} in ${fields.map((f) => f.name).join(", ")}`);
  return rest.length === 0 ? found : fieldAt(found.fields ?? found.types ?? [], rest.join("."));
}

function allFields(fields: CmsField[]): CmsField[] {
  return fields.flatMap((f) => [f, ...allFields([...(f.fields ?? []), ...(f.types ?? []), ...(f.field ? [f.field] : [])])]);
}

const dataFiles = (dataDir: string, root: string) => loadDataFiles(dataDir, root).files;

function places(c: Record<string, unknown>, root = ROOT): Place[] {
  const files = dataFiles(path.join(root, "data"), root).map((f) => f.file);
  return collectionsOf(c).flatMap((col): Place[] =>
    col.folder
      ? [{ where: col.name, fileDir: col.folder, fields: col.fields!, files: files.filter((f) => path.posix.dirname(f) === col.folder) }]
      : col.files!.map((f) => ({ where: `${col.name}/${f.name}`, fileDir: path.posix.dirname(f.file), fields: f.fields, files: [f.file] })),
  );
}

/** The values a relation offers: its value_field ("groups.*.id") read from the target entries, as Decap expands it. */
function relationValues(field: CmsField, root = ROOT): unknown[] {
  const target = collection(String(field.collection));
  const expand = (value: unknown, parts: string[]): unknown[] => {
    if (parts.length === 0) return [value];
    const [head, ...rest] = parts;
    if (head === "*") return Array.isArray(value) ? value.flatMap((v) => expand(v, rest)) : [];
    return value && typeof value === "object" ? expand((value as Record<string, unknown>)[head!], rest) : [];
  };
  const files = target.folder
    ? dataFiles(path.join(root, "data"), root).filter((f) => path.posix.dirname(f.file) === target.folder)
    : dataFiles(path.join(root, "data"), root).filter((f) => f.file === target.files!.find((e) => e.name === field.file)?.file);
  return files.flatMap((f) => expand(f.json, String(field.value_field).split(".")));
}

/** What Decap would object to, or not know where to put, when editing `data` with `fields`. */
function problems(fields: CmsField[], data: Record<string, unknown>, at: string, fileDir: string, typeKey?: string): string[] {
  const names = new Set(fields.map((f) => f.name));
  const out = Object.keys(data)
    .filter((k) => !names.has(k) && k !== typeKey)
    .map((k) => `${at}${k}: no field edits it`);
  for (const f of fields) out.push(...valueProblems(f, data[f.name], `${at}${f.name}`, fileDir));
  return out;
}

function valueProblems(f: CmsField, value: unknown, where: string, fileDir: string): string[] {
  const fail = (why: string) => [`${where}: ${why} (${JSON.stringify(value)?.slice(0, 60)})`];
  if (value === undefined) return f.required === false || f.widget === "hidden" ? [] : fail("missing, but the field is required");
  const min = typeof f.min === "number" ? f.min : undefined;
  const max = typeof f.max === "number" ? f.max : undefined;
  switch (f.widget) {
    case "hidden":
      return value === f.default ? [] : fail(`hidden field keeps ${JSON.stringify(f.default)}`);
    case "object":
      return problems(f.fields!, value as Record<string, unknown>, `${where}.`, fileDir);
    case "list": {
      const items = value as Record<string, unknown>[];
      const size = (min !== undefined && items.length < min) || (max !== undefined && items.length > max) ? fail("wrong number of items") : [];
      return size.concat(
        items.flatMap((item, i) => {
          const key = String(f.typeKey);
          const type = f.types?.find((t) => t.name === item[key]);
          if (f.types) return type ? problems(type.fields!, item, `${where}[${i}].`, fileDir, key) : fail(`no type ${String(item[key])}`);
          return f.fields ? problems(f.fields, item, `${where}[${i}].`, fileDir) : valueProblems(f.field!, item, `${where}[${i}]`, fileDir);
        }),
      );
    }
    case "relation": {
      const chosen = f.multiple ? (value as unknown[]) : [value];
      const offered = relationValues(f);
      return chosen.every((v) => offered.includes(v)) && (min === undefined || chosen.length >= min) ? [] : fail("not among the relation's options");
    }
    case "select":
      return (f.options as unknown[]).includes(value) ? [] : fail("not among the options");
    case "number":
      return typeof value === "number" && (f.value_type !== "int" || Number.isInteger(value)) && (min === undefined || value >= min) && (max === undefined || value <= max)
        ? []
        : fail("out of range");
    case "boolean":
      return typeof value === "boolean" ? [] : fail("not a boolean");
    default: {
      if (typeof value !== "string") return fail("not text");
      if (value === "") return f.required === false ? [] : fail("empty, but required");
      if (f.pattern && !new RegExp(f.pattern[0]).test(value)) return fail(`does not match ${f.pattern[1]}`);
      // Decap shows an image from its field's media folder, by file name.
      if (f.widget === "image" && !fs.existsSync(path.join(ROOT, fileDir, String(f.media_folder), path.basename(value)))) return fail("image not in the media folder");
      return [];
    }
  }
}

describe("the Decap CMS configuration", () => {
  test("carries the backend and the site settings", () => {
    expect(config.backend).toBe(backend);
    expect(config).toMatchObject({ locale: "es", media_folder: "data/images", public_folder: "/images" });
    expect(config).not.toHaveProperty("local_backend");
    expect(config).not.toHaveProperty("site_url");
    expect(config).not.toHaveProperty("publish_mode");
    expect(cmsConfig({ ...optionsFor(ROOT), editorialWorkflow: true }).publish_mode).toBe("editorial_workflow");
    const local = cmsConfig({ ...optionsFor(ROOT), localBackend: true, siteUrl: "https://example.es" });
    expect(local).toMatchObject({ local_backend: { url: "http://127.0.0.1:8081/api/v1", allowed_hosts: ["127.0.0.1", "localhost"] }, site_url: "https://example.es", display_url: "https://example.es" });
    expect(JSON.parse(JSON.stringify(local))).toEqual(local); // written as JSON
  });

  test("services and articles are folder collections named by slug and id", () => {
    expect(collection("servicios")).toMatchObject({ label: "Servicios", folder: "data/services", extension: "json", format: "json", create: true, slug: "{{fields.slug}}", identifier_field: "title" });
    expect(collection("articulos")).toMatchObject({ label: "Artículos del blog", folder: "data/blog", create: true, slug: "{{fields.id}}", identifier_field: "title" });
    expect(fieldAt(collection("servicios").fields!, "$schema")).toEqual({ name: "$schema", label: "Esquema", widget: "hidden", default: "../schemas/service.schema.json" });
    expect(fieldAt(entry("paginas", "home").fields, "$schema").default).toBe("./schemas/home.schema.json");
    expect(entry("legal", "aviso-legal")).toMatchObject({ label: "Aviso legal", file: "data/legal/aviso-legal.json" });
    expect(entry("paginas", "site").label).toBe("Datos de la empresa");
  });

  test("every data file is covered by exactly one collection", () => {
    const covered = (file: string) =>
      collectionsOf(config).flatMap((c) => (c.folder ? (path.posix.dirname(file) === c.folder ? [c.name] : []) : c.files!.filter((f) => f.file === file).map((f) => `${c.name}/${f.name}`)));
    const files = dataFiles(path.join(ROOT, "data"), ROOT).map((f) => f.file);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => covered(f).length !== 1).map((f) => `${f}: ${covered(f).join(", ") || "none"}`)).toEqual([]);
    const entries = collectionsOf(config).flatMap((c) => c.files ?? []);
    expect(entries.filter((e) => !fs.existsSync(path.join(ROOT, e.file)))).toEqual([]);
  });

  test("every value already in data/ is accepted by the generated fields", () => {
    const found = places(config).flatMap((p) =>
      p.files.flatMap((file) => problems(p.fields, JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>, `${file}: `, p.fileDir)),
    );
    expect(found).toEqual([]);
  });

  test("required fields, lengths, lists, numbers, enums and dates follow the schemas", () => {
    const service = collection("servicios").fields!;
    expect(fieldAt(service, "title")).not.toHaveProperty("required");
    expect(fieldAt(service, "hero.badge").required).toBe(false);
    expect(fieldAt(service, "seo.title").pattern).toEqual(["^[\\s\\S]{10,65}$", "entre 10 y 65 caracteres"]);
    expect(fieldAt(service, "slug").pattern?.[0]).toBe("^[a-z0-9]+(-[a-z0-9]+)*$");
    expect(fieldAt(service, "assurance.priceFactors")).toMatchObject({ widget: "list", min: 3, max: 6, field: { widget: "string" } });
    expect(fieldAt(service, "sections.faq.items")).toMatchObject({ widget: "list", min: 3, summary: "{{fields.question}}" });
    expect(fieldAt(service, "sections.fireLevels.items.minutes")).toEqual({ name: "minutes", label: "Minutos", widget: "number", value_type: "int", min: 1 });
    expect(fieldAt(service, "hero.phone.line")).toMatchObject({ widget: "select", options: ["main", "second", "urgent"] });
    // An optional object: Decap checks its fields even when it is left empty, so they are optional too.
    expect(fieldAt(service, "menu")).toMatchObject({ widget: "object", required: false, hint: expect.stringContaining("complete todos sus campos") });
    expect(fieldAt(service, "menu.order")).toMatchObject({ widget: "number", min: 1, required: false });

    const site = entry("paginas", "site").fields;
    expect(fieldAt(site, "geo.latitude")).toMatchObject({ widget: "number", value_type: "float", min: -90, max: 90 });
    expect(fieldAt(site, "shortName").pattern).toEqual(["^[\\s\\S]{1,12}$", "como mucho 12 caracteres"]);
    expect(fieldAt(site, "social")).toMatchObject({ widget: "list", required: false, default: [] }); // may be empty
    expect(fieldAt(entry("paginas", "testimonials").fields, "items.rating")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 5 });
    expect(fieldAt(entry("paginas", "about").fields, "figures.items.suffix")).toMatchObject({ widget: "string", required: false, default: "" });

    const article = collection("articulos").fields!;
    expect(fieldAt(article, "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", date_format: "DD/MM/YYYY", time_format: false });
    expect(fieldAt(article, "updated").required).toBe(false);
    expect(fieldAt(article, "featured")).toMatchObject({ widget: "boolean", default: false });
    expect(fieldAt(article, "excerpt")).toMatchObject({ widget: "text", pattern: ["^[\\s\\S]{40,260}$", "entre 40 y 260 caracteres"] });
  });

  test("the service sections are a typed list with one type per section kind", () => {
    const schema = loadSchemas(path.join(ROOT, "data", "schemas")).get("service.schema.json")!;
    const kinds = schema.$defs!.section!.oneOf!.map((v) => v.properties!.kind!.const);
    const sections = fieldAt(collection("servicios").fields!, "sections");
    expect(sections).toMatchObject({ widget: "list", typeKey: "kind", min: 1, summary: "{{fields.title}}" });
    expect(sections.types!.map((t) => t.name)).toEqual(kinds);
    expect(sections.types!.every((t) => t.widget === "object" && !t.fields!.some((f) => f.name === "kind"))).toBe(true);
    expect(fieldAt(sections.types!, "projects.items.image").widget).toBe("image");
  });

  test("references are relations to the collection or file that defines the names", () => {
    const service = collection("servicios").fields!;
    expect(fieldAt(entry("paginas", "home").fields, "featured.services")).toMatchObject({
      widget: "relation", collection: "servicios", value_field: "slug", search_fields: ["title"], display_fields: ["title"], multiple: true, min: 1,
    });
    expect(fieldAt(service, "catalogGroup")).toMatchObject({ widget: "relation", collection: "paginas", file: "services-page", value_field: "groups.*.id" });
    expect(fieldAt(service, "menu.group")).toMatchObject({ collection: "paginas", file: "navigation", value_field: "megaMenu.groups.*.id" });
    expect(fieldAt(service, "assurance.certifications")).toMatchObject({ file: "about", value_field: "certifications.items.*.id", multiple: true, min: 1 });
    expect(fieldAt(collection("articulos").fields!, "category")).toMatchObject({ file: "blog-page", value_field: "categories.*", search_fields: ["categories.*"] });

    const relations = places(config).flatMap((p) => allFields(p.fields)).filter((f) => f.widget === "relation");
    expect(relations.length).toBeGreaterThan(5);
    for (const f of relations) expect([`${f.name}`, relationValues(f).length > 0]).toEqual([f.name, true]);
  });

  test("every image field has its media and public folders, and a picked image is stored as the schema expects", () => {
    const imagePattern = new RegExp(loadSchemas(path.join(ROOT, "data", "schemas")).get("common.schema.json")!.$defs!.image!.pattern!);
    const images = places(config).flatMap((p) => allFields(p.fields).filter((f) => f.widget === "image").map((f) => ({ ...p, f })));
    expect(images.map((i) => i.where)).toEqual(expect.arrayContaining(["servicios", "articulos", "paginas/home", "paginas/about", "paginas/site"]));
    for (const { fileDir, f } of images) {
      expect(f).toMatchObject({ choose_url: false, media_folder: expect.any(String), public_folder: expect.any(String) });
      const folder = path.posix.join(fileDir, String(f.media_folder));
      expect(fs.existsSync(path.join(ROOT, folder))).toBe(true);
      // Decap stores public_folder and the file name joined with path.join; the value must pass the image pattern
      // and, read relative to the JSON file, point into the media folder.
      const stored = path.posix.join(String(f.public_folder), "nueva.jpg");
      expect([stored, imagePattern.test(stored)]).toEqual([stored, true]);
      expect(f.pattern).toBeUndefined(); // the editor holds images resolved to their folder: a pattern would refuse them
      expect(path.posix.join(fileDir, stored)).toBe(`${folder}/nueva.jpg`);
    }
    expect(fieldAt(collection("servicios").fields!, "image")).toMatchObject({ media_folder: "../images/services", public_folder: "../images/services" });
    expect(fieldAt(entry("paginas", "home").fields, "hero.slides.image")).toMatchObject({ media_folder: "./images/hero", public_folder: "../data/images/hero" });
  });

  test("article bodies are Markdown blocks limited to what src/lib/markdown.ts renders", () => {
    const body = fieldAt(collection("articulos").fields!, "body");
    expect(body).toMatchObject({ widget: "list", min: 1, field: { widget: "markdown", buttons: ["bold", "link"], editor_components: [] } });
    const block = new RegExp(body.field!.pattern![0]);
    const blocks = dataFiles(path.join(ROOT, "data"), ROOT)
      .filter((f) => f.file.startsWith("data/blog/"))
      .flatMap((f) => (f.json as { body: string[] }).body);
    expect(blocks.length).toBeGreaterThan(100);
    expect(blocks.filter((b) => !block.test(b))).toEqual([]);
    const rejected = ["Un párrafo.\n\nOtro párrafo.", "# Título de nivel 1", "#### Nivel 4", "## Título\ny texto", "* uno\n* dos", "Texto\n+ dos", "Precio \\*especial\\*"];
    expect(rejected.filter((b) => block.test(b))).toEqual([]);
    expect(["## Título", "### Subtítulo", "- uno\n- dos", "1. uno\n2. dos", "Texto con **negrita** y [enlace](/contacto)."].every((b) => block.test(b))).toBe(true);
  });

  test("every property of the schemas has a Spanish label: its title", () => {
    const untitled = (s: unknown, at: string): string[] => {
      if (!s || typeof s !== "object") return [];
      const props = Object.entries((s as Schema).properties ?? {}).filter(([k, v]) => k !== "$schema" && k !== "kind" && !v.title).map(([k]) => `${at}.${k}`);
      return props.concat(Object.entries(s).flatMap(([k, v]) => untitled(v, `${at}.${k}`)));
    };
    const missing = [...loadSchemas(path.join(ROOT, "data", "schemas"))].flatMap(([name, schema]) => untitled(schema, name));
    expect(missing).toEqual([]);
  });
});

describe("the configuration follows the schemas and the data files", () => {
  function configAfter(change: (copy: ReturnType<typeof copyData>) => void): Record<string, unknown> {
    const copy = copyData();
    try {
      change(copy);
      return cmsConfig(optionsFor(copy.dir));
    } finally {
      copy.cleanup();
    }
  }

  test("a new required property, a new length limit and a new icon reach the editor", () => {
    const before = collection("servicios").fields!;
    expect(before.some((f) => f.name === "warrantyYears")).toBe(false);
    expect(fieldAt(before, "sections.benefits.items.icon").options).not.toContain("broom");

    const after = configAfter((c) => {
      c.edit("schemas/service.schema.json", (s) => {
        s.properties.warrantyYears = { type: "integer", minimum: 1, maximum: 10, description: "Años de garantía." };
        s.required.push("warrantyYears");
      });
      c.edit("schemas/common.schema.json", (s) => {
        s.$defs.seo.properties.title.maxLength = 70;
        s.$defs.icon.enum.push("broom");
      });
    });
    const service = collection("servicios", after).fields!;
    expect(fieldAt(service, "warrantyYears")).toEqual({ name: "warrantyYears", label: "Warranty years", widget: "number", value_type: "int", min: 1, max: 10, hint: "Años de garantía." });
    expect(fieldAt(service, "seo.title").pattern).toEqual(["^[\\s\\S]{10,70}$", "entre 10 y 70 caracteres"]);
    expect(fieldAt(entry("paginas", "home", after).fields, "seo.title").pattern?.[0]).toBe("^[\\s\\S]{10,70}$");
    expect(fieldAt(service, "sections.benefits.items.icon").options).toContain("broom");
    expect(fieldAt(entry("paginas", "about", after).fields, "certifications.items.icon").options).toContain("broom");
  });

  test("a new data file is picked up from data/ and its $schema", () => {
    const after = configAfter((c) => {
      c.write("legal/aviso-nuevo.json", JSON.stringify({ ...JSON.parse(fs.readFileSync(path.join(ROOT, "data", "legal", "aviso-legal.json"), "utf8")), title: "Aviso nuevo" }));
      c.write("opiniones-extra.json", JSON.stringify({ $schema: "./schemas/testimonials.schema.json", items: [] }));
    });
    expect(entry("legal", "aviso-nuevo", after)).toMatchObject({ label: "Aviso nuevo", file: "data/legal/aviso-nuevo.json" });
    expect(entry("paginas", "opiniones-extra", after)).toMatchObject({ label: "Opiniones de clientes", file: "data/opiniones-extra.json" });
  });

  test("a schema the editor cannot follow is an error that says what to do", () => {
    expect(() => configAfter((c) => c.edit("schemas/article.schema.json", (s) => delete s.properties.image["x-media"]))).toThrow(/article\.schema\.json, campo image: .*"x-media"/);
    expect(() => configAfter((c) => c.edit("schemas/article.schema.json", (s) => (s.properties.category["x-ref"] = "author")))).toThrow(/x-ref "author"/);
  });

  test("a data file the content check rejects (broken JSON, no $schema) is left out, not fatal", () => {
    const after = configAfter((c) => {
      c.write("suelto.json", "{}");
      c.write("legal/aviso-legal.json", '{ "$schema": "../schemas/legal.schema.json", ');
    });
    const files = collectionsOf(after).flatMap((col) => (col.files ?? []).map((f) => f.file));
    expect(files).not.toContain("data/suelto.json");
    expect(files).not.toContain("data/legal/aviso-legal.json");
    expect(files).toContain("data/legal/politica-cookies.json");
  });
});
