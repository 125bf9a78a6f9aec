/**
 * The Access mode's GitHub: Decap's GitHub backend sends its API calls to /api/github/ on the editor's origin (its
 * api_root, src/cms/index.tsx); each one, from an editor Access let in (./access.ts), goes on to GitHub with the app's
 * installation token (./github-app.ts) only if it is one Decap needs for this site's repository (./github-rules.ts).
 * The repository and branch are the build's own (the `backend` of /admin/config.yml), so the editor and the proxy
 * never disagree. Commit messages, merges and pull requests name the editor as co-author.
 */
import type { Editor } from "./access";
import { installationToken, type AppSettings } from "./github-app";
import { checkFor, DRAFT_BRANCH, filesProblem, treeProblem, withCoAuthor, type Check } from "./github-rules";
import { json } from "./page";

export const PROXY_PATH = "/api/github";

export interface Site {
  /** The build's static files (Cloudflare Pages' ASSETS binding). */
  ASSETS?: { fetch: (request: Request) => Promise<Response> };
}

interface Target {
  repo: string;
  branch: string;
}

const refuse = (status: number, message: string) => json(status, { message });

/** The repository and branch the build's editor saves to. */
async function target(request: Request, site: Site): Promise<Target | undefined> {
  const answer = await site.ASSETS?.fetch(new Request(new URL("/admin/config.yml", request.url)));
  const config = answer?.ok ? ((await answer.json().catch(() => undefined)) as { backend?: { repo?: unknown; branch?: unknown } } | undefined) : undefined;
  const { repo, branch } = config?.backend ?? {};
  return typeof repo === "string" && /^[\w.-]+\/[\w.-]+$/.test(repo) ? { repo, branch: typeof branch === "string" ? branch : "main" } : undefined;
}

/** One call to GitHub's API for the repository, as the app. */
type Ask = (path: string, init?: { method?: string; body?: string }) => Promise<Response>;

/** The branch a call on /git/refs/heads/<name> names. */
const namedBranch = (rest: string) => decodeURIComponent(rest.replace(/^\/git\/refs\/heads\//, ""));

/** The refusal a checked call earns, or undefined; it may rewrite the body (co-author) or needs GitHub's view. */
async function problem(check: Check, body: Record<string, unknown>, rest: string, ask: Ask, { branch }: Target, editor: Editor): Promise<string | undefined> {
  // Whatever a branch or a merge would bring into the published branch, as GitHub compares them.
  const brings = async (sha: unknown) => {
    const compared = await ask(`/compare/${encodeURIComponent(branch)}...${encodeURIComponent(String(sha))}`);
    return compared.ok ? filesProblem(((await compared.json()) as { files?: unknown }).files) : "No se puede comprobar qué archivos cambia.";
  };
  switch (check) {
    case "tree":
      return treeProblem(body);
    case "commit":
      body.message = withCoAuthor(body.message, editor.email);
      return undefined;
    case "ref": {
      const name = body.ref === undefined ? namedBranch(rest) : String(body.ref).replace(/^refs\/heads\//, "");
      return DRAFT_BRANCH.test(name) ? brings(body.sha) : `El editor solo escribe en sus borradores (ramas cms/…), no en ${name}.`;
    }
    case "draft-branch":
      return DRAFT_BRANCH.test(namedBranch(rest)) ? undefined : "El editor solo borra sus borradores (ramas cms/…).";
    case "pull":
      if (!DRAFT_BRANCH.test(String(body.head).split(":").pop() ?? "") || body.base !== branch) return "Una solicitud de cambios del editor va de un borrador (cms/…) a la rama publicada.";
      body.body = withCoAuthor(body.body, editor.email);
      return undefined;
    case "close":
      return Object.keys(body).every((key) => key === "state") ? undefined : "El editor solo cierra sus solicitudes de cambios.";
    case "merge": {
      const pull = await ask(rest.replace(/\/merge$/, ""));
      const head = pull.ok ? ((await pull.json()) as { head?: { ref?: string; sha?: string } }).head : undefined;
      if (!head?.ref || !DRAFT_BRANCH.test(head.ref)) return "El editor solo publica sus borradores (ramas cms/…).";
      // GitHub merges only the head checked here (its `sha`), even if the branch moves meanwhile.
      body.sha = body.sha ?? head.sha;
      body.commit_message = withCoAuthor(body.commit_message ?? "Publicado desde el editor", editor.email);
      return brings(body.sha);
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
  const check = path === prefix || path.startsWith(`${prefix}/`) ? checkFor(request.method, rest) : undefined;
  if (!check) return refuse(403, `El editor no hace esta petición: ${request.method} ${path}.`);

  let token: string;
  try {
    token = await installationToken(app, found.repo, fetcher);
  } catch (error) {
    return refuse(502, (error as Error).message);
  }
  const headers = { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json", "Content-Type": "application/json", "User-Agent": "editor-web" };
  const ask: Ask = (p, init = {}) => fetcher(`${app.api}${prefix}${p}`, { ...init, headers });
  const sendsBody = request.method !== "GET" && request.method !== "DELETE";
  const body = sendsBody ? ((await request.json().catch(() => ({}))) as Record<string, unknown>) : {};
  const why = await problem(check, body, rest, ask, found, editor);
  if (why) return refuse(403, why);
  const answer = await ask(`${rest}${url.search}`, { method: request.method, ...(sendsBody ? { body: JSON.stringify(body) } : {}) });
  const text = await answer.text();
  if (check === "repo" && answer.ok) {
    // An app's token carries no person's permissions; Decap asks whether the editor may push: Access said so.
    return json(answer.status, { ...(JSON.parse(text) as object), permissions: { admin: false, push: true, pull: true } });
  }
  return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: { "Content-Type": answer.headers.get("Content-Type") ?? "application/json", "Cache-Control": "no-store" } });
}
