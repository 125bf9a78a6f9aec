/**
 * The editor on an origin of its own. Decap keeps the editor's GitHub token in the localStorage of the origin that
 * serves /admin/, so with EDITOR_ORIGIN set (say https://editor.example.es, a second custom domain of the same Pages
 * project) that origin serves only the editor and its login, /admin/ and /api/ (and the data its previews read), and
 * sends every other address to the
 * public site (SITE_URL); /admin/ on any other origin goes to the editor's. The public pages' origin never holds a
 * token, and no page but the editor's runs on the origin that does. docs/editor.md.
 */
import { admit } from "./access";
import { configurationPage, page, redirect } from "./page";
import { accessMode, readAccess, readLogin, readOrigins, type EditorEnv } from "./settings";

/** The editor and its login: refused with the configuration page while a setting is wrong. */
const LOGIN_PATH = /^\/(admin|api)(\/|$)/;
/** What the editor's origin serves: those, and the static query results its previews read (src/lib/cms). */
const EDITOR_SERVES = /^\/((admin|api)(\/|$)|page-data\/sq\/d\/)/;
const ADMIN_PATH = /^\/admin(\/|$)/;
/** The GitHub-account mode's login, which the Access mode does not offer. */
const GITHUB_LOGIN_PATH = /^\/api\/(auth|callback)$/;

/** The same address on another origin. */
export const moved = (url: URL, origin: string) => redirect(`${origin}${url.pathname}${url.search}`);

/**
 * What the middleware answers instead of the site, or undefined to serve the request as it is. A mistake in the
 * settings stops only the editor's addresses (the configuration page), never the public pages.
 */
export async function routeByOrigin(request: Request, env: EditorEnv): Promise<Response | undefined> {
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
  if (!access) return undefined;
  // The Access mode: nothing on the editor's origin without a valid pass, and no GitHub login there.
  const admitted = await admit(request, access.value);
  if (!admitted.ok) return page({ status: 403, heading: "Entre en el editor con su correo", text: `${admitted.reason} Abra la dirección del editor de nuevo: Cloudflare Access le pedirá su correo.` });
  if (GITHUB_LOGIN_PATH.test(url.pathname)) return page({ status: 404, heading: "Aquí no se entra con GitHub", text: "En este editor se entra con su correo, por Cloudflare Access." });
  return undefined;
}
