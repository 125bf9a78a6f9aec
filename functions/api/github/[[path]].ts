// /api/github/…: Decap's GitHub API calls in the Access mode, through the GitHub App (functions/lib/github-proxy.ts).
import { gate } from "../../lib/access-gate";
import type { EditorData } from "../../lib/editor-origin";
import { proxy, type Site } from "../../lib/github-proxy";
import { json } from "../../lib/page";
import type { EditorEnv } from "../../lib/settings";

export const onRequest = async ({ request, env, data }: { request: Request; env: EditorEnv & Site; data: EditorData }) => {
  const checked = await gate(env, data);
  if (checked.mode === "refused") return checked.response;
  if (checked.mode === "github") return json(404, { message: "Sin Cloudflare Access, el editor habla con GitHub directamente." });
  return proxy(request, checked.editor, checked.access, env);
};
