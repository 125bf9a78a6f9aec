/**
 * The editor on an origin of its own. Decap keeps the editor's GitHub token in the localStorage of the origin that
 * serves /admin/, so with EDITOR_ORIGIN set (say https://editor.example.es, a second custom domain of the same Pages
 * project) /admin/ and the login live only there, and the public pages' origin never holds a token. README, "Deploy".
 */
export interface EditorOriginEnv {
  EDITOR_ORIGIN?: string;
}

/** The editor's origin, if one is set; a value that is not an http(s) address is a configuration mistake, said so. */
export function editorOrigin(env: EditorOriginEnv): string | undefined {
  const value = env.EDITOR_ORIGIN?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`EDITOR_ORIGIN debe ser una dirección https:// (es "${value}").`);
  return url.origin;
}

/** The same address on the editor's origin, when the request came to another one; otherwise nothing to do. */
export function toEditorOrigin(request: Request, env: EditorOriginEnv): Response | undefined {
  const origin = editorOrigin(env);
  const url = new URL(request.url);
  if (!origin || url.origin === origin) return undefined;
  return new Response(null, { status: 302, headers: { Location: `${origin}${url.pathname}${url.search}`, "Cache-Control": "no-store" } });
}
