// GET /api/session: how the editor (src/cms/index.tsx) logs in here, and who, in the Access mode (functions/lib/access-gate.ts).
import { gate } from "../lib/access-gate";
import type { EditorData } from "../lib/editor-origin";
import { json } from "../lib/page";
import type { EditorEnv } from "../lib/settings";

export const onRequestGet = async ({ env, data }: { env: EditorEnv; data: EditorData }) => {
  const checked = await gate(env, data);
  if (checked.mode === "refused") return checked.response;
  const body = checked.mode === "access" ? { mode: "access", email: checked.editor.email } : { mode: "github" };
  return json(200, body);
};
