/**
 * The Access mode's GitHub: Decap's GitHub backend sends its API calls to /api/github/ on the editor's origin (its
 * api_root, src/cms/index.tsx); each one, from an editor Access let in (./access.ts), goes on to GitHub with the app's
 * installation token (./github-app.ts) only if it is one Decap needs for this site's repository (./github-rules.ts).
 * The repository and branch are the build's own (the `backend` of /admin/config.yml), so the editor and the proxy
 * never disagree. Commit messages, merges and pull requests name the editor as co-author.
 */
import type { Editor } from "./access";
import { bringsProblem, commitProblem, draftPull, type Ask, type Target } from "./github-checks";
import { installationToken, type AppSettings } from "./github-app";
import { routeFor, shapeProblem, withCoAuthor, type Check } from "./github-rules";
import { json } from "./page";

export const PROXY_PATH = "/api/github";

export interface Site {
  /** The build's static files (the Worker's ASSETS binding, wrangler.toml). */
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
}

const refuse = (status: number, message: string) => json(status, { message });

/** The repository and branch the build's editor saves to. */
async function target(request: Request, site: Site): Promise<Target | undefined> {
  const answer = await site.ASSETS?.fetch(new Request(new URL("/admin/config.yml", request.url)));
  const config = answer?.ok ? ((await answer.json().catch(() => undefined)) as { backend?: { repo?: unknown; branch?: unknown } } | undefined) : undefined;
  const { repo, branch } = config?.backend ?? {};
  return typeof repo === "string" && /^[\w.-]+\/[\w.-]+$/.test(repo) ? { repo, branch: typeof branch === "string" ? branch : "main" } : undefined;
}

/** A write's body: a JSON object (Decap's), nothing for a DELETE; undefined for anything else. */
async function bodyOf(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (request.method === "DELETE" || request.method === "GET") return text ? undefined : {};
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The refusal a well-shaped write earns from what GitHub says, or undefined; it names the editor where a text is kept. */
async function problem(check: Check, body: Record<string, unknown>, rest: string, ask: Ask, found: Target, editor: Editor): Promise<string | undefined> {
  switch (check) {
    case "commit": {
      body.message = withCoAuthor(body.message, editor.email);
      return commitProblem(ask, body);
    }
    case "new-branch":
    case "move-branch":
      return bringsProblem(ask, found, body.sha);
    case "pull":
      body.body = withCoAuthor(body.body, editor.email);
      return undefined;
    case "close":
    case "labels": {
      const pull = await draftPull(ask, found, rest);
      return "problem" in pull ? pull.problem : undefined;
    }
    case "merge": {
      const pull = await draftPull(ask, found, rest);
      if ("problem" in pull) return pull.problem;
      // GitHub merges only the head checked here, and refuses if the branch has moved since.
      if (body.sha !== undefined && body.sha !== pull.head.sha) return "El borrador ha cambiado desde que se abrió: vuelva a abrirlo antes de publicar.";
      body.sha = pull.head.sha;
      body.commit_message = withCoAuthor(body.commit_message ?? "Publicado desde el editor", editor.email);
      return bringsProblem(ask, found, pull.head.sha);
    }
    default:
      return undefined;
  }
}

/** /api/github/…: Decap's call, answered by GitHub through the app, or refused (403) naming why. */
export async function proxy(request: Request, editor: Editor, app: AppSettings, site: Site, fetcher: typeof fetch = fetch): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(PROXY_PATH.length);
  // The editor is the person Access let in; GitHub never learns of a user (the app has no user token).
  if (path === "/user" && request.method === "GET") return json(200, { login: editor.email, name: editor.email, email: editor.email, avatar_url: "" });
  const found = await target(request, site);
  if (!found) return refuse(500, "El editor no sabe en qué repositorio guarda: compile el sitio con CMS_REPO (README).");
  const prefix = `/repos/${found.repo}`;
  const rest = path.slice(prefix.length);
  const route = path === prefix || path.startsWith(`${prefix}/`) ? routeFor(request.method, rest) : undefined;
  if (!route) return refuse(403, `El editor no hace esta petición: ${request.method} ${path}.`);
  // Everything that can be told from the request itself is told before GitHub hears of it (the token included).
  const writes = request.method !== "GET";
  if (writes && url.search) return refuse(403, "Una escritura del editor no lleva parámetros en la dirección.");
  const body = await bodyOf(request);
  if (!body) return refuse(403, "El cuerpo de la petición no es el que envía el editor (un objeto JSON).");
  const shape = writes ? shapeProblem(route, body, rest, { owner: found.repo.split("/")[0]!, branch: found.branch }) : undefined;
  if (shape) return refuse(403, shape);

  let token: string;
  try {
    token = await installationToken(app, found.repo, fetcher);
  } catch (error) {
    return refuse(502, (error as Error).message);
  }
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json", "Content-Type": "application/json", "User-Agent": "editor-web" };
  const ask: Ask = (p, init = {}) => fetcher(`${app.api}${prefix}${p}`, { ...init, headers });
  const why = await problem(route.check, body, rest, ask, found, editor);
  if (why) return refuse(403, why);
  const sendsBody = writes && request.method !== "DELETE";
  const answer = await ask(`${rest}${url.search}`, { method: request.method, ...(sendsBody ? { body: JSON.stringify(body) } : {}) });
  const text = await answer.text();
  if (route.check === "repo" && answer.ok) {
    // An app's token carries no person's permissions; Decap asks whether the editor may push: Access said so.
    return json(answer.status, { ...(JSON.parse(text) as object), permissions: { admin: false, push: true, pull: true } });
  }
  return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: { "Content-Type": answer.headers.get("Content-Type") ?? "application/json", "Cache-Control": "no-store" } });
}
