/**
 * The editor on an origin of its own. Decap keeps the editor's GitHub token in the localStorage of the origin that
 * serves /admin/, so with EDITOR_ORIGIN set (say https://editor.example.es, a second custom domain of the same Pages
 * project) that origin serves only the editor and its login, /admin/ and /api/ (and the data its previews read), and
 * sends every other address to the
 * public site (SITE_URL); /admin/ on any other origin goes to the editor's. The public pages' origin never holds a
 * token, and no page but the editor's runs on the origin that does. docs/editor.md.
 */
import { configurationPage, redirect } from "./page";
import { readLogin, readOrigins, type EditorEnv } from "./settings";

/** The editor and its login: refused with the configuration page while a setting is wrong. */
const LOGIN_PATH = /^\/(admin|api)(\/|$)/;
/** What the editor's origin serves: those, and the static query results its previews read (src/lib/cms). */
const EDITOR_SERVES = /^\/((admin|api)(\/|$)|page-data\/sq\/d\/)/;
const ADMIN_PATH = /^\/admin(\/|$)/;

/** The same address on another origin. */
export const moved = (url: URL, origin: string) => redirect(`${origin}${url.pathname}${url.search}`);

/**
 * What the middleware answers instead of the site, or undefined to serve the request as it is. A mistake in the
 * settings stops only the editor's addresses (the configuration page), never the public pages.
 */
export async function routeByOrigin(request: Request, env: EditorEnv): Promise<Response | undefined> {
  const url = new URL(request.url);
  const origins = readOrigins(env);
  if (!origins.ok) {
    if (!LOGIN_PATH.test(url.pathname)) return undefined;
    // Every problem at once, the login's secrets too: whoever sets it up mends them in one round.
    const login = readLogin(env);
    return configurationPage(login.ok ? origins.problems : login.problems);
  }
  const { editor, site } = origins.value;
  if (!editor || !site) return undefined;
  if (url.origin === editor) return EDITOR_SERVES.test(url.pathname) ? undefined : moved(url, site);
  return ADMIN_PATH.test(url.pathname) ? moved(url, editor) : undefined;
}
