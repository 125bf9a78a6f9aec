/**
 * The small Spanish pages the editor's login answers with: what happened and what to do, never a token or a secret in
 * view. A page may carry a message for the editor's window (Decap's login popup protocol), handed over by one fixed
 * script that the page's policy allows by its hash.
 */
import { escapeHtml } from "../../src/lib/markdown";
import { jsonInScript } from "../../src/lib/inline-text";

/** The provider in the message protocol Decap's login popup speaks (decap-cms-lib-auth). */
export const PROVIDER = "github";

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

export interface PageInput {
  status: number;
  heading: string;
  text: string;
  /** Points under the text, one each (the configuration's problems). */
  items?: string[];
  /** The message for the editor's window, when there is one to send. */
  message?: string;
  headers?: Record<string, string>;
}

export async function page({ status, heading, text, items = [], message, headers = {} }: PageInput): Promise<Response> {
  const list = items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";
  const script = message ? `<script type="application/json" id="resultado">${jsonInScript({ message })}</script><script>${HANDSHAKE}</script>` : "";
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(heading)}</title></head><body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${list}</main>${script}</body></html>`;
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
      ...headers,
    },
  });
}

/** A failed login, as Decap's window is told it. */
export const failure = (error: string) => `authorization:${PROVIDER}:error:${JSON.stringify({ message: error })}`;

export const CONFIGURATION_HEADING = "El acceso al editor no está configurado";

/** The login stops here while a setting is missing or wrong, naming each problem. */
export function configurationPage(problems: string[], options: Pick<PageInput, "headers" | "message"> & { status?: number } = {}): Promise<Response> {
  return page({
    ...options,
    status: options.status ?? 500,
    heading: CONFIGURATION_HEADING,
    text: "Corrija en las variables del sitio (Cloudflare: el Worker → Settings → Variables and Secrets) lo que sigue; docs/editor.md explica cada una.",
    items: problems,
  });
}

/** A redirect that no cache keeps: where the editor lives may change with a setting. */
export const redirect = (location: string) => new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });

/** A JSON answer for the editor's scripts (Decap, src/cms), never kept by a cache. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" } });
