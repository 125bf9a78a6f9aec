/**
 * Where the editor saves, chosen by environment variables at build time (README "Deploy"):
 * - `npm run cms` (gatsby develop): Decap's local backend, decap-server on 127.0.0.1, writing data/ on this machine;
 * - a published build: GitHub (the default), in the repository `CMS_REPO=owner/name` or, unset, the one the build was
 *   cloned from, logging in through the site's own Worker (worker/routes.ts: the editor's origin, set in the browser)
 *   with a GitHub App, whose permissions decide what the login reaches, unless `CMS_AUTH_URL` names another OAuth
 *   helper, asked for `CMS_AUTH_SCOPE` (repo, or public_repo for a public repository); each change a draft (a branch
 *   and pull request) until published;
 * - `CMS_BACKEND=git-gateway`: Netlify Identity and Git Gateway, which Netlify no longer recommends for new sites.
 */

export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`;
const GITHUB_API = "https://api.github.com";

export interface CmsBackend {
  backend: Record<string, unknown>;
  localBackend: boolean;
  /** Decap's editorial workflow: drafts, in review, ready (on GitHub, a branch and pull request each). */
  editorialWorkflow: boolean;
  /** Origins the editor's page talks to, beyond its own, for its Content-Security-Policy. */
  connect: string[];
  /** Origins of images the editor shows (the user's avatar). */
  images: string[];
  /** Said at build time when the editor on the published site could not work. */
  warning?: string;
}

/** "owner/name" from a GitHub address (https or ssh), as Netlify's REPOSITORY_URL or a git remote gives it. */
export function githubRepo(url: string | undefined): string | undefined {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url ?? "")?.[1];
}

/**
 * @param remote the address of the git remote `origin` of the checkout being built, if any.
 */
export function cmsBackend(env: Record<string, string | undefined>, develop: boolean, remote?: string): CmsBackend {
  const branch = env.CMS_BRANCH || "main";
  const local = develop ? [new URL(LOCAL_BACKEND_URL).origin] : [];
  const name = env.CMS_BACKEND || "github";
  if (name === "github") {
    const repo = env.CMS_REPO || githubRepo(env.REPOSITORY_URL) || githubRepo(remote);
    if (env.CMS_REPO && !/^[\w.-]+\/[\w.-]+$/.test(env.CMS_REPO)) throw new Error(`CMS_REPO debe tener la forma propietario/repositorio (es "${env.CMS_REPO}").`);
    const warning = repo ? undefined : "El editor (/admin/) del sitio publicado no sabe en qué repositorio de GitHub guardar: defina CMS_REPO=propietario/repositorio en las variables del sitio.";
    // Only the tests change GitHub's API address, to a stand-in on loopback.
    const api = env.CMS_GITHUB_API_ROOT ? new URL(env.CMS_GITHUB_API_ROOT) : undefined;
    const auth = env.CMS_AUTH_URL ? { base_url: new URL(env.CMS_AUTH_URL).origin } : { auth_endpoint: "api/auth" };
    // A scope is what another OAuth helper asks GitHub for: "repo" (private repositories too) or "public_repo". The
    // site's own login is a GitHub App's, which takes none (the app's permissions decide), so there it is refused.
    const scope = env.CMS_AUTH_SCOPE?.trim();
    if (scope && !env.CMS_AUTH_URL) throw new Error(`CMS_AUTH_SCOPE no se usa con el acceso propio del sitio (una GitHub App: sus permisos deciden, docs/editor.md); bórrela, o indique CMS_AUTH_URL si entra por otro servicio.`);
    if (scope && scope !== "repo" && scope !== "public_repo") throw new Error(`CMS_AUTH_SCOPE debe ser public_repo (repositorio público) o repo (es "${scope}").`);
    const scoped = env.CMS_AUTH_URL ? { auth_scope: scope || "repo" } : {};
    return {
      backend: { name: "github", ...(repo ? { repo } : {}), branch, ...auth, ...scoped, ...(api ? { api_root: api.href.replace(/\/$/, "") } : {}) },
      localBackend: develop,
      editorialWorkflow: !develop,
      connect: [...local, api?.origin ?? GITHUB_API],
      images: ["https://avatars.githubusercontent.com"],
      ...(warning && !develop ? { warning } : {}),
    };
  }
  if (name === "git-gateway") return { backend: { name: "git-gateway", branch }, localBackend: develop, editorialWorkflow: false, connect: local, images: [] };
  throw new Error(`CMS_BACKEND="${name}" no es un destino conocido: use github (o nada) o git-gateway.`);
}

/**
 * Whether the editor logs in through the Worker's /api/ on its own origin (the address it is served at, known only in the
 * browser): GitHub with no other OAuth helper named.
 */
export const logsInOnItsOrigin = ({ backend }: CmsBackend) => backend.name === "github" && backend.base_url === undefined;
