/**
 * The kinds of content, described once. Every schema in data/schemas with properties is a kind, and its GraphQL node
 * type is its name in PascalCase plus "Json" (service.schema.json → ServiceJson). A kind is a single file,
 * data/{name}.json, unless it is listed in RECORDS: a folder of files, one page each. The content check, the data
 * layer's types, createPages, the routes, the sitemap dates and the editor's collections all read this module.
 */

import { RECORD_ROUTES, fillRoute, routeKey, sectionOf } from "../routes";

export interface RecordKind {
  schema: string;
  /** Folder under data/ holding one file per record. */
  folder: string;
  /** Page address of a record (src/lib/routes.ts): {field} is filled from the record. */
  route: string;
  /** The field in the route, which also names the file: {field}.json. */
  key: string;
  /** The field a visitor knows a record by (its heading, its cards and links): no two records of the kind share it. */
  title: string;
  /** src/templates/{template}.tsx renders each record. */
  template: string;
  /** The editor's collection: a folder where editors add records, or one entry per file. */
  editor: { name: string; label: string; singular?: string; files?: boolean; summary?: string; sort?: string[] };
}

export const RECORDS = {
  service: {
    schema: "service.schema.json",
    folder: "services",
    route: RECORD_ROUTES.service,
    key: routeKey(RECORD_ROUTES.service),
    title: "title",
    template: "service-page",
    editor: { name: "servicios", label: "Servicios", singular: "Servicio" },
  },
  article: {
    schema: "article.schema.json",
    folder: "blog",
    route: RECORD_ROUTES.article,
    key: routeKey(RECORD_ROUTES.article),
    title: "title",
    template: "article-page",
    editor: { name: "articulos", label: "Artículos del blog", singular: "Artículo", summary: "{{fields.id}}. {{fields.title}}", sort: ["date", "title"] },
  },
  legal: {
    schema: "legal.schema.json",
    folder: "legal",
    route: RECORD_ROUTES.legal,
    key: routeKey(RECORD_ROUTES.legal),
    title: "title",
    template: "legal-page",
    editor: { name: "legal", label: "Textos legales", files: true },
  },
} as const satisfies Record<string, RecordKind>;

/** The site's sections, the fixed first step of a record kind's route ("/servicios/", "/blog/"): what a 404 may count. */
export const recordSections = (): string[] => Object.values(RECORDS).flatMap((kind) => sectionOf(kind.route) ?? []);

/** The editor's collection of the single files in data/ itself. */
export const SINGLE_FILES_EDITOR = { name: "paginas", label: "Páginas y datos del sitio" };

/**
 * What an "x-ref" in a schema names: the kind (by schema), the path of the allowed values and of their labels, and the
 * message for a value that is not among them ({value}, {where}: the file or folder, {path}: the list in it).
 */
export const REFS: Readonly<Record<string, { schema: string; value: string; display: string; message: string }>> = {
  service: { schema: "service.schema.json", value: "slug", display: "title", message: 'no hay ningún servicio con el slug "{value}" en {where}.' },
  menuGroup: { schema: "navigation.schema.json", value: "megaMenu.groups.*.id", display: "megaMenu.groups.*.title", message: 'el grupo de menú "{value}" no existe en {where} ({path}).' },
  catalogGroup: { schema: "services-page.schema.json", value: "groups.*.id", display: "groups.*.title", message: 'el grupo "{value}" no existe en {where} ({path}).' },
  category: { schema: "blog-page.schema.json", value: "categories.*", display: "categories.*", message: 'la categoría "{value}" no existe en {where} ({path}).' },
  certification: { schema: "about.schema.json", value: "certifications.items.*.id", display: "certifications.items.*.name", message: 'la certificación "{value}" no existe en {where} ({path}).' },
};

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** "services-page.schema.json" → "ServicesPageJson". */
export const nodeType = (schema: string): string => `${pascal(schema.replace(/\.schema\.json$/, ""))}Json`;

/** "services-page.schema.json" → "services-page". */
export const kindName = (schema: string): string => schema.replace(/\.schema\.json$/, "");

/** The record kind of a schema, if it is one. */
export function recordKind(schema: string): RecordKind | undefined {
  return Object.values(RECORDS).find((k) => k.schema === schema);
}

/** The page of a record: recordPath(RECORDS.service, "fontaneria") → "/servicios/fontaneria". */
export function recordPath(kind: RecordKind, key: string | number): string {
  return fillRoute(kind.route, key);
}

/** Node type of a parsed data file, by the schema its "$schema" names; undefined without one. */
export function nodeTypeFor(object: unknown): string | undefined {
  const ref = (object as { $schema?: unknown } | null)?.$schema;
  return typeof ref === "string" ? nodeType(ref.split("/").pop() ?? "") : undefined;
}

/** All values at a dotted path with "*" for every item of a list: valuesAt(json, "groups.*.id"). */
export function valuesAt(json: unknown, dotted: string): string[] {
  let level: unknown[] = [json];
  for (const part of dotted.split(".")) {
    level = level.flatMap((v) => (part === "*" ? (Array.isArray(v) ? v : []) : v && typeof v === "object" ? [(v as Record<string, unknown>)[part]] : []));
  }
  return level.filter((v) => v !== undefined && v !== null).map(String);
}
