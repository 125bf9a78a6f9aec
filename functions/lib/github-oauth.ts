/**
 * The editor's GitHub login, served by the host beside the site (Cloudflare Pages Functions: functions/api/auth.ts and
 * functions/api/callback.ts). Decap CMS opens /api/auth in a popup; GitHub sends the person back to /api/callback,
 * which trades the code for a token and hands it to the editor's window by postMessage, to this site's origin only.
 * Web standard APIs only (Request, Response, fetch, crypto), so the same code runs on any host with them.
 */
import { escapeHtml } from "../../src/lib/markdown";
import { jsonInScript } from "../../src/lib/inline-text";
import { toEditorOrigin, type EditorOriginEnv } from "./editor-origin";

export interface OAuthEnv extends EditorOriginEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** "public_repo" when the repository is public: the token then reaches no private repository. Default "repo". */
  CMS_AUTH_SCOPE?: string;
  /** GitHub's address; only the tests change it, to a stand-in on 127.0.0.1. */
  GITHUB_OAUTH_URL?: string;
}

/** The message protocol Decap's login popup speaks (decap-cms-lib-auth). */
const PROVIDER = "github";
const STATE_COOKIE = "editor_oauth_state";
const STATE_MAX_AGE = 600;

const GITHUB = "https://github.com";

/** GitHub's address: https, or loopback for the tests' stand-in; anything else would send the secret elsewhere. */
function githubBase(env: OAuthEnv): string {
  const url = new URL(env.GITHUB_OAUTH_URL || GITHUB);
  if (url.protocol !== "https:" && url.hostname !== "127.0.0.1") throw new Error("GITHUB_OAUTH_URL debe ser https.");
  return url.origin;
}

function missingSecrets(env: OAuthEnv): string[] {
  return (["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"] as const).filter((k) => !env[k]?.trim());
}

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

function stateCookie(request: Request, value: string, maxAge: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${STATE_COOKIE}=${value}; Path=/api/callback; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/*
 * The popup's script: tell the editor's window (the opener) that this login is under way, wait for its answer from the
 * same origin, then send the result there. Fixed text, so its hash in the page's policy never changes; the result is
 * read from an inert JSON block. The address loses its code and state at once.
 */
const HANDSHAKE = `(function () {
  var data = JSON.parse(document.getElementById("resultado").textContent);
  var origin = window.location.origin;
  history.replaceState(null, "", window.location.pathname);
  if (!window.opener) return;
  window.addEventListener("message", function (e) {
    if (e.origin !== origin || e.source !== window.opener || e.data !== "authorizing:${PROVIDER}") return;
    window.opener.postMessage(data.message, origin);
  });
  window.opener.postMessage("authorizing:${PROVIDER}", origin);
})();`;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

interface PageInput {
  status: number;
  heading: string;
  text: string;
  /** The message for the editor's window, when there is one to send. */
  message?: string;
  request: Request;
}

/** A small Spanish page: what happened and what to do, never a token or a secret in view. */
async function page({ status, heading, text, message, request }: PageInput): Promise<Response> {
  const script = message ? `<script type="application/json" id="resultado">${jsonInScript({ message })}</script><script>${HANDSHAKE}</script>` : "";
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></main>${script}</body></html>`;
  const scriptSrc = message ? `'sha256-${await sha256(HANDSHAKE)}'` : "'none'";
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; script-src ${scriptSrc}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      // The state is used once, whatever the outcome.
      "Set-Cookie": stateCookie(request, "", 0),
    },
  });
}

function missingPage(request: Request, missing: string[]): Promise<Response> {
  return page({
    status: 500,
    request,
    heading: "El acceso al editor no está configurado",
    text: `Faltan ${missing.join(" y ")} en las variables del sitio (Cloudflare Pages: Settings, Variables and Secrets). README, apartado «Deploy», explica cómo crearlas.`,
  });
}

const failure = (error: string) => `authorization:${PROVIDER}:error:${JSON.stringify({ message: error })}`;

/** /api/auth: sends the person to GitHub's authorization with a fresh random state, kept in a cookie for the callback. */
export async function startAuthorization(request: Request, env: OAuthEnv): Promise<Response> {
  const elsewhere = toEditorOrigin(request, env);
  if (elsewhere) return elsewhere;
  const missing = missingSecrets(env);
  if (missing.length) return missingPage(request, missing);
  const url = new URL(request.url);
  const state = randomState();
  const authorize = new URL("/login/oauth/authorize", githubBase(env));
  authorize.searchParams.set("client_id", env.GITHUB_CLIENT_ID!.trim());
  authorize.searchParams.set("redirect_uri", `${url.origin}/api/callback`);
  // Decap asks for "repo" (private repositories too) or "public_repo"; nothing else is granted, and the host's
  // CMS_AUTH_SCOPE=public_repo caps it whatever the page asks.
  const narrow = url.searchParams.get("scope") === "public_repo" || env.CMS_AUTH_SCOPE?.trim() === "public_repo";
  authorize.searchParams.set("scope", narrow ? "public_repo" : "repo");
  authorize.searchParams.set("state", state);
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.href, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "Set-Cookie": stateCookie(request, state, STATE_MAX_AGE) },
  });
}

/** /api/callback: checks the state, trades the code for a token and hands it to the editor's window. */
export async function finishAuthorization(request: Request, env: OAuthEnv, fetcher: typeof fetch = fetch): Promise<Response> {
  // GitHub returns only to the callback its OAuth app names; one on another origin is not this editor's.
  if (toEditorOrigin(request, env)) return page({ status: 400, request, heading: "Este inicio de sesión no es válido o ha caducado", text: "Entre en el editor desde su propia dirección y vuelva a pulsar «Iniciar sesión con GitHub»." });
  const missing = missingSecrets(env);
  if (missing.length) return missingPage(request, missing);
  const url = new URL(request.url);
  const state = url.searchParams.get("state") ?? "";
  const kept = cookie(request, STATE_COOKIE) ?? "";
  const refuse = (status: number, heading: string, text: string) => page({ status, heading, text, request, message: failure(heading) });

  if (url.searchParams.get("error")) return refuse(403, "GitHub no ha dado acceso", "Se canceló el permiso en GitHub. Cierre esta ventana y vuelva a pulsar «Iniciar sesión con GitHub» si quiere entrar.");
  if (!state || !kept || !sameText(state, kept)) return refuse(400, "Este inicio de sesión no es válido o ha caducado", "Cierre esta ventana y vuelva a pulsar «Iniciar sesión con GitHub» en el editor (/admin/).");
  const code = url.searchParams.get("code");
  if (!code) return refuse(400, "GitHub no ha enviado el código de acceso", "Cierre esta ventana y vuelva a intentarlo desde el editor (/admin/).");

  const answer: { access_token?: unknown } = await fetcher(`${githubBase(env)}/login/oauth/access_token`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID!.trim(), client_secret: env.GITHUB_CLIENT_SECRET!.trim(), code, redirect_uri: `${url.origin}/api/callback` }),
  })
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ({})); // GitHub unreachable or not answering JSON: the same page as a refusal
  if (typeof answer.access_token !== "string" || !answer.access_token) {
    return refuse(502, "GitHub no ha aceptado el inicio de sesión", "Vuelva a intentarlo en unos minutos. Si se repite, compruebe GITHUB_CLIENT_ID y GITHUB_CLIENT_SECRET y la dirección de retorno de la aplicación OAuth (README, «Deploy»).");
  }
  const message = `authorization:${PROVIDER}:success:${JSON.stringify({ token: answer.access_token, provider: PROVIDER })}`;
  return page({ status: 200, request, heading: "Sesión iniciada", text: "Ya puede volver al editor; esta ventana se cerrará sola.", message });
}
