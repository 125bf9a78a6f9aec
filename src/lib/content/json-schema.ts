/**
 * The JSON Schema keywords data/schemas uses, with the project's own annotations, and the one `$ref` resolver. Shared
 * by the content check, the data layer's GraphQL types, the editor's fields and the editor's previews.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  $defs?: Record<string, JsonSchema>;
  enum?: (string | number)[];
  const?: string | number;
  oneOf?: JsonSchema[];
  discriminator?: { propertyName: string };
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  /** A path to an image file, relative to the data file. */
  "x-image"?: boolean;
  /** One block of the site's Markdown (src/lib/markdown.ts). */
  "x-markdown"?: boolean;
  /** A link to a page of the site. */
  "x-link"?: boolean;
  /** Names a record or a value of another file (src/lib/content/kinds.ts REFS). */
  "x-ref"?: string;
  /** For an image: the folder under data/ its files live in. */
  "x-media"?: string;
  /** For a pattern: what it asks for, in words, shown by the editor. */
  "x-pattern-message"?: string;
  /** For a single-file kind: the fixed page (src/pages) that shows it. */
  "x-page"?: string;
}

/** Finds a schema file by name ("common.schema.json"). */
export type SchemaLookup = (file: string) => JsonSchema | undefined;

export interface Resolved {
  schema: JsonSchema;
  /** The file the resolved schema lives in, for its own relative $refs. */
  file: string;
  /** The last step of the pointer ("seo" for common.schema.json#/$defs/seo), "" for a schema without $ref. */
  defName: string;
}

/** Follows $ref (into this or another schema file, repeatedly); the referring schema's own keywords win. */
export function resolveRef(schema: JsonSchema, file: string, lookup: SchemaLookup): Resolved {
  if (!schema.$ref) return { schema, file, defName: "" };
  const [target = "", pointer = ""] = schema.$ref.split("#");
  const at = target || file;
  const parts = pointer.split("/").filter(Boolean);
  let found: JsonSchema | undefined = lookup(at);
  for (const part of parts) found = (found as Record<string, JsonSchema> | undefined)?.[part];
  if (!found) throw new Error(`${file}: $ref ${schema.$ref} no existe.`);
  const { $ref: _ref, ...own } = schema;
  const inner = resolveRef(found, at, lookup);
  return { schema: { ...inner.schema, ...own }, file: inner.file, defName: inner.defName || parts[parts.length - 1] || "" };
}
