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
 * The configuration a build uses. All three keys → provider mode; none → local mailbox mode;
 * some but not all → an error naming the missing ones (a half-configured form would fail for every visitor).
 */
export function resolveEmailConfig(env: Env): EmailConfig {
  const missing = missingKeys(env);
  const blockHeadless = (env.GATSBY_EMAILJS_BLOCK_HEADLESS ?? "true").trim().toLowerCase() !== "false";
  if (missing.length === KEY_VARIABLES.length) {
    return { mode: "local", ...LOCAL_KEYS, origin: present(env.GATSBY_EMAILJS_ORIGIN) ? env.GATSBY_EMAILJS_ORIGIN!.trim() : LOCAL_MAILBOX_ORIGIN, blockHeadless };
  }
  if (missing.length > 0) {
    throw new Error(`Faltan variables de EmailJS: ${missing.join(", ")}. Defina las tres o ninguna (modo buzón local).`);
  }
  return {
    mode: "provider",
    serviceId: env.GATSBY_EMAILJS_SERVICE_ID!.trim(),
    templateId: env.GATSBY_EMAILJS_TEMPLATE_ID!.trim(),
    publicKey: env.GATSBY_EMAILJS_PUBLIC_KEY!.trim(),
    origin: present(env.GATSBY_EMAILJS_ORIGIN) ? env.GATSBY_EMAILJS_ORIGIN!.trim().replace(/\/+$/, "") : PROVIDER_ORIGIN,
    blockHeadless,
  };
}
