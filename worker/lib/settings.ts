/**
 * The editor's login settings, the Worker's variables (wrangler.toml names each), read and checked in one place. A
 * mistake is never half-honoured: each is named on the configuration page (./page.ts) and the login stops there, be it
 * an origin that is not https:// (only this machine may use http://, for `wrangler dev`), a variable the login
 * no longer reads, or a misspelt one.
 */
export interface EditorEnv {
  /** The GitHub App's client id and a client secret of it (GitHub → Settings → Developer settings → GitHub Apps). */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** The editor's own origin (https://editor.<domain>): /admin/ and the login live only there. */
  EDITOR_ORIGIN?: string;
  /** The public pages' origin (the build's SITE_URL), where every other address on the editor's origin goes. */
  SITE_URL?: string;
  /** GitHub's address; only the tests change it, to a stand-in on 127.0.0.1. */
  GITHUB_OAUTH_URL?: string;
  /** The Access mode (docs/acceso-editor.md): the Cloudflare Access team's address (https://<team>.cloudflareaccess.com),
   * which signs the editors' tokens and publishes its keys, and the Access application's audience tag. */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** The Access mode: the GitHub App's private key (PKCS#8 PEM), with which the Worker speaks to GitHub. */
  GITHUB_APP_PRIVATE_KEY?: string;
  /** GitHub's API; only the tests change it. */
  GITHUB_API_URL?: string;
  /** Whatever else the host passes (bindings, other variables): checked, never read. */
  readonly [name: string]: unknown;
}

export interface Origins {
  /** Set together, or neither: the editor's origin and the public site's. */
  editor?: string;
  site?: string;
}

export interface Login extends Origins {
  clientId: string;
  clientSecret: string;
  /** GitHub's origin, or the tests' stand-in. */
  github: string;
}

/** The Access mode: Cloudflare Access lets the editor in, the Worker speaks to GitHub with the app's key. */
export interface Access {
  editor: string;
  site: string;
  /** The Access team's origin: the tokens' issuer, its keys at /cdn-cgi/access/certs. */
  team: string;
  audience: string;
  /** The app's client id, which GitHub takes as the issuer of the app's own token. */
  clientId: string;
  privateKey: string;
  /** GitHub's API, or the tests' stand-in. */
  api: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const KNOWN: readonly string[] = ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET", "EDITOR_ORIGIN", "SITE_URL", "GITHUB_OAUTH_URL", "ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "GITHUB_APP_PRIVATE_KEY", "GITHUB_API_URL"];
/** Variables the login once read; set, they would mean something they no longer do. */
const RETIRED: Record<string, string> = {
  CMS_AUTH_SCOPE: "CMS_AUTH_SCOPE ya no se usa: lo que alcanza el editor lo deciden los permisos de la GitHub App (docs/editor.md). Bórrela.",
};
/** The login's own prefixes: a name with one of them that the login does not read is a typo. */
const FAMILY = /^(GITHUB|EDITOR|ACCESS)_/;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const GITHUB = "https://github.com";
const GITHUB_API = "https://api.github.com";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** An https:// address's origin, or an http:// one on this machine; undefined for anything else. */
function secureOrigin(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol === "https:" || (url?.protocol === "http:" && LOOPBACK.has(url.hostname))) return url.origin;
  return undefined;
}

/** Variables (strings; bindings such as ASSETS are objects) the login does not read but looks as if it should. */
function unknownNames(env: object): string[] {
  const names = Object.entries(env).filter(([name, value]) => typeof value === "string" && (name in RETIRED || (FAMILY.test(name) && !KNOWN.includes(name))));
  return names.map(([name]) => RETIRED[name] ?? `${name} no es una variable del acceso al editor (son ${KNOWN.slice(0, 4).join(", ")}): corrija su nombre o bórrela.`);
}

/** Where the editor lives and where the rest goes: what the origin routing needs on every request. */
export function readOrigins(env: EditorEnv): Checked<Origins> {
  const problems = unknownNames(env);
  const [editorValue, siteValue] = [text(env.EDITOR_ORIGIN), text(env.SITE_URL)];
  if (!editorValue) return problems.length ? { ok: false, problems } : { ok: true, value: {} };
  const editor = secureOrigin(editorValue);
  const site = secureOrigin(siteValue);
  if (!editor) problems.push(`EDITOR_ORIGIN debe ser una dirección https:// (es "${editorValue}").`);
  if (!siteValue) problems.push("Falta SITE_URL, la dirección pública del sitio: en el origen del editor, toda dirección fuera de /admin/ va allí.");
  else if (!site) problems.push(`SITE_URL debe ser una dirección https:// (es "${siteValue}").`);
  else if (site === editor) problems.push("SITE_URL y EDITOR_ORIGIN son la misma dirección: el editor necesita un origen propio.");
  return problems.length || !editor || !site ? { ok: false, problems } : { ok: true, value: { editor, site } };
}

/** Everything the login needs, or every problem at once. */
export function readLogin(env: EditorEnv): Checked<Login> {
  const origins = readOrigins(env);
  const problems = origins.ok ? [] : [...origins.problems];
  const missing = (["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] as const).filter((name) => !text(env[name]));
  if (missing.length) problems.unshift(`${missing.length > 1 ? "Faltan" : "Falta"} ${missing.join(" y ")}, de la GitHub App del editor.`);
  const githubValue = text(env.GITHUB_OAUTH_URL) || GITHUB;
  const github = secureOrigin(githubValue);
  // The client secret goes there: never to an address that is not GitHub's over https (or the tests' on loopback).
  if (!github) problems.push(`GITHUB_OAUTH_URL debe ser una dirección https:// (es "${githubValue}"); fuera de las pruebas, no la defina.`);
  if (!origins.ok || problems.length || !github) return { ok: false, problems };
  return { ok: true, value: { ...origins.value, clientId: text(env.GITHUB_CLIENT_ID), clientSecret: text(env.GITHUB_CLIENT_SECRET), github } };
}

/** Access mode is chosen by setting its team or audience (docs/acceso-editor.md); otherwise, the GitHub login. */
export const accessMode = (env: EditorEnv) => Boolean(text(env.ACCESS_TEAM_DOMAIN) || text(env.ACCESS_AUD));

/** Everything the Access mode needs, or every problem at once. */
export function readAccess(env: EditorEnv): Checked<Access> {
  const origins = readOrigins(env);
  const problems = origins.ok ? [] : [...origins.problems];
  if (origins.ok && !origins.value.editor) problems.push("Con Cloudflare Access hace falta EDITOR_ORIGIN: el editor vive en su propio origen, el que protege Access.");
  const missing = (["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "GITHUB_CLIENT_ID", "GITHUB_APP_PRIVATE_KEY"] as const).filter((name) => !text(env[name]));
  if (missing.length) problems.unshift(`Con Cloudflare Access ${missing.length > 1 ? "faltan" : "falta"} ${missing.join(", ")} (docs/acceso-editor.md).`);
  const team = secureOrigin(text(env.ACCESS_TEAM_DOMAIN));
  if (text(env.ACCESS_TEAM_DOMAIN) && !team) problems.push(`ACCESS_TEAM_DOMAIN debe ser una dirección https:// (es "${text(env.ACCESS_TEAM_DOMAIN)}").`);
  const privateKey = text(env.GITHUB_APP_PRIVATE_KEY).replace(/\\n/g, "\n");
  // GitHub hands out PKCS#1 keys; Web Crypto imports PKCS#8 only.
  if (privateKey && !privateKey.startsWith("-----BEGIN PRIVATE KEY-----")) problems.push("GITHUB_APP_PRIVATE_KEY debe ser la clave en PKCS#8 (empieza por -----BEGIN PRIVATE KEY-----): conviértala con openssl pkcs8 -topk8 -nocrypt (docs/acceso-editor.md).");
  const apiValue = text(env.GITHUB_API_URL) || GITHUB_API;
  const api = secureOrigin(apiValue);
  if (!api) problems.push(`GITHUB_API_URL debe ser una dirección https:// (es "${apiValue}"); fuera de las pruebas, no la defina.`);
  if (problems.length || !origins.ok || !origins.value.editor || !origins.value.site || !team || !api) return { ok: false, problems };
  const { editor, site } = origins.value;
  return { ok: true, value: { editor, site, team, audience: text(env.ACCESS_AUD), clientId: text(env.GITHUB_CLIENT_ID), privateKey, api } };
}
