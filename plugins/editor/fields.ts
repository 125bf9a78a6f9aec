/**
 * JSON Schema (data/schemas) → Decap CMS field definitions, so the editor asks for what the build's content check
 * (plugins/content-check) demands. Labels are the schemas' own `title`s, hints their `description`s, and a pattern's
 * message its "x-pattern-message". Decap's own behaviour that shapes this is noted where it matters.
 */
import path from "path";
import { resolveRef, type JsonSchema } from "../../src/lib/content/json-schema";

export type Schema = JsonSchema;

/** One Decap field; widget options beside the common keys. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  field?: CmsField;
  fields?: CmsField[];
  types?: CmsField[];
  [option: string]: unknown;
}

export interface FieldContext {
  schemas: ReadonlyMap<string, Schema>;
  /** Folder of the JSON file(s) being edited, relative to the repo root ("data/services"): image paths are relative to it. */
  fileDir: string;
  /** data/ relative to the repo root ("data"): x-media folders are relative to it. */
  dataDir: string;
  /** Relation options (collection, file, value_field…) for an x-ref name. */
  relation: (ref: string) => Record<string, unknown>;
}

/** A key in words, for a property the schema gives no title: "whatsappText" → "Whatsapp text". */
export function words(key: string): string {
  const text = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").trim().toLowerCase();
  return text ? text[0]!.toUpperCase() + text.slice(1) : key;
}

/**
 * One block of src/lib/markdown.ts: a paragraph, a one-line "## " or "### " heading, or lines of "- " or "1. ". It
 * rejects what that renderer would print as typed: blank lines (several blocks), other heading levels, the "* "
 * bullets and the backslash escapes Decap's rich-text mode writes.
 */
const MARKDOWN_BLOCK = "^(?![\\s\\S]*\\n[ \\t]*\\n)(?!#(?!#{1,2} )|#[^\\n]*\\n)(?![\\s\\S]*(?:^|\\n)[*+] )(?![\\s\\S]*\\\\)";
const MARKDOWN_MESSAGE =
  "un solo bloque: un párrafo, un título de una línea con ## o ###, o una lista con «- » o «1. » al principio de cada línea; sin líneas en blanco ni barras invertidas";

/** Free texts that read better in a multi-line box. */
const LONG_TEXT = new Set(["text", "intro", "description", "answer", "solution", "excerpt", "authorBio", "about", "paragraphs", "guarantee", "insuranceText", "controller", "rights", "purpose"]);
/** Which field names a collapsed list item, first found. */
const SUMMARY_KEYS = ["title", "name", "label", "question", "heading", "headline", "problem", "caption", "level", "year", "value"];

function resolve(schema: Schema, file: string, schemas: ReadonlyMap<string, Schema>): { schema: Schema; file: string } {
  return resolveRef(schema, file, (name) => schemas.get(name));
}

function lengthRule(s: Schema): { re: string; message: string } | undefined {
  const min = s.minLength ?? 0;
  const max = s.maxLength;
  if (max === undefined && min <= 1) return undefined; // a required field is never empty; that is all minLength 1 asks
  const message = max === undefined ? `al menos ${min} caracteres` : min > 1 ? `entre ${min} y ${max} caracteres` : `como mucho ${max} caracteres`;
  return { re: `[\\s\\S]{${min},${max ?? ""}}`, message };
}

/** Decap has no length option: lengths become a pattern, ahead of the schema's own pattern when there is one. */
function patternOf(s: Schema): [string, string] | undefined {
  const length = lengthRule(s);
  const own = s.pattern;
  if (!own) return length && [`^${length.re}$`, length.message];
  const message = s["x-pattern-message"] ?? `el formato ${own}`;
  // [\s\S]*? keeps an unanchored schema pattern unanchored after the length lookahead.
  return length ? [`^(?=${length.re}$)[\\s\\S]*?(?:${own})`, `${message}; ${length.message}`] : [own, message];
}

function imageFolders(s: Schema, ctx: FieldContext, where: string): { media_folder: string; public_folder: string } {
  const media = s["x-media"];
  if (!media) throw new Error(`${where}: la imagen no dice en qué carpeta de data/ se guarda; añada "x-media" junto a su "$ref".`);
  const rel = path.posix.relative(ctx.fileDir, path.posix.join(ctx.dataDir, media));
  if (rel.startsWith("../")) return { media_folder: rel, public_folder: rel };
  // Decap writes public_folder + file name through path.join, which drops a leading "./"; reached from the parent
  // folder ("../data/images/hero/x.jpg") the path still starts with ../ as the image pattern asks, and points at the same file.
  return { media_folder: `./${rel}`, public_folder: path.posix.join("..", path.posix.basename(ctx.fileDir), rel) };
}

function summaryOf(lists: CmsField[][]): Record<string, string> {
  const key = SUMMARY_KEYS.find((k) => lists.every((fields) => fields.some((f) => f.name === k)));
  return key ? { summary: `{{fields.${key}}}` } : {};
}

/** The properties of an object schema, in order. Inside an optional object every field is optional (see toField). */
export function objectFields(schema: Schema, file: string, ctx: FieldContext, where: string, relaxed = false, skip?: string): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => key !== "$schema" && key !== skip)
    .map(([key, prop]) => toField(key, prop, file, ctx, required.has(key), relaxed, where ? `${where}.${key}` : key));
}

function listField(name: string, s: Schema, file: string, ctx: FieldContext, where: string): Partial<CmsField> {
  const size = { ...(s.minItems ? { min: s.minItems } : {}), ...(s.maxItems !== undefined ? { max: s.maxItems } : {}) };
  const { schema: items, file: itemFile } = resolve(s.items ?? {}, file, ctx.schemas);
  if (items.oneOf && items.discriminator) {
    const key = items.discriminator.propertyName;
    const types = items.oneOf.map((v): CmsField => {
      const { schema: variant, file: at } = resolve(v, itemFile, ctx.schemas);
      const tag = String(variant.properties?.[key]?.const);
      // Decap writes the type's name under typeKey itself, so the discriminator is no field of its own.
      const fields = objectFields(variant, at, ctx, `${where}[${tag}]`, false, key);
      return { name: tag, label: variant.title ?? words(tag), widget: "object", ...(variant.description ? { hint: variant.description } : {}), fields };
    });
    return { widget: "list", typeKey: key, types, ...size, ...summaryOf(types.map((t) => t.fields ?? [])) };
  }
  if (items["x-ref"]) return { widget: "relation", ...ctx.relation(items["x-ref"]), multiple: true, ...size };
  if (items.type === "object") {
    const fields = objectFields(items, itemFile, ctx, `${where}[]`);
    return { widget: "list", fields, ...size, ...summaryOf([fields]) };
  }
  const field = toField(name, { ...s.items, title: s.items?.title ?? s.title }, file, ctx, true, false, `${where}[]`);
  // An article's body is read and written as a whole: its blocks open, not folded away one by one.
  return { widget: "list", field, ...size, ...(field.widget === "markdown" ? { collapsed: false } : {}) };
}

/**
 * One property as a Decap field. Decap fields are required unless `required: false`, and an object's fields are
 * checked even when the object is left empty, so an optional object (a service's menu) gets optional fields: the
 * build's content check still rejects one filled in halfway.
 */
export function toField(name: string, raw: Schema, file: string, ctx: FieldContext, required: boolean, relaxed: boolean, where: string): CmsField {
  const { schema: s, file: at } = resolve(raw, file, ctx.schemas);
  const field: CmsField = { name, label: raw.title ?? words(name), widget: "string" };
  const hints = raw.description ? [raw.description] : []; // a referenced definition's description is generic ("Texto visible en la página.")
  let options: Partial<CmsField>;

  if (s.const !== undefined) options = { widget: "hidden", default: s.const };
  else if (s.enum) options = { widget: "select", options: s.enum };
  else if (s["x-ref"]) options = { widget: "relation", ...ctx.relation(s["x-ref"]) };
  // No pattern: the editor checks an image's value as it holds it (resolved to its folder), not as it is saved. What is
  // saved always matches, since images are only picked from or uploaded to the field's folder.
  else if (s["x-image"]) options = { widget: "image", ...imageFolders(s, ctx, `${file}, campo ${where}`), choose_url: false, allow_multiple: false };
  else if (s["x-markdown"]) {
    // Only what src/lib/markdown.ts renders: inline bold and links, no images or other editor components.
    options = { widget: "markdown", buttons: ["bold", "link"], editor_components: [], modes: ["raw", "rich_text"], sanitize_preview: true, pattern: [MARKDOWN_BLOCK, MARKDOWN_MESSAGE] };
    hints.push("Un bloque: un párrafo, un título (## o ###) o una lista («- » o «1. » en cada línea). Dentro, **negrita** y [texto](/ruta).");
  } else if (s.type === "string" && s.format === "date") {
    // The native date input shows the browser's locale; `format` is what is stored.
    options = { widget: "datetime", format: "YYYY-MM-DD", date_format: "DD/MM/YYYY", time_format: false, pattern: patternOf(s) };
  } else if (s.type === "string") {
    options = { widget: LONG_TEXT.has(name) || (s.maxLength ?? 0) > 100 ? "text" : "string", pattern: patternOf(s) };
    // A text the schema lets be empty (a figure's suffix): Decap would demand one, so it is optional and starts empty.
    if (required && !s.minLength && !s.pattern) {
      required = false;
      if (!relaxed) options.default = "";
    }
  } else if (s.type === "integer" || s.type === "number") {
    options = { widget: "number", value_type: s.type === "integer" ? "int" : "float", min: s.minimum, max: s.maximum };
  } else if (s.type === "boolean") {
    // An untouched switch has no value, which Decap counts as missing.
    options = { widget: "boolean", ...(required && !relaxed ? { default: false } : {}) };
  } else if (s.type === "object") {
    const fields = objectFields(s, at, ctx, where, relaxed || !required);
    if (!required && s.required?.length) hints.push("Opcional: si lo rellena, complete todos sus campos.");
    options = { widget: "object", fields };
  } else if (s.type === "array") {
    options = listField(name, s, at, ctx, where);
    // Decap counts an empty list as missing: a list the schema lets be empty is optional, and starts empty.
    if (required && !s.minItems) {
      required = false;
      if (!relaxed) options.default = [];
    }
  } else {
    throw new Error(`${file}, campo ${where}: no hay un campo de Decap para ${JSON.stringify(s).slice(0, 120)}`);
  }

  for (const [key, value] of Object.entries(options)) if (value !== undefined) field[key] = value;
  if (!required || relaxed) field.required = false;
  if (hints.length) field.hint = hints.join(" ");
  return field;
}
