/**
 * What the Access mode's GitHub proxy forwards: the calls Decap's GitHub backend (3.16, `decap-cms-backend-github/src/
 * API.ts`) makes with the editorial workflow, for one repository, and nothing else. An editor changes content and
 * images (all under data/, images in data/images: plugins/editor), never the code that runs: a new tree may name only
 * files there, and a branch or a merge only reaches what changes nothing else. Pure rules; ./github-proxy.ts asks GitHub.
 */

/** The one folder an editor may change (Decap's collections and its media_folder, data/images). */
export const CONTENT_FOLDER = "data/";
/** Decap's editorial workflow keeps each draft on a branch named cms/<collection>/<slug>. */
export const DRAFT_BRANCH = /^cms\/[^\s]+$/;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** The calls, relative to /repos/{owner}/{name}, by what they do. */
const ROUTES: [Method, RegExp, Check][] = [];
export type Check = "read" | "repo" | "tree" | "commit" | "ref" | "draft-branch" | "pull" | "close" | "merge" | "labels";
const route = (method: Method, pattern: RegExp, check: Check) => ROUTES.push([method, pattern, check]);
route("GET", /^$/, "repo");
route("GET", /^\/(branches|git\/trees|git\/refs\/heads|git\/ref\/heads|compare|commits|contents)\/.+$/, "read");
route("GET", /^\/(git\/blobs\/[0-9a-f]{40}|pulls|pulls\/\d+|pulls\/\d+\/(commits|files)|commits|issues\/\d+\/labels)$/, "read");
route("POST", /^\/git\/blobs$/, "read");
route("POST", /^\/git\/trees$/, "tree");
route("POST", /^\/git\/commits$/, "commit");
route("POST", /^\/git\/refs$/, "ref");
route("PATCH", /^\/git\/refs\/heads\/.+$/, "ref");
route("DELETE", /^\/git\/refs\/heads\/.+$/, "draft-branch");
route("POST", /^\/pulls$/, "pull");
route("PATCH", /^\/pulls\/\d+$/, "close");
route("PUT", /^\/pulls\/\d+\/merge$/, "merge");
route("PUT", /^\/issues\/\d+\/labels$/, "labels");
route("POST", /^\/issues\/\d+\/labels$/, "labels");
route("DELETE", /^\/issues\/\d+\/labels\/[^/]+$/, "labels");

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** The check a call needs, or undefined for a call the editor never makes (refused). */
export function checkFor(method: string, rest: string): Check | undefined {
  // An encoded "." or ".." segment could climb out of the repository once GitHub decodes it.
  const decoded = safeDecode(rest);
  if (decoded === undefined || decoded.split("/").some((part) => part === "." || part === "..")) return undefined;
  return ROUTES.find(([m, pattern]) => m === method && pattern.test(rest))?.[2];
}

/** A file path an editor may write: inside data/, plain, no climbing out. */
export const contentPath = (file: unknown) => typeof file === "string" && file.startsWith(CONTENT_FOLDER) && !file.split("/").some((part) => part === "" || part === "." || part === "..");

/** What is wrong with a new tree, or undefined: Decap sends its changes on the branch's tree, each a file in data/. */
export function treeProblem(body: Record<string, unknown>): string | undefined {
  if (typeof body.base_tree !== "string") return "Un árbol nuevo debe partir del de la rama (base_tree).";
  const entries = Array.isArray(body.tree) ? (body.tree as Record<string, unknown>[]) : [];
  const outside = entries.filter((e) => !contentPath(e.path) || e.type !== "blob" || (e.mode !== "100644" && e.mode !== "100755"));
  return outside.length ? `El editor solo cambia archivos de ${CONTENT_FOLDER}: ${outside.map((e) => String(e.path)).join(", ")}.` : undefined;
}

/** What is wrong with the files a branch or a merge would bring into the published branch, or undefined. */
export function filesProblem(files: unknown): string | undefined {
  if (!Array.isArray(files) || files.length >= 300) return "No se puede comprobar qué archivos cambia.";
  const outside = (files as { filename?: unknown; previous_filename?: unknown }[]).flatMap((f) => [f.filename, ...(f.previous_filename === undefined ? [] : [f.previous_filename])]).filter((name) => !contentPath(name));
  return outside.length ? `El editor solo cambia archivos de ${CONTENT_FOLDER}: ${outside.map(String).join(", ")}.` : undefined;
}

/** The editor named in a commit message or a pull request's text, as GitHub shows a co-author; any other such line goes. */
export function withCoAuthor(text: unknown, email: string): string {
  const own = String(text ?? "").split("\n").filter((line) => !/^co-authored-by:/i.test(line.trim())).join("\n").trimEnd();
  return `${own}\n\nCo-authored-by: ${email.split("@")[0]} <${email}>`;
}
