// GET /api/auth: the editor's login popup starts here (functions/lib/github-oauth.ts).
import { startAuthorization, type OAuthEnv } from "../lib/github-oauth";

export const onRequestGet = ({ request, env }: { request: Request; env: OAuthEnv }) => startAuthorization(request, env);
