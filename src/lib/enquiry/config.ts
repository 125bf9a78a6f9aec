/**
 * Where enquiries go. With the provider's three keys set at build, to the provider; without them, to the local
 * mailbox that `npm start` runs on loopback, so a person can still send an enquiry end to end.
 */

export const PROVIDER_ORIGIN = "https://api.emailjs.com";
export const LOCAL_MAILBOX_PORT = 9001;
export const LOCAL_MAILBOX_ORIGIN = `http://127.0.0.1:${LOCAL_MAILBOX_PORT}`;
export const LOCAL_KEYS = { serviceId: "local_service", templateId: "local_template", publicKey: "local_public_key" } as const;

export const KEY_VARIABLES = ["GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID", "GATSBY_EMAILJS_PUBLIC_KEY"] as const;

export interface EmailConfig {
  mode: "provider" | "local";
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
  blockHeadless: boolean;
}

export type Env = Readonly<Record<string, string | undefined>>;

const present = (v: string | undefined) => typeof v === "string" && v.trim() !== "";

/** The key variables that are not set. */
export function missingKeys(env: Env): string[] {
  return KEY_VARIABLES.filter((name) => !present(env[name]));
}

/**
 * The origin (scheme, host and port) a GATSBY_EMAILJS_ORIGIN value names: it goes into each page's
 * Content-Security-Policy, so anything but an http(s) address is refused.
 */
function originOf(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`GATSBY_EMAILJS_ORIGIN debe ser una dirección web, como https://api.emailjs.com (es "${value}").`);
  return url.origin;
}

/** What a release build (the published site) refuses: missing keys, and an e-mail origin that is not https. */
export function releaseProblems(env: Env): string[] {
  const missing = missingKeys(env);
  const problems = missing.length > 0 ? [`faltan las claves de EmailJS ${missing.join(", ")}`] : [];
  if (present(env.GATSBY_EMAILJS_ORIGIN) && !/^https:\/\//i.test(env.GATSBY_EMAILJS_ORIGIN!.trim())) {
    problems.push(`GATSBY_EMAILJS_ORIGIN debe empezar por https:// (es "${env.GATSBY_EMAILJS_ORIGIN!.trim()}")`);
  }
  return problems;
}

/**
 * The configuration a build uses. All three keys → provider mode; none → local mailbox mode;
 * some but not all → an error naming the missing ones (a half-configured form would fail for every visitor).
 */
export function resolveEmailConfig(env: Env): EmailConfig {
  const missing = missingKeys(env);
  const blockHeadless = (env.GATSBY_EMAILJS_BLOCK_HEADLESS ?? "true").trim().toLowerCase() !== "false";
  if (missing.length === KEY_VARIABLES.length) {
    return { mode: "local", ...LOCAL_KEYS, origin: present(env.GATSBY_EMAILJS_ORIGIN) ? originOf(env.GATSBY_EMAILJS_ORIGIN!) : LOCAL_MAILBOX_ORIGIN, blockHeadless };
  }
  if (missing.length > 0) {
    throw new Error(`Faltan variables de EmailJS: ${missing.join(", ")}. Defina las tres o ninguna (modo buzón local).`);
  }
  return {
    mode: "provider",
    serviceId: env.GATSBY_EMAILJS_SERVICE_ID!.trim(),
    templateId: env.GATSBY_EMAILJS_TEMPLATE_ID!.trim(),
    publicKey: env.GATSBY_EMAILJS_PUBLIC_KEY!.trim(),
    origin: present(env.GATSBY_EMAILJS_ORIGIN) ? originOf(env.GATSBY_EMAILJS_ORIGIN!) : PROVIDER_ORIGIN,
    blockHeadless,
  };
}
