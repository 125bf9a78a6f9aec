import type { DataFile } from "./load";
import type { Facts } from "./facts";
import { describeValue } from "./messages";
import { RECORDS } from "../../src/lib/content/kinds";
import { interpolate } from "../../src/lib/interpolate";
import { headTexts, pageTitle, type HeadSource } from "../../src/lib/seo";

/** A value a file gives at one of its fields, which no other file may give. */
export interface Given {
  file: DataFile;
  field: string;
  value: unknown;
}

const reading = new Intl.Collator("es", { numeric: true });

/**
 * Each value given a second time, as an error on the file that repeats it, naming the one that gave it first (and its
 * field, when another): the later in reading order (blog/9 before blog/10), which is mostly the copy just made.
 */
export function repeats(given: readonly Given[], says: (value: unknown, where: string) => string): string[] {
  const seen = new Map<unknown, Given>();
  const errors: string[] = [];
  for (const g of [...given].sort((a, b) => reading.compare(a.file.file, b.file.file))) {
    const first = seen.get(g.value);
    if (!first) seen.set(g.value, g);
    else errors.push(`${g.file.file}, campo "${g.field}": ${says(g.value, first.field === g.field ? first.file.file : `${first.file.file} (campo "${first.field}")`)}`);
  }
  return errors;
}

const json = (file: DataFile) => file.json as Record<string, unknown>;

/**
 * What a visitor or a search engine tells pages apart by: the titles of the records of a kind, and the title and
 * description each page's head carries, as the page computes them (headTexts, its {tokens} filled, the brand after the
 * title: pageTitle). Only valid files are read; the others' errors are reported already.
 */
export function checkRepeats(bySchema: Map<string, DataFile[]>, valid: readonly DataFile[], pageSchemas: readonly string[], facts: Facts | undefined): string[] {
  const of = (schema: string) => (bySchema.get(schema) ?? []).filter((f) => valid.includes(f));
  // An unknown {token} is reported by the facts' check; the text is compared as written.
  const filled = (text: string) => {
    try {
      return facts ? interpolate(text, facts.tokens) : text;
    } catch {
      return text;
    }
  };
  const errors: string[] = [];
  for (const kind of Object.values(RECORDS)) {
    const titles = of(kind.schema).map((file) => ({ file, field: kind.title, value: filled(String(json(file)[kind.title])) }));
    errors.push(...repeats(titles, (v, where) => `el título ${JSON.stringify(v)} ya lo usa ${where}; cada uno necesita el suyo.`));
  }
  const heads = pageSchemas.flatMap(of).flatMap((file) => (json(file).seo ? [{ file, head: headTexts(file.json as HeadSource) }] : []));
  const brand = facts?.site.brand ?? "";
  const titles = heads.map(({ file, head }) => ({ file, field: head.title.field, value: pageTitle(filled(head.title.text), brand) }));
  errors.push(...repeats(titles, (v, where) => `el título de la página, ${JSON.stringify(v)}, ya lo lleva ${where}; cada página necesita el suyo en los buscadores.`));
  const descriptions = heads.map(({ file, head }) => ({ file, field: head.description.field, value: filled(head.description.text) }));
  errors.push(...repeats(descriptions, (v, where) => `la descripción de la página (${describeValue(v)}) ya la lleva ${where}; cada página necesita la suya en los buscadores.`));
  return errors;
}
