/**
 * The site's Worker (Cloudflare Workers with static assets: wrangler.toml). Every request comes here first
 * (`run_worker_first`): routed by origin (./lib/editor-origin.ts: the editor's origin serves only /admin/ and /api/,
 * and in the Access mode only to an editor Access let in, checked once and handed on), then answered by one of the
 * editor's routes (./routes.ts) or by the build's files (`env.ASSETS`: the page, its `_headers`, the 404 page), as the
 * host serves them.
 */
import { routeByOrigin, type EditorData } from "./lib/editor-origin";
import { routeFor, type WorkerEnv } from "./routes";

export default {
  async fetch(request: Request, env: WorkerEnv): Promise<Response> {
    const data: EditorData = {};
    const early = await routeByOrigin(request, env, data);
    if (early) return early;
    const route = routeFor(new URL(request.url).pathname);
    return route ? route(request, env, data) : env.ASSETS.fetch(request);
  },
};
