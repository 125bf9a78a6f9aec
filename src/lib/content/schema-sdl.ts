import { resolveRef, type JsonSchema } from "./json-schema";
import { RECORDS, REFS, nodeType } from "./kinds";

export type { JsonSchema } from "./json-schema";

/**
 * Derives the GraphQL type definitions of the data layer from the JSON Schemas in data/schemas, so the
 * schema is written once: what the editor and the build validate is what the pages can query.
 */

export interface UnionDef {
  name: string;
  /** Discriminator value → member type name. */
  members: Record<string, string>;
  propertyName: string;
}

export interface SdlResult {
  typeDefs: string[];
  unions: UnionDef[];
}

export type SchemaLoader = (file: string) => JsonSchema;

/** The "x-ref" kinds that name a record of another kind by its key: a GraphQL link to that record's node. */
const LINKED_REFS: Record<string, { type: string; by: string }> = Object.fromEntries(
  Object.entries(REFS).flatMap(([name, ref]) => {
    const kind = Object.values(RECORDS).find((k) => k.schema === ref.schema && k.key === ref.value);
    return kind ? [[name, { type: nodeType(kind.schema), by: kind.key }]] : [];
  }),
);

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** Builds SDL for one node type and every nested type it uses; shared definitions are emitted once across calls. */
export class SdlBuilder {
  private readonly defs = new Map<string, string>();
  private readonly unions = new Map<string, UnionDef>();

  constructor(private readonly load: SchemaLoader) {}

  /** The node type of a kind (src/lib/content/kinds.ts), named after its schema file. */
  addNodeType(schemaFile: string): void {
    this.objectType(nodeType(schemaFile), this.load(schemaFile), schemaFile, true);
  }

  result(): SdlResult {
    return { typeDefs: [...this.defs.values()], unions: [...this.unions.values()] };
  }

  private resolve(ref: string, file: string): { schema: JsonSchema; file: string; defName: string } {
    return resolveRef({ $ref: ref }, file, this.load);
  }

  /** Name for a referenced definition, from its file: common.schema.json#/$defs/seo → ContentSeo. */
  private refTypeName(file: string, defName: string): string {
    const prefix = file === "common.schema.json" ? "Content" : pascal(file.replace(/\.schema\.json$/, ""));
    return `${prefix}${pascal(defName)}`;
  }

  private objectType(name: string, schema: JsonSchema, file: string, isNode = false): string {
    if (this.defs.has(name)) return name;
    this.defs.set(name, ""); // reserve, for recursive definitions
    const required = new Set(schema.required ?? []);
    const fields: string[] = [];
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      if (key === "$schema") continue;
      // gatsby-transformer-json replaces a record's own id with the node id and keeps it as jsonId
      const field = isNode && key === "id" ? "jsonId" : key;
      const type = this.fieldType(`${name}${pascal(key)}`, prop, file);
      const directive = type.directive ? ` ${type.directive}` : "";
      fields.push(`  ${field}: ${type.gql}${required.has(key) ? "!" : ""}${directive}`);
    }
    const head = isNode ? `type ${name} implements Node @dontInfer` : `type ${name}`;
    this.defs.set(name, `${head} {\n${fields.join("\n")}\n}`);
    return name;
  }

  private fieldType(name: string, schema: JsonSchema, file: string): { gql: string; directive?: string } {
    if (schema.$ref) {
      const { schema: target, file: targetFile, defName } = this.resolve(schema.$ref, file);
      const merged = { ...target, ...schema, $ref: undefined };
      if (this.isObjectLike(target)) return this.fieldType(this.refTypeName(targetFile, defName), { ...target }, targetFile);
      return this.fieldType(name, merged, targetFile);
    }
    if (schema["x-image"]) return { gql: "File", directive: "@fileByRelativePath" };
    const link = typeof schema["x-ref"] === "string" ? LINKED_REFS[schema["x-ref"]] : undefined;
    if (link) return { gql: link.type, directive: `@link(by: "${link.by}")` };
    if (schema.oneOf && schema.discriminator) return { gql: this.unionType(name, schema, file) };
    if (schema.enum || schema.const !== undefined) return { gql: "String" };
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case "string":
        // Free text may cite the company's facts as {tokens} (src/lib/interpolate.ts); slugs, links, dates and
        // references (a pattern, a format or an x-ref) never do, and stay plain so Gatsby can filter on them.
        return schema.pattern || schema.format || schema["x-ref"] ? { gql: "String" } : { gql: "String", directive: "@fill" };
      case "integer":
        return { gql: "Int" };
      case "number":
        return { gql: "Float" };
      case "boolean":
        return { gql: "Boolean" };
      case "array": {
        const item = this.fieldType(name, schema.items ?? {}, file);
        return { gql: `[${item.gql}!]`, directive: item.directive };
      }
      case "object":
        return { gql: this.objectType(name, schema, file) };
      default:
        throw new Error(`${file}: cannot map ${JSON.stringify(schema).slice(0, 80)} to GraphQL`);
    }
  }

  private isObjectLike(schema: JsonSchema): boolean {
    return schema.type === "object" || Boolean(schema.oneOf);
  }

  private unionType(name: string, schema: JsonSchema, file: string): string {
    if (this.unions.has(name)) return name;
    const propertyName = schema.discriminator!.propertyName;
    const members: Record<string, string> = {};
    for (const variant of schema.oneOf ?? []) {
      const resolved = variant.$ref ? this.resolve(variant.$ref, file) : { schema: variant, file };
      const tag = String(resolved.schema.properties?.[propertyName]?.const);
      members[tag] = this.objectType(`${name}${pascal(tag)}`, resolved.schema, resolved.file);
    }
    this.unions.set(name, { name, members, propertyName });
    return name;
  }
}
