/**
 * The editor on an origin of its own. Decap keeps the editor's GitHub token in the localStorage of the origin that
 * serves /admin/, so with EDITOR_ORIGIN set (say https://editor.example.es, a second custom domain of the same
 * Worker) that origin serves only the editor and its login, /admin/ and /api/ (and the data its previews read), and
 * sends every other address to the public site (SITE_URL); /admin/ on any other origin goes to the editor's. The
 * public pages' origin never holds a token, and no page but the editor's runs on the origin that does. docs/editor.md.
 */
import { admit, type Editor } from "./access";
import { configurationPage, json, page, redirect } from "./page";
import { accessMode, readAccess, readLogin, readOrigins, type Access, type EditorEnv } from "./settings";

/** What the origin routing hands the editor's routes (../routes.ts): the editor Access let in, checked once. */
export interface EditorData {
  editor?: Editor;
  access?: Access;
}

/** The editor and its login: refused with the configuration page while a setting is wrong. */
const LOGIN_PATH = /^\/(admin|api)(\/|$)/;
/** What the editor's origin serves: those, and the static query results its previews read (src/lib/cms). */
const EDITOR_SERVES = /^\/((admin|api)(\/|$)|page-data\/sq\/d\/)/;
const ADMIN_PATH = /^\/admin(\/|$)/;
/** The GitHub-account mode's login, which the Access mode does not offer. */
const GITHUB_LOGIN_PATH = /^\/api\/(auth|callback)$/;

/**
 * Why a request that would change something did not come from the editor's own page, or undefined. A page on another
 * site can send the browser's Access cookie with a form or a "simple" request (text/plain, no preflight); it cannot set
 * Content-Type: application/json without a preflight the editor's origin never answers, nor forge Origin.
 */
export function crossSiteProblem(request: Request, editor: string): string | undefined {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  const site = request.headers.get("Sec-Fetch-Site");
  if (request.headers.get("Origin") !== editor || (site !== null && site !== "same-origin")) return "El editor solo acepta cambios enviados desde su propia página.";
  return type === "application/json" ? undefined : "El editor solo acepta cambios en JSON (Content-Type: application/json).";
}

/** The same address on another origin. */
export const moved = (url: URL, origin: string) => redirect(`${origin}${url.pathname}${url.search}`);

/**
 * What the Worker answers first, instead of the site, or undefined to serve the request as it is. A mistake in the
 * settings stops only the editor's addresses (the configuration page), never the public pages.
 */
export async function routeByOrigin(request: Request, env: EditorEnv, data: EditorData = {}): Promise<Response | undefined> {
  const url = new URL(request.url);
  const origins = readOrigins(env);
  const access = accessMode(env) ? readAccess(env) : undefined;
  if (!origins.ok || (access && !access.ok)) {
    if (!LOGIN_PATH.test(url.pathname)) return undefined;
    // Every problem at once, the login's secrets too: whoever sets it up mends them in one round.
    const login = access ?? readLogin(env);
    return configurationPage(login.ok ? (origins.ok ? [] : origins.problems) : login.problems);
  }
  const { editor, site } = origins.value;
  if (!editor || !site) return undefined;
  if (url.origin !== editor) return ADMIN_PATH.test(url.pathname) ? moved(url, editor) : undefined;
  if (!EDITOR_SERVES.test(url.pathname)) return moved(url, site);
  const crossSite = crossSiteProblem(request, editor);
  if (crossSite) return json(403, { message: crossSite });
  if (!access) return undefined;
  // The Access mode: nothing on the editor's origin without a valid pass, and no GitHub login there.
  const admitted = await admit(request, access.value);
  if (!admitted.ok) return page({ status: 403, heading: "Entre en el editor con su correo", text: `${admitted.reason} Abra la dirección del editor de nuevo: Cloudflare Access le pedirá su correo.` });
  if (GITHUB_LOGIN_PATH.test(url.pathname)) return page({ status: 404, heading: "Aquí no se entra con GitHub", text: "En este editor se entra con su correo, por Cloudflare Access." });
  Object.assign(data, { editor: admitted.editor, access: access.value });
  return undefined;
}
