// /api/github/…: Decap's GitHub API calls in the Access mode, through the GitHub App (functions/lib/github-proxy.ts).
import { gate } from "../../lib/access-gate";
import { proxy, type Site } from "../../lib/github-proxy";
import type { EditorEnv } from "../../lib/settings";

export const onRequest = async ({ request, env }: { request: Request; env: EditorEnv & Site }) => {
  const checked = await gate(request, env);
  if (checked.mode === "refused") return checked.response;
  if (checked.mode === "github") return new Response(JSON.stringify({ message: "Sin Cloudflare Access, el editor habla con GitHub directamente." }), { status: 404 });
  return proxy(request, checked.editor, checked.access, env);
};
