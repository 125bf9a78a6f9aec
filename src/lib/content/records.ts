import fs from "fs";
import path from "path";
import type { DataFile } from "./load";
import { markdownLinks } from "../markdown";
import { articlePath, servicePath } from "../routes";

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

/** What no schema can check: unique slugs and ids, routes, links and their anchors, images, references. */
export function checkRecords(bySchema: Map<string, DataFile[]>, refs: Reference[], options: ContentOptions): string[] {
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
  for (const file of services) routes.add(servicePath(String(json(file).slug)));
  for (const file of articles) routes.add(articlePath(Number(json(file).id)));

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
  const about = bySchema.get("about.schema.json")?.[0];
  const certifications = ((about?.json as { certifications?: { items?: { id: string }[] } } | undefined)?.certifications?.items ?? []).map((c) => c.id);

  // What an "x-ref" in a schema may name, and where the names come from. A name list whose file is missing is
  // unknown (null): that file's own error is reported, and every reference to it would only repeat it.
  const from = (file: DataFile | undefined, values: string[]) => (file ? values : null);
  const refTargets: Record<string, { values: string[] | null; message: (v: string) => string }> = {
    service: { values: [...slugs], message: (v) => `no hay ningún servicio con el slug "${v}" en data/services.` },
    menuGroup: { values: from(navigation, [...menuGroups]), message: (v) => `el grupo de menú "${v}" no existe en data/navigation.json (megaMenu.groups).` },
    catalogGroup: { values: from(catalog, catalogGroups), message: (v) => `el grupo "${v}" no existe en data/services-page.json (groups).` },
    category: { values: from(blogPage, categories), message: (v) => `la categoría "${v}" no existe en data/blog-page.json (categories).` },
    certification: { values: from(about, certifications), message: (v) => `la certificación "${v}" no existe en data/about.json (certifications.items).` },
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
      else if (target.values && !target.values.includes(ref.value)) errors.push(`${ref.file.file}, campo "${ref.field}": ${target.message(ref.value)} Valores posibles: ${target.values.join(", ")}.`);
    }
  }
  return errors;
}
