/**
 * Where the site's audience measurement goes, chosen at build like the e-mail keys: Plausible's Events API
 * (plausible.io, hosted in the EU, or a self-hosted Community Edition). With no setting there is none: no code runs
 * and no request leaves the page. `local` sends to the mailbox `npm start` runs, which prints each event.
 */
import { LOCAL_MAILBOX_ORIGIN, type Env } from "../enquiry/config";

export const PLAUSIBLE_ORIGIN = "https://plausible.io";
/** The path of Plausible's Events API, which the local mailbox answers too. */
export const EVENT_PATH = "/api/event";
export const LOCAL = "local";

export interface AnalyticsConfig {
  /** The site's name in the service (its domain as registered there). */
  domain: string;
  /** The collector's origin, for each page's Content-Security-Policy. */
  origin: string;
  endpoint: string;
}

const value = (v: string | undefined) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

/** The configuration a build uses, or null for none; a setting that cannot work throws, naming it. */
export function resolveAnalyticsConfig(env: Env): AnalyticsConfig | null {
  const domain = value(env.GATSBY_PLAUSIBLE_DOMAIN);
  const where = value(env.GATSBY_PLAUSIBLE_ORIGIN);
  if (where === LOCAL) return { domain: domain ?? LOCAL, origin: LOCAL_MAILBOX_ORIGIN, endpoint: `${LOCAL_MAILBOX_ORIGIN}${EVENT_PATH}` };
  if (!domain && !where) return null;
  if (!domain) throw new Error(`GATSBY_PLAUSIBLE_ORIGIN está definida pero falta GATSBY_PLAUSIBLE_DOMAIN, el nombre del sitio en Plausible (como montoyaservicios.es).`);
  if (!/^[a-z0-9.-]+$/i.test(domain)) throw new Error(`GATSBY_PLAUSIBLE_DOMAIN debe ser el dominio del sitio, como montoyaservicios.es (es "${domain}").`);
  const url = URL.canParse(where ?? PLAUSIBLE_ORIGIN) ? new URL(where ?? PLAUSIBLE_ORIGIN) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`GATSBY_PLAUSIBLE_ORIGIN debe ser una dirección web, como ${PLAUSIBLE_ORIGIN} (es "${where}").`);
  return { domain, origin: url.origin, endpoint: `${url.origin}${EVENT_PATH}` };
}

/** What a release build refuses: a setting that cannot work, or a collector reached without https. */
export function analyticsReleaseProblems(env: Env): string[] {
  try {
    const config = resolveAnalyticsConfig(env);
    return config && !config.origin.startsWith("https://") ? [`GATSBY_PLAUSIBLE_ORIGIN debe empezar por https:// (es "${value(env.GATSBY_PLAUSIBLE_ORIGIN)}")`] : [];
  } catch (error) {
    return [(error as Error).message];
  }
}
