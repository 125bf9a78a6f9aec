/**
 * The Access mode's routes (/api/session, /api/github/…: ../routes.ts) answer only to the editor the origin routing let in
 * (./editor-origin.ts checks the pass once per request and hands the editor over in `data`); a request it did not admit,
 * such as one on the public origin, finds nothing here.
 */
import type { Editor } from "./access";
import type { EditorData } from "./editor-origin";
import { page } from "./page";
import { accessMode, type Access, type EditorEnv } from "./settings";

export type Gate = { mode: "github" } | { mode: "access"; access: Access; editor: Editor } | { mode: "refused"; response: Response };

export async function gate(env: EditorEnv, data: EditorData): Promise<Gate> {
  if (!accessMode(env)) return { mode: "github" };
  if (data.editor && data.access) return { mode: "access", access: data.access, editor: data.editor };
  return { mode: "refused", response: await page({ status: 404, heading: "Esta dirección es del editor", text: "Ábrala en la dirección del editor." }) };
}
