// Every address: the editor's origin serves only /admin/ and /api/, the others no /admin/ (functions/lib/editor-origin.ts).
import { routeByOrigin } from "./lib/editor-origin";
import type { EditorEnv } from "./lib/settings";

export const onRequest = async ({ request, env, next }: { request: Request; env: EditorEnv; next: () => Promise<Response> }) =>
  (await routeByOrigin(request, env)) ?? next();
