// GET /api/session: how the editor (src/cms/index.tsx) logs in here, and who, in the Access mode (functions/lib/access-gate.ts).
import { gate } from "../lib/access-gate";
import { json } from "../lib/page";
import type { EditorEnv } from "../lib/settings";

export const onRequestGet = async ({ request, env }: { request: Request; env: EditorEnv }) => {
  const checked = await gate(request, env);
  if (checked.mode === "refused") return checked.response;
  const body = checked.mode === "access" ? { mode: "access", email: checked.editor.email } : { mode: "github" };
  return json(200, body);
};
