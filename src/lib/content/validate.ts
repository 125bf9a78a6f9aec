import fs from "fs";
import path from "path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { loadDataFiles, type DataFile } from "./load";
import { fieldPath, formatAjvError } from "./messages";
import { checkRecords, type ContentOptions, type Reference } from "./records";
import { checkFacts } from "./facts";
import { articlePath, servicePath } from "../routes";

export type { ContentOptions, Reference } from "./records";

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

export interface ContentResult {
  errors: string[];
  /** Nothing wrong for the build, but something the company must do before going live. */
  warnings: string[];
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
  // Annotation only: the folder under data/ where an image field's files live, for the CMS (src/lib/cms).
  ajv.addKeyword({ keyword: "x-media", schemaType: "string" });
  for (const name of fs.readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")).sort()) {
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, name), "utf8")) as Record<string, unknown>;
    delete schema.$schema; // draft-07 marker for editors; ajv runs its default draft
    ajv.addSchema(schema, name);
  }
  return ajv;
}

/** The page a record file makes, by its place and name: "services/x.json" → /servicios/x, "blog/3.json" → /blog/3. */
export function routeOfFile(rel: string): string | undefined {
  const [folder, name] = rel.replace(/\.json$/, "").split("/");
  if (folder === "services" && name) return servicePath(name);
  if (folder === "blog" && name && /^\d+$/.test(name)) return articlePath(Number(name));
  if (folder === "legal" && name) return `/${name}`;
  return undefined;
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
  const { files, errors, unreadable } = loadDataFiles(dataDir);
  const bySchema = new Map<string, DataFile[]>();
  const refs: Reference[] = [];
  const valid: DataFile[] = [];

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
    valid.push(file);
  }

  for (const [schema, expected] of Object.entries(SINGLETONS)) {
    const found = bySchema.get(schema) ?? [];
    if (found.length === 0 && !errors.some((e) => e.startsWith(expected))) errors.push(`${expected}: falta este archivo (o no usa ${schema}).`);
    if (found.length > 1) errors.push(`${found.map((f) => f.file).join(" y ")}: solo puede haber un archivo con ${schema}.`);
  }

  // A page whose file has a syntax error still exists for links to it: its own error is the one to report.
  const pageRoutes = [...options.pageRoutes, ...unreadable.flatMap((rel) => routeOfFile(rel) ?? [])];
  errors.push(...checkRecords(bySchema, refs, { ...options, pageRoutes }));
  const facts = checkFacts(valid, bySchema);
  errors.push(...facts.errors);
  return { errors, warnings: facts.warnings, bySchema };
}
