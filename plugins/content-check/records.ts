import fs from "fs";
import path from "path";
import type { DataFile } from "./load";
import { repeats } from "./repeats";
import { markdownLinks } from "../../src/lib/markdown";
import { isSitePath } from "../../src/lib/routes";
import { RECORDS, REFS, recordPath, valuesAt } from "../../src/lib/content/kinds";

/** A value in a data file that points at something else: checked once every file is read. */
export interface Reference {
  file: DataFile;
  field: string;
  kind: "link" | "image" | "ref" | "markdown";
  /** For kind "ref": what it names ("service", "menuGroup"). */
  target?: string;
  value: string;
}

export interface ContentOptions {
  /** Routes of the files in src/pages, e.g. "/", "/servicios". */
  pageRoutes: string[];
  /** Fragment ids present on fixed pages, by route. */
  pageAnchors?: Record<string, string[]>;
}

/** What no schema can check: unique slugs and ids (titles and page heads: repeats.ts), routes, links and their anchors, images, references. */
export function checkRecords(bySchema: Map<string, DataFile[]>, refs: Reference[], options: ContentOptions): string[] {
  const errors: string[] = [];
  const services = bySchema.get("service.schema.json") ?? [];
  const json = (f: DataFile) => f.json as Record<string, unknown>;

  for (const kind of Object.values(RECORDS)) {
    const files = bySchema.get(kind.schema) ?? [];
    const keys = files.map((file) => ({ file, field: kind.key, value: json(file)[kind.key] }));
    errors.push(...repeats(keys, (value, where) => `el ${kind.key} ${JSON.stringify(value)} ya lo usa ${where}.`));
    for (const file of files) {
      const expected = path.basename(file.absPath, ".json");
      if (String(json(file)[kind.key]) !== expected) errors.push(`${file.file}, campo "${kind.key}": debe ser "${expected}", igual que el nombre del archivo.`);
    }
  }

  const fixed = new Set(options.pageRoutes);
  const routes = new Set(options.pageRoutes);
  for (const kind of Object.values(RECORDS)) {
    for (const file of bySchema.get(kind.schema) ?? []) {
      const route = recordPath(kind, String(json(file)[kind.key]));
      if (fixed.has(route)) errors.push(`${file.file}, campo "${kind.key}": la ruta ${route} ya es una página del sitio.`);
      routes.add(route);
    }
  }

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

  // What an "x-ref" may name (src/lib/content/kinds.ts REFS). A name list whose file is missing is unknown (null):
  // that file's own error is reported, and every reference to it would only repeat it.
  const refTargets = new Map(
    Object.entries(REFS).map(([name, ref]) => {
      const files = bySchema.get(ref.schema) ?? [];
      const record = Object.values(RECORDS).find((k) => k.schema === ref.schema);
      const values = record ? files.flatMap((f) => valuesAt(f.json, ref.value)) : files[0] ? valuesAt(files[0].json, ref.value) : null;
      const where = record ? `data/${record.folder}` : (files[0]?.file ?? ref.schema);
      const list = ref.value.replace(/\.\*(\.[^.]+)?$/, "").replace(/\.\*/g, "");
      return [name, { values, message: (v: string) => ref.message.replace("{value}", v).replace("{where}", where).replace("{path}", list) }];
    }),
  );

  const checkLink = (ref: Reference, href: string, where: string) => {
    if (/^(https?:|mailto:|tel:)/.test(href)) return;
    // Anything else must be a path of this site, as the pages will judge it (isSitePath): "/\host" is another host.
    if (!isSitePath(href)) {
      errors.push(`${ref.file.file}, campo "${ref.field}": ${where}"${href}" lleva a una página que no existe: no es una ruta de este sitio (estas empiezan por una sola «/» y no llevan «\\», %5C ni %2F).`);
      return;
    }
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
      const target = refTargets.get(ref.target ?? "");
      if (!target) errors.push(`${ref.file.file}, campo "${ref.field}": referencia de tipo desconocido "${ref.target}" en el esquema.`);
      else if (target.values && !target.values.includes(ref.value)) errors.push(`${ref.file.file}, campo "${ref.field}": ${target.message(ref.value)} Valores posibles: ${target.values.join(", ")}.`);
    }
  }
  return errors;
}
