/** The JSON Schemas of data/schemas, read in one place, and the kinds of content they define (src/lib/content/kinds.ts). */
import fs from "fs";
import path from "path";
import type { JsonSchema } from "../../src/lib/content/json-schema";
import { kindName, nodeType, recordKind, type RecordKind } from "../../src/lib/content/kinds";

/** Every *.schema.json of the folder, by file name. */
export function loadSchemas(schemaDir: string): Map<string, JsonSchema> {
  const names = fs.readdirSync(schemaDir).filter((f) => f.endsWith(".schema.json")).sort();
  return new Map(names.map((n) => [n, JSON.parse(fs.readFileSync(path.join(schemaDir, n), "utf8")) as JsonSchema]));
}

export interface ContentKind {
  schema: string;
  /** GraphQL node type. */
  type: string;
  /** A folder of records, or else the one file, from the repository root ("data/home.json"). */
  record?: RecordKind;
  file?: string;
  /** The fixed page that shows a single file ("x-page" in its schema). */
  page?: string;
}

/** The kinds: every schema with properties (common.schema.json only holds definitions). */
export function contentKinds(schemas: ReadonlyMap<string, JsonSchema>): ContentKind[] {
  return [...schemas]
    .filter(([, schema]) => schema.properties)
    .map(([schema, json]) => {
      const record = recordKind(schema);
      if (record) return { schema, type: nodeType(schema), record };
      return { schema, type: nodeType(schema), file: `data/${kindName(schema)}.json`, ...(json["x-page"] ? { page: json["x-page"] } : {}) };
    });
}
