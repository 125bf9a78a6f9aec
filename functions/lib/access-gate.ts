/**
 * The Access mode's functions (/api/session, /api/github/…) answer only on the editor's origin and only to an editor
 * with a valid pass, as the middleware's check (./editor-origin.ts), which the public origin's requests do not pass.
 */
import { admit, type Editor } from "./access";
import { configurationPage, page } from "./page";
import { accessMode, readAccess, type Access, type EditorEnv } from "./settings";

export type Gate = { mode: "github" } | { mode: "access"; access: Access; editor: Editor } | { mode: "refused"; response: Response };

export async function gate(request: Request, env: EditorEnv): Promise<Gate> {
  if (!accessMode(env)) return { mode: "github" };
  const access = readAccess(env);
  if (!access.ok) return { mode: "refused", response: await configurationPage(access.problems) };
  if (new URL(request.url).origin !== access.value.editor) return { mode: "refused", response: await page({ status: 404, heading: "Esta dirección es del editor", text: "Ábrala en la dirección del editor." }) };
  const admitted = await admit(request, access.value);
  if (!admitted.ok) return { mode: "refused", response: await page({ status: 403, heading: "Entre en el editor con su correo", text: admitted.reason }) };
  return { mode: "access", access: access.value, editor: admitted.editor };
}
