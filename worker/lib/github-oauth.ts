/**
 * The editor's GitHub login, served by the host beside the site (the Worker's routes /api/auth and /api/callback,
 * ../routes.ts). Decap CMS opens /api/auth in a popup; GitHub sends the person back to /api/callback,
 * which trades the code for a token and hands it to the editor's window by postMessage, to this site's origin only.
 * The token is a GitHub App's user token: it reaches only the repositories the app is installed on (this one), with
 * the app's permissions, and expires after 8 hours (docs/editor.md). GitHub App user tokens use the same two OAuth
 * endpoints as an OAuth App's, without a scope. Web standard APIs only (Request, Response, fetch, crypto).
 */
import { moved } from "./editor-origin";
import { configurationPage, failure, page, PROVIDER, type PageInput } from "./page";
import { readLogin, type EditorEnv } from "./settings";

// __Host-: sent only to the origin that set it, never a subdomain's (Secure, Path=/, no Domain). Browsers keep Secure
// cookies from http://127.0.0.1 and localhost too (secure contexts), so it is the same cookie in the tests.
const STATE_COOKIE = "__Host-editor_oauth_state";
const STATE_MAX_AGE = 600;
/** What Decap's GitHub backend asks for (its auth_scope); nothing is passed on: the app's permissions decide. */
const DECAP_SCOPES = ["repo", "public_repo"];

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  return header.split(/;\s*/).map((c) => c.split("=")).find(([k]) => k === name)?.[1];
}

/** Compares the whole of both strings, so the time taken tells nothing of where they differ. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

const stateCookie = (value: string, maxAge: number) => `${STATE_COOKIE}=${value}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
// The state is used once, whatever the outcome.
const spent = { "Set-Cookie": stateCookie("", 0) };
const answer = (input: PageInput) => page({ ...input, headers: spent });

/** /api/auth: sends the person to GitHub's authorization with a fresh random state, kept in a cookie for the callback. */
export async function startAuthorization(request: Request, env: EditorEnv): Promise<Response> {
  const login = readLogin(env);
  if (!login.ok) return configurationPage(login.problems);
  const { editor, clientId, github } = login.value;
  const url = new URL(request.url);
  if (editor && url.origin !== editor) return moved(url, editor);
  const asked = url.searchParams.get("scope");
  if (asked !== null && !DECAP_SCOPES.includes(asked)) {
    return configurationPage([`El editor pide a GitHub el permiso «${asked}», que este acceso no conoce: sus permisos son los de la GitHub App. Compile el sitio sin CMS_AUTH_SCOPE.`], { status: 400 });
  }
  const state = randomState();
  const authorize = new URL("/login/oauth/authorize", github);
  authorize.searchParams.set("client_id", clientId);
  authorize.searchParams.set("redirect_uri", `${url.origin}/api/callback`);
  authorize.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.href, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "Set-Cookie": stateCookie(state, STATE_MAX_AGE) },
  });
}

interface TokenAnswer {
  access_token?: unknown;
  expires_in?: unknown;
}

/** /api/callback: checks the state, trades the code for a token and hands it to the editor's window. */
export async function finishAuthorization(request: Request, env: EditorEnv, fetcher: typeof fetch = fetch): Promise<Response> {
  const login = readLogin(env);
  if (!login.ok) return configurationPage(login.problems, { headers: spent });
  const { editor, clientId, clientSecret, github } = login.value;
  const url = new URL(request.url);
  const refuse = (status: number, heading: string, text: string) => answer({ status, heading, text, message: failure(heading) });
  // GitHub returns only to the callback its app names; one on another origin is not this editor's.
  if (editor && url.origin !== editor) return answer({ status: 400, heading: "Este inicio de sesión no es válido o ha caducado", text: "Entre en el editor desde su propia dirección y vuelva a pulsar «Iniciar sesión con GitHub»." });
  const state = url.searchParams.get("state") ?? "";
  const kept = cookie(request, STATE_COOKIE) ?? "";

  if (url.searchParams.get("error")) return refuse(403, "GitHub no ha dado acceso", "Se canceló el permiso en GitHub. Cierre esta ventana y vuelva a pulsar «Iniciar sesión con GitHub» si quiere entrar.");
  if (!state || !kept || !sameText(state, kept)) return refuse(400, "Este inicio de sesión no es válido o ha caducado", "Cierre esta ventana y vuelva a pulsar «Iniciar sesión con GitHub» en el editor (/admin/).");
  const code = url.searchParams.get("code");
  if (!code) return refuse(400, "GitHub no ha enviado el código de acceso", "Cierre esta ventana y vuelva a intentarlo desde el editor (/admin/).");

  const token: TokenAnswer = await fetcher(`${github}/login/oauth/access_token`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: `${url.origin}/api/callback` }),
  })
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ({})); // GitHub unreachable or not answering JSON: the same page as a refusal
  if (typeof token.access_token !== "string" || !token.access_token) {
    return refuse(502, "GitHub no ha aceptado el inicio de sesión", "Vuelva a intentarlo en unos minutos. Si se repite, compruebe GITHUB_CLIENT_ID y GITHUB_CLIENT_SECRET y la dirección de retorno (Callback URL) de la GitHub App (docs/editor.md).");
  }
  // A token without expiry is an OAuth App's, or a GitHub App's with expiry turned off: never handed over.
  if (typeof token.expires_in !== "number" || !(token.expires_in > 0)) {
    const problem = "GitHub ha dado una clave que no caduca: GITHUB_CLIENT_ID debe ser el de una GitHub App con «Expire user authorization tokens» marcado (docs/editor.md).";
    return configurationPage([problem], { headers: spent, message: failure(problem) });
  }
  // Only the 8-hour token: the refresh token (six months) stays out of the browser. When the token expires the editor
  // logs in again, and Decap offers back what was being edited from its local backup.
  const message = `authorization:${PROVIDER}:success:${JSON.stringify({ token: token.access_token, provider: PROVIDER })}`;
  return answer({ status: 200, heading: "Sesión iniciada", text: "Ya puede volver al editor; esta ventana se cerrará sola.", message });
}
