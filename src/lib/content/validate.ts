import fs from "fs";
import path from "path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { loadDataFiles, type DataFile } from "./load";
import { fieldPath, formatAjvError } from "./messages";
import { markdownLinks } from "../markdown";

/** A value in a data file that points at something else: checked once every file is read. */
export interface Reference {
  file: DataFile;
  field: string;
  kind: "link" | "image" | "ref" | "markdown";
  /** For kind "ref": what it names ("service", "menuGroup"). */
  target?: string;
  value: string;
}

/** Data files that must exist exactly once, by schema. */
export const SINGLETONS: Record<string, string> = {
  "site.schema.json": "data/site.json",
  "navigation.schema.json": "data/navigation.json",
  "home.schema.json": "data/home.json",
  "testimonials.schema.json": "data/testimonials.json",
  "about.schema.json": "data/about.json",
  "services-page.schema.json": "data/services-page.json",
  "forms.schema.json": "data/forms.json",
  "blog-page.schema.json": "data/blog-page.json",
  "contact.schema.json": "data/contact.json",
};

export interface ContentOptions {
  /** Routes of the files in src/pages, e.g. "/", "/servicios". */
  pageRoutes: string[];
  /** Fragment ids present on fixed pages, by route. */
  pageAnchors?: Record<string, string[]>;
}

export interface ContentResult {
  errors: string[];
  /** Files grouped by the schema file name they name (valid or not). */
  bySchema: Map<string, DataFile[]>;
}

let collected: Reference[] = [];
let current: DataFile | undefined;

function collector(kind: Reference["kind"]) {
  return function collect(schema: unknown, data: unknown, _parent?: unknown, cxt?: { instancePath: string }): boolean {
    if (current && typeof data === "string") {
      collected.push({
        file: current,
        field: fieldPath(cxt?.instancePath ?? ""),
        kind,
        target: typeof schema === "string" ? schema : undefined,
        value: data,
      });
    }
    return true;
  };
}

function createAjv(schemaDir: string): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, strictRequired: false });
  addFormats(ajv, ["date"]);
  ajv.addKeyword({ keyword: "x-link", schemaType: "boolean", errors: false, validate: collector("link") });
  ajv.addKeyword({ keyword: "x-image", schemaType: "boolean", errors: false, validate: collector("image") });
  ajv.addKeyword({ keyword: "x-markdown", schemaType: "boolean", errors: false, validate: collector("markdown") });
  ajv.addKeyword({ keyword: "x-ref", schemaType: "string", errors: false, validate: collector("ref") });
  for (const name of fs.readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")).sort()) {
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, name), "utf8")) as Record<string, unknown>;
    delete schema.$schema; // draft-07 marker for editors; ajv runs its default draft
    ajv.addSchema(schema, name);
  }
  return ajv;
}

/** "index.tsx" → "/", "blog/index.tsx" → "/blog", "sobre-nosotros.tsx" → "/sobre-nosotros". Skips 404 and client-only routes. */
export function pageRoutesFromDir(pagesDir: string, prefix = ""): string[] {
  const routes: string[] = [];
  if (!fs.existsSync(pagesDir)) return routes;
  for (const entry of fs.readdirSync(pagesDir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      routes.push(...pageRoutesFromDir(path.join(pagesDir, entry.name), `${prefix}/${entry.name}`));
      continue;
    }
    const match = /^(.+)\.(tsx|ts|jsx|js)$/.exec(entry.name);
    if (!match || match[1]!.includes("[") || match[1]!.startsWith("_") || /^404/.test(match[1]!)) continue;
    routes.push(match[1] === "index" ? prefix || "/" : `${prefix}/${match[1]}`);
  }
  return routes.sort();
}

function schemaName(file: DataFile, schemaDir: string): { name?: string; error?: string } {
  const ref = (file.json as { $schema?: unknown } | null)?.$schema;
  if (typeof ref !== "string") {
    return { error: `${file.file}, campo "$schema": falta; indica qué esquema valida el archivo (por ejemplo "../schemas/service.schema.json").` };
  }
  const resolved = path.resolve(path.dirname(file.absPath), ref);
  if (path.dirname(resolved) !== path.resolve(schemaDir) || !fs.existsSync(resolved)) {
    return { error: `${file.file}, campo "$schema": "${ref}" no apunta a ningún esquema de data/schemas.` };
  }
  return { name: path.basename(resolved) };
}

/** Validates every data file against its JSON Schema and checks what no schema can: uniqueness, links, images. */
export function validateContent(dataDir: string, options: ContentOptions): ContentResult {
  const schemaDir = path.join(dataDir, "schemas");
  const ajv = createAjv(schemaDir);
  const { files, errors } = loadDataFiles(dataDir);
  const bySchema = new Map<string, DataFile[]>();
  const refs: Reference[] = [];

  for (const file of files) {
    const { name, error } = schemaName(file, schemaDir);
    if (!name) {
      errors.push(error!);
      continue;
    }
    const validate = ajv.getSchema(name) as ValidateFunction;
    collected = [];
    current = file;
    const ok = validate(file.json);
    current = undefined;
    // An invalid file still counts as present, so pages linking to it are not reported too.
    bySchema.set(name, [...(bySchema.get(name) ?? []), file]);
    if (!ok) {
      errors.push(...(validate.errors ?? []).map((e) => formatAjvError(file.file, e)));
      continue; // its own references would only repeat its errors
    }
    refs.push(...collected);
  }

  for (const [schema, expected] of Object.entries(SINGLETONS)) {
    const found = bySchema.get(schema) ?? [];
    if (found.length === 0 && !errors.some((e) => e.startsWith(expected))) errors.push(`${expected}: falta este archivo (o no usa ${schema}).`);
    if (found.length > 1) errors.push(`${found.map((f) => f.file).join(" y ")}: solo puede haber un archivo con ${schema}.`);
  }

  errors.push(...checkRecords(bySchema, refs, options));
  return { errors, bySchema };
}

function duplicates(files: DataFile[], key: string, label: string): string[] {
  const seen = new Map<unknown, DataFile>();
  const errors: string[] = [];
  for (const file of files) {
    const value = (file.json as Record<string, unknown>)[key];
    const first = seen.get(value);
    if (first) errors.push(`${file.file}, campo "${key}": ${label} ${JSON.stringify(value)} ya lo usa ${first.file}.`);
    else seen.set(value, file);
  }
  return errors;
}

function checkRecords(bySchema: Map<string, DataFile[]>, refs: Reference[], options: ContentOptions): string[] {
  const errors: string[] = [];
  const services = bySchema.get("service.schema.json") ?? [];
  const articles = bySchema.get("article.schema.json") ?? [];
  const legal = bySchema.get("legal.schema.json") ?? [];
  const json = (f: DataFile) => f.json as Record<string, unknown>;

  errors.push(...duplicates(services, "slug", "el slug"));
  errors.push(...duplicates(articles, "id", "el id"));
  errors.push(...duplicates(legal, "slug", "el slug"));
  for (const file of services) {
    const expected = path.basename(file.absPath, ".json");
    if (json(file).slug !== expected) errors.push(`${file.file}, campo "slug": debe ser "${expected}", igual que el nombre del archivo.`);
  }

  const routes = new Set(options.pageRoutes);
  for (const file of legal) {
    const route = `/${String(json(file).slug)}`;
    if (routes.has(route)) errors.push(`${file.file}, campo "slug": la ruta ${route} ya es una página del sitio.`);
    routes.add(route);
  }
  for (const file of services) routes.add(`/servicios/${String(json(file).slug)}`);
  for (const file of articles) routes.add(`/blog/${String(json(file).id)}`);

  const catalog = bySchema.get("services-page.schema.json")?.[0];
  const catalogGroups = ((catalog?.json as { groups?: { id: string }[] } | undefined)?.groups ?? []).map((g) => g.id);
  const anchors = new Map<string, Set<string>>(Object.entries(options.pageAnchors ?? {}).map(([k, v]) => [k, new Set(v)]));
  anchors.set("/servicios", new Set([...(anchors.get("/servicios") ?? []), ...catalogGroups]));
  catalogGroups.forEach((id, i) => {
    if (catalogGroups.indexOf(id) !== i) errors.push(`${catalog!.file}, campo "groups[${i}].id": el grupo "${id}" está repetido.`);
    else if (!services.some((f) => json(f).catalogGroup === id)) {
      errors.push(`${catalog!.file}, campo "groups[${i}].id": ningún servicio de data/services usa el grupo "${id}" (catalogGroup); quítelo o asígnelo a algún servicio.`);
    }
  });

  const navigation = bySchema.get("navigation.schema.json")?.[0];
  const menuGroups = new Set(
    ((navigation?.json as { megaMenu?: { groups?: { id: string }[] } } | undefined)?.megaMenu?.groups ?? []).map((g) => g.id),
  );
  const slugs = new Set(services.map((f) => String(json(f).slug)));
  const blogPage = bySchema.get("blog-page.schema.json")?.[0];
  const categories = (blogPage?.json as { categories?: string[] } | undefined)?.categories ?? [];

  // What an "x-ref" in a schema may name, and where the names come from.
  const refTargets: Record<string, { values: string[]; message: (v: string) => string }> = {
    service: { values: [...slugs], message: (v) => `no hay ningún servicio con el slug "${v}" en data/services.` },
    menuGroup: { values: [...menuGroups], message: (v) => `el grupo de menú "${v}" no existe en data/navigation.json (megaMenu.groups).` },
    catalogGroup: { values: catalogGroups, message: (v) => `el grupo "${v}" no existe en data/services-page.json (groups).` },
    category: { values: categories, message: (v) => `la categoría "${v}" no existe en data/blog-page.json (categories).` },
  };

  const checkLink = (ref: Reference, href: string, where: string) => {
    if (/^(https?:|mailto:|tel:)/.test(href)) return;
    const [route = "", fragment] = href.split("#");
    const normal = route.length > 1 ? route.replace(/\/$/, "") : route;
    if (!routes.has(normal)) {
      errors.push(`${ref.file.file}, campo "${ref.field}": ${where}"${href}" lleva a una página que no existe.`);
    } else if (fragment !== undefined && !anchors.get(normal)?.has(fragment)) {
      errors.push(`${ref.file.file}, campo "${ref.field}": ${where}"${href}" apunta a la sección #${fragment}, que no existe en ${normal}.`);
    }
  };

  for (const ref of refs) {
    if (ref.kind === "link") checkLink(ref, ref.value, "el enlace ");
    if (ref.kind === "markdown") for (const href of markdownLinks(ref.value)) checkLink(ref, href, "el enlace del texto ");
    if (ref.kind === "image") {
      const abs = path.resolve(path.dirname(ref.file.absPath), ref.value);
      const root = ref.file.absPath.slice(0, ref.file.absPath.length - ref.file.file.length);
      const shown = path.relative(root, abs).split(path.sep).join("/");
      if (!fs.existsSync(abs)) errors.push(`${ref.file.file}, campo "${ref.field}": la imagen "${ref.value}" no existe (se buscó ${shown}).`);
    }
    if (ref.kind === "ref") {
      const target = refTargets[ref.target ?? ""];
      if (!target) errors.push(`${ref.file.file}, campo "${ref.field}": referencia de tipo desconocido "${ref.target}" en el esquema.`);
      else if (!target.values.includes(ref.value)) errors.push(`${ref.file.file}, campo "${ref.field}": ${target.message(ref.value)} Valores posibles: ${target.values.join(", ")}.`);
    }
  }
  return errors;
}
