/** What the {tokens} are made of: data/site.json (and the milestones of data/about.json), as read at build. */
import { KEY_ROUNDS } from "./enquiry/seal";

export interface FactSource {
  brand: string;
  legalName: string;
  taxId: string;
  registry: { office: string; volume: string; folio: string; sheet: string; entry: string };
  foundedYear: number;
  address: { street: string; postalCode: string; locality: string; region: string; countryName: string };
  phones: { main: { display: string }; second: { display: string }; urgent: { display: string } };
  emails: { general: string; quotes: string };
  areas: readonly unknown[];
  figures: {
    years: number;
    yearsAlt: number;
    clients: number;
    jobs: number;
    communities: number;
    terraces: number;
    trainingHours: number;
    insuranceEuros: number;
    replyHours: number;
  };
  keptEnquiryHours: number;
}

export interface Milestone {
  id?: string | null;
  year: string;
}

/** Spanish number format: 600.000, but 1000 (four digits take no separator, as the RAE writes them). */
const number = (n: number) => new Intl.NumberFormat("es-ES").format(n);

/**
 * The {tokens} any text in data/ may use, so each fact about the company is written once: contact details, the
 * figures ("más de {years} años", "{clients}"), the insurance ("hasta {insurance}") and milestone years
 * ("desde {year.industrial}").
 */
export function siteTokens(site: FactSource, siteUrl: string, milestones: readonly Milestone[] = []): Record<string, string> {
  const a = site.address;
  const f = site.figures;
  const r = site.registry;
  const tokens: Record<string, string> = {
    brand: site.brand,
    legalName: site.legalName,
    taxId: site.taxId,
    address: `${a.street}, ${a.postalCode} ${a.locality} (${a.region}), ${a.countryName}`,
    phoneMain: site.phones.main.display,
    phoneSecond: site.phones.second.display,
    phoneUrgent: site.phones.urgent.display,
    emailGeneral: site.emails.general,
    emailQuotes: site.emails.quotes,
    siteUrl,
    foundedYear: String(site.foundedYear),
    years: number(f.years),
    yearsAlt: number(f.yearsAlt),
    clients: number(f.clients),
    jobs: number(f.jobs),
    localities: number(site.areas.length),
    communities: number(f.communities),
    terraces: number(f.terraces),
    trainingHours: number(f.trainingHours),
    // A no-break space keeps the amount and its sign on one line.
    insurance: `${number(f.insuranceEuros)}\u00a0€`,
    replyHours: number(f.replyHours),
    keptEnquiryHours: number(site.keptEnquiryHours),
    // Not a company fact: how hard the browser makes guessing a kept enquiry's e-mail and phone (the code's figure).
    keyRounds: number(KEY_ROUNDS),
    registryOffice: r.office,
    registryVolume: r.volume,
    registryFolio: r.folio,
    registrySheet: r.sheet,
    registryEntry: r.entry,
  };
  for (const m of milestones) if (m.id) tokens[`year.${m.id}`] = m.year;
  return tokens;
}

const TOKEN = /\{([A-Za-z]+(?:\.[a-z]+)?)\}/g;

/** The token names a text uses, e.g. ["years", "year.industrial"]. */
export function tokensIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!);
}

/** Replaces {name} tokens; an unknown token is an error, so a typo never reaches a visitor. */
export function interpolate(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(TOKEN, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Marcador desconocido ${whole} en el texto: "${text.slice(0, 60)}…"`);
    return value;
  });
}

/** A data value with the {tokens} of every string in it filled in: a text, a list, or a whole record. */
export function fillTokens(value: unknown, tokens: Readonly<Record<string, string>>): unknown {
  if (typeof value === "string") return interpolate(value, tokens);
  if (Array.isArray(value)) return value.map((v) => fillTokens(v, tokens));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fillTokens(v, tokens)]));
  return value;
}

/** Values of data/site.json the company must still fill in (marked PENDIENTE), by field. */
export function pendingFacts(site: Pick<FactSource, "registry">): string[] {
  return Object.entries(site.registry)
    .filter(([, value]) => value === "PENDIENTE")
    .map(([key]) => `registry.${key}`);
}
