// /admin/ and everything under it: only on the editor's own origin when EDITOR_ORIGIN is set (functions/lib/editor-origin.ts).
import { toEditorOrigin, type EditorOriginEnv } from "../lib/editor-origin";

export const onRequest = ({ request, env, next }: { request: Request; env: EditorOriginEnv; next: () => Promise<Response> }) =>
  toEditorOrigin(request, env) ?? next();
