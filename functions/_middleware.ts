// Every address: the editor's origin serves only /admin/ and /api/, the others no /admin/; in the Access mode, the editor
// Access let in is checked here, once, and handed to the functions in `data` (functions/lib/editor-origin.ts).
import { routeByOrigin, type EditorData } from "./lib/editor-origin";
import type { EditorEnv } from "./lib/settings";

export const onRequest = async ({ request, env, next, data }: { request: Request; env: EditorEnv; next: () => Promise<Response>; data: EditorData }) =>
  (await routeByOrigin(request, env, data)) ?? next();
