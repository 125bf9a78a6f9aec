import fs from "fs";
import path from "path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { loadDataFiles, type DataFile } from "./load";
import { fieldPath, formatAjvError } from "./messages";
import { checkRecords, type ContentOptions, type Reference } from "./records";
import { checkFacts, readFacts } from "./facts";
import { checkRepeats } from "./repeats";
import { loadSchemas, contentKinds, type ContentKind } from "../data-layer/schemas";
import { RECORDS, recordPath } from "../../src/lib/content/kinds";

export type { ContentOptions, Reference } from "./records";

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

function createAjv(schemas: ReadonlyMap<string, object>): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, discriminator: true, strict: true, strictRequired: false });
  addFormats(ajv, ["date"]);
  ajv.addKeyword({ keyword: "x-link", schemaType: "boolean", errors: false, validate: collector("link") });
  ajv.addKeyword({ keyword: "x-image", schemaType: "boolean", errors: false, validate: collector("image") });
  ajv.addKeyword({ keyword: "x-markdown", schemaType: "boolean", errors: false, validate: collector("markdown") });
  ajv.addKeyword({ keyword: "x-ref", schemaType: "string", errors: false, validate: collector("ref") });
  // Annotations for the editor (plugins/editor) and the sitemap (plugins/sitemap-files).
  ajv.addKeyword({ keyword: "x-media", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-pattern-message", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-page", schemaType: "string" });
  for (const [name, schema] of schemas) {
    const { $schema: _draft, ...rest } = schema as Record<string, unknown>; // draft-07 marker for editors; ajv runs its default draft
    ajv.addSchema(rest, name);
  }
  return ajv;
}

/** The page a record file makes, by its folder and name (the name is the record's key): "services/x.json" → /servicios/x. */
export function routeOfFile(rel: string): string | undefined {
  const [folder, name] = rel.replace(/\.json$/, "").split("/");
  const kind = Object.values(RECORDS).find((k) => k.folder === folder);
  return kind && name ? recordPath(kind, name) : undefined;
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

/** Validates every data file against its JSON Schema and checks what no schema can: uniqueness (of titles and page heads too), links, images. */
export function validateContent(dataDir: string, options: ContentOptions): ContentResult {
  const schemaDir = path.join(dataDir, "schemas");
  const schemas = loadSchemas(schemaDir);
  const ajv = createAjv(schemas);
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

  for (const { schema, file: expected } of contentKinds(schemas).filter((k): k is ContentKind & { file: string } => Boolean(k.file))) {
    const found = bySchema.get(schema) ?? [];
    if (found.length === 0 && !errors.some((e) => e.startsWith(expected))) errors.push(`${expected}: falta este archivo (o no usa ${schema}).`);
    if (found.length > 1) errors.push(`${found.map((f) => f.file).join(" y ")}: solo puede haber un archivo con ${schema}.`);
  }

  // A page whose file has a syntax error still exists for links to it: its own error is the one to report.
  const pageRoutes = [...options.pageRoutes, ...unreadable.flatMap((rel) => routeOfFile(rel) ?? [])];
  errors.push(...checkRecords(bySchema, refs, { ...options, pageRoutes }));
  const pages = contentKinds(schemas).flatMap((k) => (k.record || k.page ? [k.schema] : []));
  errors.push(...checkRepeats(bySchema, valid, pages, readFacts(valid, bySchema)));
  const facts = checkFacts(valid, bySchema);
  errors.push(...facts.errors);
  return { errors, warnings: facts.warnings, bySchema };
}
