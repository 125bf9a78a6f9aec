// GET /api/callback: GitHub sends the person back here (functions/lib/github-oauth.ts).
import { finishAuthorization } from "../lib/github-oauth";
import type { EditorEnv } from "../lib/settings";

export const onRequestGet = ({ request, env }: { request: Request; env: EditorEnv }) => finishAuthorization(request, env);
