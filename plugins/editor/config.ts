/**
 * The Decap CMS configuration (written to public/admin/config.yml at build time), generated from data/schemas and the
 * JSON files in data/: the editor enforces what the content check enforces, and a new data file or a schema change
 * reaches it with no YAML to keep in step.
 */
import path from "path";
import { loadDataFiles } from "../content-check/load";
import { loadSchemas } from "../data-layer/schemas";
import { LOCAL_BACKEND_URL } from "./backend";
import { objectFields, words, type CmsField, type Schema } from "./fields";
import { RECORDS, REFS, SINGLE_FILES_EDITOR, type RecordKind } from "../../src/lib/content/kinds";

export type { CmsField } from "./fields";

export interface CmsOptions {
  /** Absolute path of data/schemas. */
  schemaDir: string;
  /** Absolute path of data. */
  dataDir: string;
  /** Absolute repo root; paths in the configuration are relative to it, e.g. "data/services". */
  root: string;
  /** Decap `backend` block, passed through unchanged. */
  backend: Record<string, unknown>;
  /** Saves through decap-server on this machine (backend.ts) when true. */
  localBackend: boolean;
  /** Drafts before publishing (Decap's editorial workflow). */
  editorialWorkflow?: boolean;
  /** `site_url` and `display_url` when given. */
  siteUrl?: string;
}

const KINDS: readonly RecordKind[] = Object.values(RECORDS);
/** Kinds whose records editors add in a folder collection; the others' files are edited one by one. */
const FOLDERS = KINDS.filter((k) => !k.editor.files);

/** Collections of single files, by their folder under data/ ("" is data/ itself). */
const FILE_GROUPS: Record<string, { name: string; label: string }> = {
  "": SINGLE_FILES_EDITOR,
  ...Object.fromEntries(KINDS.filter((k) => k.editor.files).map((k) => [k.folder, { name: k.editor.name, label: k.editor.label }])),
};

interface SingleFile {
  collection: string;
  name: string;
  /** Path from the repo root, e.g. "data/legal/aviso-legal.json". */
  file: string;
  schema: string;
  label: string;
}

const posix = (p: string) => p.split(path.sep).join("/");
/** "schemas/x.json" → "./schemas/x.json", as the data files write relative paths. */
const dotted = (rel: string) => (rel.startsWith("../") ? rel : `./${rel}`);

/**
 * The JSON files of data/ outside the record folders, by the schema each names. A file that is not valid JSON or names
 * no schema is left out until it is fixed: the content check (plugins/content-check) reports it.
 */
function singleFiles(options: CmsOptions, schemas: ReadonlyMap<string, Schema>): SingleFile[] {
  const out: SingleFile[] = [];
  const { files } = loadDataFiles(options.dataDir, options.root);
  for (const f of files) {
    const dir = path.posix.dirname(f.rel) === "." ? "" : path.posix.dirname(f.rel);
    if (FOLDERS.some((k) => k.folder === dir)) continue;
    const json = f.json as { $schema?: unknown; title?: unknown };
    const schema = typeof json.$schema === "string" ? path.posix.basename(json.$schema) : "";
    if (!schemas.has(schema)) continue;
    const group = FILE_GROUPS[dir] ?? { name: dir.toLowerCase().replace(/[^a-z0-9]+/g, "-"), label: words(dir) };
    const name = path.posix.basename(f.rel, ".json");
    // Files sharing a schema (the legal pages) are told apart by their own title; the others by the schema's.
    const title = typeof json.title === "string" ? json.title : schemas.get(schema)?.title?.split(" (")[0];
    out.push({ collection: group.name, name, file: f.file, schema, label: title ?? words(name) });
  }
  return out;
}

function relation(ref: string, files: SingleFile[]): Record<string, unknown> {
  const target = REFS[ref];
  const folder = FOLDERS.find((k) => k.schema === target?.schema);
  const single = files.find((f) => f.schema === target?.schema);
  if (!target || (!folder && !single)) throw new Error(`x-ref "${ref}": falta a qué archivo de data/ se refiere (REFS en src/lib/content/kinds.ts).`);
  return {
    collection: folder?.editor.name ?? single?.collection,
    ...(folder ? {} : { file: single?.name }),
    value_field: target.value,
    search_fields: [target.display],
    display_fields: [target.display],
    options_length: 500, // Decap offers 20 options unless told otherwise
  };
}

/** The whole Decap configuration object (plain JSON, which is valid YAML). */
export function cmsConfig(options: CmsOptions): Record<string, unknown> {
  const schemas = loadSchemas(options.schemaDir);
  const dataDir = posix(path.relative(options.root, options.dataDir));
  const schemaDir = posix(path.relative(options.root, options.schemaDir));
  const files = singleFiles(options, schemas);

  const fields = (schema: string, fileDir: string): CmsField[] => {
    const ctx = { schemas, fileDir, dataDir, relation: (ref: string) => relation(ref, files) };
    // Each data file names its schema; new entries get it and saved ones keep it.
    const $schema = dotted(path.posix.relative(fileDir, `${schemaDir}/${schema}`));
    return [{ name: "$schema", label: "Esquema", widget: "hidden", default: $schema }, ...objectFields(schemas.get(schema)!, schema, ctx, "")];
  };

  const folderCollections = FOLDERS.map(({ schema, folder: dir, key, editor }) => {
    const folder = `${dataDir}/${dir}`;
    const head = { name: editor.name, label: editor.label, folder }; // readable key order in config.yml
    const description = schemas.get(schema)?.description; // shown above the entry list
    return {
      ...head,
      ...(description ? { description } : {}),
      extension: "json",
      format: "json",
      create: true,
      identifier_field: "title",
      ...(editor.singular ? { label_singular: editor.singular } : {}),
      // The file is {key}.json; the `fields.` prefix reads the field, not the title-derived slug.
      slug: `{{fields.${key}}}`,
      ...(editor.summary ? { summary: editor.summary } : {}),
      ...(editor.sort ? { sortable_fields: editor.sort } : {}),
      fields: fields(schema, folder),
    };
  });
  const groups = [...new Set(files.map((f) => f.collection))];
  const fileCollections = groups.map((name) => ({
    name,
    label: Object.values(FILE_GROUPS).find((g) => g.name === name)?.label ?? words(name),
    format: "json",
    files: files
      .filter((f) => f.collection === name)
      .map((f) => ({ name: f.name, label: f.label, file: f.file, fields: fields(f.schema, path.posix.dirname(f.file)) })),
  }));

  return {
    backend: options.backend,
    ...(options.localBackend ? { local_backend: { url: LOCAL_BACKEND_URL, allowed_hosts: ["127.0.0.1", "localhost"] } } : {}),
    ...(options.editorialWorkflow ? { publish_mode: "editorial_workflow" } : {}),
    locale: "es",
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    // Defaults only: every image field sets its own folders next to its JSON file.
    media_folder: `${dataDir}/images`,
    public_folder: "/images",
    collections: [...folderCollections, ...fileCollections],
  };
}
