import type { DataFile } from "./load";
import { pendingFacts, siteTokens, tokensIn, type FactSource, type Milestone } from "../../src/lib/interpolate";

export interface FactsCheck {
  errors: string[];
  /** Values the company must still fill in before going live; the build warns about them. */
  warnings: string[];
}

/** Every string of a JSON value with its field path ("sections[2].items[0].text"). */
export function* strings(value: unknown, at = ""): Generator<[field: string, text: string]> {
  if (typeof value === "string") yield [at || "(raíz del archivo)", value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${at}[${i}]`);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (key !== "$schema") yield* strings(item, at ? `${at}.${key}` : key);
  }
}

/** The company's facts as data/ holds them: data/site.json, the milestones of data/about.json, the {tokens} they make. */
export interface Facts {
  siteFile: DataFile;
  site: FactSource;
  aboutFile?: DataFile;
  /** Whether data/about.json is valid, so that its milestone years can be known. */
  aboutValid: boolean;
  milestones: Milestone[];
  /** Every {token} with its value ({siteUrl}, the same on every page, is left empty). */
  tokens: Record<string, string>;
}

/** The facts, or undefined without a valid data/site.json (whose own errors are then reported). */
export function readFacts(valid: readonly DataFile[], bySchema: Map<string, DataFile[]>): Facts | undefined {
  const siteFile = bySchema.get("site.schema.json")?.[0];
  const aboutFile = bySchema.get("about.schema.json")?.[0];
  if (!siteFile || !valid.includes(siteFile)) return undefined;
  const site = siteFile.json as FactSource;
  const aboutValid = aboutFile !== undefined && valid.includes(aboutFile);
  const milestones = aboutValid ? (aboutFile.json as { history: { milestones: Milestone[] } }).history.milestones : [];
  return { siteFile, site, aboutFile, aboutValid, milestones, tokens: siteTokens(site, "", milestones) };
}

/**
 * What makes the company's facts trustworthy across pages: every {token} in any text names a fact that exists, the
 * years of experience agree with the founding year, milestones fall between it and today.
 */
export function checkFacts(valid: readonly DataFile[], bySchema: Map<string, DataFile[]>, today = new Date()): FactsCheck {
  const facts = readFacts(valid, bySchema);
  // Without a valid site.json its own errors are already reported; tokens cannot be checked against it.
  if (!facts) return { errors: [], warnings: [] };
  const { siteFile, site, aboutFile, aboutValid, milestones, tokens: known } = facts;
  const names = Object.keys(known).map((n) => `{${n}}`);
  const errors: string[] = [];

  for (const file of valid) {
    for (const [field, text] of strings(file.json)) {
      for (const name of tokensIn(text)) {
        // Milestone years come from data/about.json; when that file has errors of its own, they cannot be checked.
        if (known[name] === undefined && (aboutValid || !name.startsWith("year."))) errors.push(`${file.file}, campo "${field}": el marcador {${name}} no existe. Marcadores posibles: ${names.join(", ")}.`);
      }
    }
  }

  const year = today.getFullYear();
  const { years, yearsAlt } = site.figures;
  if (years > year - site.foundedYear) {
    errors.push(`${siteFile.file}, campo "figures.years": ${years} años de experiencia no caben desde ${site.foundedYear} (fundación, foundedYear) hasta ${year}.`);
  }
  if (yearsAlt > years) errors.push(`${siteFile.file}, campo "figures.yearsAlt": ${yearsAlt} no puede ser mayor que figures.years (${years}).`);
  milestones.forEach((m, i) => {
    const y = Number(m.year);
    if (y < site.foundedYear || y > year) {
      errors.push(`${aboutFile!.file}, campo "history.milestones[${i}].year": ${m.year} no está entre la fundación (${site.foundedYear}) y ${year}.`);
    }
  });

  const warnings = pendingFacts(site).map(
    (field) => `${siteFile.file}, campo "${field}": PENDIENTE. Es un dato que la empresa debe completar antes de publicar el sitio (el aviso legal lo muestra).`,
  );
  return { errors, warnings };
}
