/**
 * What the Access mode's GitHub proxy forwards: the calls Decap's GitHub backend makes with the editorial workflow
 * (decap-cms 3.16.3, decap-cms-backend-github 3.8.3 `src/API.ts`, each route naming its method there), for one
 * repository, and nothing else. An editor changes content and images (all under data/, images in data/images:
 * plugins/editor) on draft branches (cms/…), and publishes a draft by merging its pull request; never the code that
 * runs, never the published branch directly, never anyone else's pull request. Every rule reads what GitHub will act
 * on: the branch a ref call names is in its path (GitHub ignores a body's `ref` there), a merge is of the head sha
 * checked. Pure rules; ./github-checks.ts asks GitHub what only it knows.
 *
 * Not forwarded, on purpose: Decap's migration of pre-2.0 drafts (`/contents`, `refs/meta`), open authoring, notes
 * (`/search/issues`, issues of their own) and the forced merge after a 405 (it writes the published branch).
 */

/** The one folder an editor may change (Decap's collections and its media_folder, data/images). */
export const CONTENT_FOLDER = "data/";
/** Decap's editorial workflow keeps each draft on a branch named cms/<collection>/<slug>. */
export const DRAFT_BRANCH = /^cms\/(?!.*\/\.)(?!.*\.\.)[\p{L}\p{N}_.-]+(\/[\p{L}\p{N}_.-]+)+$/u;
/** A plain file: what Decap writes (`updateTree`), neither executable nor a link nor a submodule. */
export const PLAIN_FILE = "100644";
const SHA = /^[0-9a-f]{40}$/;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Check = "read" | "repo" | "blob" | "tree" | "commit" | "new-branch" | "move-branch" | "delete-branch" | "pull" | "close" | "merge" | "labels";

interface Route {
  method: Method;
  /** The path after /repos/{owner}/{name}. */
  path: RegExp;
  check: Check;
  /** The method of Decap's API.ts that sends it. */
  decap: string;
  /** The body's keys it may carry (a write with any other is refused). */
  body?: readonly string[];
}

/** The one list of calls, relative to /repos/{owner}/{name}. */
export const ROUTES: readonly Route[] = [
  { method: "GET", path: /^$/, check: "repo", decap: "hasWriteAccess" },
  { method: "GET", path: /^\/branches\/[^/]+$/, check: "read", decap: "getBranch, getDefaultBranch" },
  { method: "GET", path: /^\/git\/trees\/[^:]+:.*$/, check: "read", decap: "listFiles, getFileSha" },
  { method: "GET", path: /^\/git\/blobs\/[0-9a-f]{40}$/, check: "read", decap: "fetchBlobContent" },
  { method: "GET", path: /^\/compare\/.+\.\.\..+$/, check: "read", decap: "getDifferences" },
  { method: "GET", path: /^\/commits$/, check: "read", decap: "readFileMetadata" },
  { method: "GET", path: /^\/commits\/[0-9a-f]{40}\/status$/, check: "read", decap: "getStatuses" },
  { method: "GET", path: /^\/pulls$/, check: "read", decap: "getPullRequests" },
  { method: "GET", path: /^\/pulls\/\d+\/commits$/, check: "read", decap: "getPullRequestCommits" },
  { method: "POST", path: /^\/git\/blobs$/, check: "blob", decap: "uploadBlob", body: ["content", "encoding"] },
  { method: "POST", path: /^\/git\/trees$/, check: "tree", decap: "createTree", body: ["base_tree", "tree"] },
  { method: "POST", path: /^\/git\/commits$/, check: "commit", decap: "createCommit", body: ["message", "tree", "parents", "author", "committer"] },
  { method: "POST", path: /^\/git\/refs$/, check: "new-branch", decap: "createRef (createBranch)", body: ["ref", "sha"] },
  { method: "PATCH", path: /^\/git\/refs\/heads\/[^/]+$/, check: "move-branch", decap: "patchRef (patchBranch)", body: ["sha", "force"] },
  { method: "DELETE", path: /^\/git\/refs\/heads\/[^/]+$/, check: "delete-branch", decap: "deleteRef (deleteBranch)", body: [] },
  { method: "POST", path: /^\/pulls$/, check: "pull", decap: "createPR", body: ["title", "body", "head", "base"] },
  { method: "PATCH", path: /^\/pulls\/\d+$/, check: "close", decap: "closePR", body: ["state"] },
  { method: "PUT", path: /^\/pulls\/\d+\/merge$/, check: "merge", decap: "mergePR", body: ["commit_message", "sha", "merge_method"] },
  { method: "PUT", path: /^\/issues\/\d+\/labels$/, check: "labels", decap: "updatePullRequestLabels (setPullRequestStatus)", body: ["labels"] },
];

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** The route a call takes, or undefined for a call the editor never makes (refused). */
export function routeFor(method: string, rest: string): Route | undefined {
  // An encoded "." or ".." segment could climb out of the repository once GitHub decodes it.
  const decoded = safeDecode(rest);
  if (decoded === undefined || decoded.split("/").some((part) => part === "." || part === "..")) return undefined;
  return ROUTES.find((r) => r.method === method && r.path.test(rest));
}

/** The branch a call on /git/refs/heads/<name> names: Decap encodes it whole (cms%2Fservicios%2Fx), GitHub decodes it. */
export const namedBranch = (rest: string) => safeDecode(rest.replace(/^\/git\/refs\/heads\//, "")) ?? "";

/** A file path an editor may write: inside data/, plain, no climbing out. */
export const contentPath = (file: unknown) => typeof file === "string" && file.startsWith(CONTENT_FOLDER) && !file.split("/").some((part) => part === "" || part === "." || part === "..");

const outsideMessage = (names: unknown[]) => `El editor solo cambia archivos de ${CONTENT_FOLDER}: ${names.map(String).join(", ")}.`;
const isSha = (value: unknown): value is string => typeof value === "string" && SHA.test(value);
const isDraft = (name: unknown) => typeof name === "string" && DRAFT_BRANCH.test(name);
const DRAFTS_ONLY = "El editor solo escribe en sus borradores (ramas cms/…)";

/** What is wrong with a write's body before GitHub is asked anything, or undefined. It may fix the body's defaults. */
export function shapeProblem(route: Route, body: Record<string, unknown>, rest: string, repo: { owner: string; branch: string }): string | undefined {
  const extra = Object.keys(body).filter((key) => !route.body?.includes(key));
  if (route.check === "move-branch" && "ref" in body) return "La rama que se mueve es la de la dirección; no se admite otra en el cuerpo (ref).";
  if (extra.length) return `La petición lleva campos que el editor no envía: ${extra.join(", ")}.`;
  switch (route.check) {
    case "blob":
      return typeof body.content === "string" && (body.encoding === "base64" || body.encoding === "utf-8") ? undefined : "Un archivo nuevo debe traer su contenido.";
    case "tree":
      return treeProblem(body);
    case "commit":
      if (!isSha(body.tree) || !Array.isArray(body.parents) || body.parents.length !== 1 || !isSha(body.parents[0])) return "Un cambio del editor parte de un solo cambio anterior, con su árbol.";
      return undefined;
    case "new-branch": {
      const name = typeof body.ref === "string" ? body.ref.replace(/^refs\/heads\//, "") : "";
      if (body.ref !== `refs/heads/${name}` || !isDraft(name)) return `${DRAFTS_ONLY}, no en ${String(body.ref)}.`;
      return isSha(body.sha) ? undefined : "Falta el cambio al que apunta la rama (sha).";
    }
    case "move-branch":
      if (!isDraft(namedBranch(rest))) return `${DRAFTS_ONLY}, no en ${namedBranch(rest)}.`;
      return isSha(body.sha) && (body.force === undefined || typeof body.force === "boolean") ? undefined : "Falta el cambio al que apunta la rama (sha).";
    case "delete-branch":
      return isDraft(namedBranch(rest)) ? undefined : "El editor solo borra sus borradores (ramas cms/…).";
    case "pull": {
      // Decap names the head as owner:branch (getHeadReference); the owner is this repository's, never a fork's.
      const parts = String(body.head).split(":");
      const [owner, head] = parts.length === 2 ? parts : ["", parts.length === 1 ? parts[0] : ""];
      const sameOwner = !owner || owner.toLowerCase() === repo.owner.toLowerCase();
      return sameOwner && isDraft(head) && body.base === repo.branch ? undefined : "Una solicitud de cambios del editor va de un borrador (cms/…) a la rama publicada.";
    }
    case "close":
      return body.state === "closed" ? undefined : "El editor solo cierra sus solicitudes de cambios.";
    case "merge":
      if (body.merge_method !== undefined && body.merge_method !== "merge" && body.merge_method !== "squash") return "El editor publica con una fusión (merge o squash).";
      return body.sha === undefined || isSha(body.sha) ? undefined : "La publicación nombra el cambio que se publica (sha).";
    case "labels":
      return Array.isArray(body.labels) && body.labels.every((l) => typeof l === "string") ? undefined : "Las etiquetas son una lista de nombres.";
    default:
      return undefined;
  }
}

/** What is wrong with a new tree, or undefined: Decap sends its changes as plain files in data/ (or their removal). */
export function treeProblem(body: Record<string, unknown>): string | undefined {
  if (!isSha(body.base_tree)) return "Un árbol nuevo debe partir del de la rama (base_tree).";
  const entries = Array.isArray(body.tree) ? (body.tree as Record<string, unknown>[]) : [];
  if (!entries.length) return "Un árbol nuevo debe traer algún archivo.";
  const outside = entries.filter((e) => !contentPath(e.path) || e.type !== "blob" || e.mode !== PLAIN_FILE || !(e.sha === null || isSha(e.sha)) || "content" in e);
  return outside.length ? outsideMessage(outside.map((e) => e.path)) : undefined;
}

/** One entry of a tree as GitHub lists it (recursive), or of a compare's files. */
export interface TreeEntry {
  path: string;
  mode: string;
  type: string;
  sha: string;
}

/** What is wrong with going from one tree to another (a new commit over its parent), or undefined. */
export function treeChangeProblem(before: readonly TreeEntry[], after: readonly TreeEntry[]): string | undefined {
  const key = (e: TreeEntry) => `${e.mode} ${e.type} ${e.sha}`;
  const [was, now] = [new Map(before.map((e) => [e.path, key(e)])), new Map(after.map((e) => [e.path, e]))];
  const changed = [...new Set([...was.keys(), ...now.keys()])].filter((path) => {
    const entry = now.get(path);
    // A folder's own entry changes with what is in it; what is in it is checked one by one.
    if (entry?.type === "tree" && (was.get(path)?.includes(" tree ") ?? true)) return false;
    return was.get(path) !== (entry && key(entry));
  });
  const bad = changed.filter((path) => !contentPath(path) || (now.has(path) && (now.get(path)?.type !== "blob" || now.get(path)?.mode !== PLAIN_FILE)));
  return bad.length ? outsideMessage(bad) : undefined;
}

/** What is wrong with what a compare says a branch or a merge brings, given the head's tree, or undefined. */
export function filesProblem(files: unknown, head: readonly TreeEntry[]): string | undefined {
  if (!Array.isArray(files) || files.length >= 300) return "No se puede comprobar qué archivos cambia.";
  const modes = new Map(head.map((e) => [e.path, e]));
  const bad = (files as { filename?: unknown; previous_filename?: unknown; status?: unknown }[]).flatMap((f) => {
    const names = [f.filename, ...(f.previous_filename === undefined ? [] : [f.previous_filename])].filter((name) => !contentPath(name));
    const entry = modes.get(String(f.filename));
    // A file still there must be a plain one in the head's tree: a link or a submodule shows in a compare as "modified".
    const kind = f.status !== "removed" && (entry?.type !== "blob" || entry.mode !== PLAIN_FILE) ? [f.filename] : [];
    return [...new Set([...names, ...kind])];
  });
  return bad.length ? outsideMessage(bad) : undefined;
}

/** The editor named in a commit message or a pull request's text, as GitHub shows a co-author; any other such line goes. */
export function withCoAuthor(text: unknown, email: string): string {
  const own = String(text ?? "").split("\n").filter((line) => !/^co-authored-by:/i.test(line.trim())).join("\n").trimEnd();
  return `${own}\n\nCo-authored-by: ${email.split("@")[0]} <${email}>`;
}
