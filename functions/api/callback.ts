// GET /api/callback: GitHub sends the person back here (functions/lib/github-oauth.ts).
import { finishAuthorization, type OAuthEnv } from "../lib/github-oauth";

export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }) => finishAuthorization(request, env);
