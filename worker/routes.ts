/**
 * The editor's routes, one list: the GitHub login (/api/auth, /api/callback: ./lib/github-oauth.ts), which login the
 * editor uses (/api/session) and, in the Access mode, Decap's GitHub calls (/api/github/…: ./lib/github-proxy.ts).
 * Every other address is the build's files.
 */
import { gate } from "./lib/access-gate";
import type { EditorData } from "./lib/editor-origin";
import { finishAuthorization, startAuthorization } from "./lib/github-oauth";
import { proxy, PROXY_PATH, type Site } from "./lib/github-proxy";
import { json } from "./lib/page";
import type { EditorEnv } from "./lib/settings";

/** The Worker's settings and its binding to the build's files (wrangler.toml's `[assets]`). */
export type WorkerEnv = EditorEnv & Required<Site>;

type Route = (request: Request, env: WorkerEnv, data: EditorData) => Response | Promise<Response>;

const onlyGet = (route: Route): Route => (request, env, data) => (request.method === "GET" || request.method === "HEAD" ? route(request, env, data) : json(405, { message: "Esta dirección solo responde a GET." }));

/** GET /api/session: how the editor (src/cms/index.tsx) logs in here, and who, in the Access mode. */
const session: Route = async (_request, env, data) => {
  const checked = await gate(env, data);
  if (checked.mode === "refused") return checked.response;
  return json(200, checked.mode === "access" ? { mode: "access", email: checked.editor.email } : { mode: "github" });
};

/** /api/github/…: Decap's GitHub API calls in the Access mode, through the GitHub App. */
const github: Route = async (request, env, data) => {
  const checked = await gate(env, data);
  if (checked.mode === "refused") return checked.response;
  if (checked.mode === "github") return json(404, { message: "Sin Cloudflare Access, el editor habla con GitHub directamente." });
  return proxy(request, checked.editor, checked.access, env);
};

const EXACT: Record<string, Route> = {
  "/api/auth": onlyGet((request, env) => startAuthorization(request, env)),
  "/api/callback": onlyGet((request, env) => finishAuthorization(request, env)),
  "/api/session": onlyGet(session),
};

/** The route an address takes, or undefined for the build's files. */
export const routeFor = (pathname: string): Route | undefined => EXACT[pathname] ?? (pathname.startsWith(`${PROXY_PATH}/`) ? github : undefined);
