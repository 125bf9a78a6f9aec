// GET /api/auth: the editor's login popup starts here (functions/lib/github-oauth.ts).
import { startAuthorization } from "../lib/github-oauth";
import type { EditorEnv } from "../lib/settings";

export const onRequestGet = ({ request, env }: { request: Request; env: EditorEnv }) => startAuthorization(request, env);
