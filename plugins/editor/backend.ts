/**
 * Where the editor saves, chosen by environment variables at build time (README "Editar en el navegador"):
 * - `npm run cms` (gatsby develop): Decap's local backend, decap-server on 127.0.0.1, writing data/ on this machine;
 * - a published build: `CMS_BACKEND=github` with `CMS_REPO=owner/name` (and `CMS_AUTH_URL`, the OAuth helper, on hosts
 *   other than Netlify), or the default `git-gateway` (Netlify Identity + Git Gateway, nothing else to set).
 */

export const LOCAL_BACKEND_PORT = 8081;
export const LOCAL_BACKEND_URL = `http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`;

export interface CmsBackend {
  backend: Record<string, unknown>;
  localBackend: boolean;
  /** Origins the editor's page talks to, beyond its own, for its Content-Security-Policy. */
  connect: string[];
  /** Origins of images the editor shows (the user's avatar). */
  images: string[];
}

export function cmsBackend(env: Record<string, string | undefined>, develop: boolean): CmsBackend {
  const branch = env.CMS_BRANCH || "main";
  const local = develop ? [new URL(LOCAL_BACKEND_URL).origin] : [];
  const name = env.CMS_BACKEND || "git-gateway";
  if (name === "github") {
    const repo = env.CMS_REPO ?? "";
    if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_BACKEND=github necesita CMS_REPO con la forma propietario/repositorio (es "${repo}").`);
    const auth = env.CMS_AUTH_URL ? { base_url: new URL(env.CMS_AUTH_URL).origin } : {};
    return { backend: { name: "github", repo, branch, ...auth }, localBackend: develop, connect: [...local, "https://api.github.com"], images: ["https://avatars.githubusercontent.com"] };
  }
  if (name === "git-gateway") return { backend: { name: "git-gateway", branch }, localBackend: develop, connect: local, images: [] };
  throw new Error(`CMS_BACKEND="${name}" no es un destino conocido: use github o git-gateway (o nada, para git-gateway).`);
}
