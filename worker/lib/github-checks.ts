/**
 * What only GitHub can say about a write whose shape the rules (./github-rules.ts) let through: whether a pull request
 * is one of the editor's drafts (from a cms/… branch of this repository into the published branch), what a new commit
 * changes over its parent, and what a branch or a merge would bring into the published branch, with each file's mode,
 * read from the trees GitHub keeps. Only reads; each answers a refusal, or undefined.
 */
import { DRAFT_BRANCH, filesProblem, treeChangeProblem, type TreeEntry } from "./github-rules";

/** One call to GitHub's API for the repository, as the app. */
export type Ask = (path: string, init?: { method?: string; body?: string }) => Promise<Response>;

/** The repository (owner/name) and the published branch the build's editor saves to. */
export interface Target {
  repo: string;
  branch: string;
}

interface Pull {
  head?: { ref?: string; sha?: string; repo?: { full_name?: string } | null };
  base?: { ref?: string };
}

const UNCHECKABLE = "No se puede comprobar qué archivos cambia.";
const NOT_A_DRAFT = "El editor solo toca sus solicitudes de cambios: las de un borrador (cms/…) hacia la rama publicada.";

async function read<T>(ask: Ask, path: string): Promise<T | undefined> {
  const answer = await ask(path);
  return answer.ok ? ((await answer.json().catch(() => undefined)) as T | undefined) : undefined;
}

/** A tree's every entry, or undefined when GitHub cannot list it whole. */
async function listing(ask: Ask, tree: unknown): Promise<TreeEntry[] | undefined> {
  const found = typeof tree === "string" ? await read<{ tree?: TreeEntry[]; truncated?: boolean }>(ask, `/git/trees/${tree}?recursive=1`) : undefined;
  return found && !found.truncated && Array.isArray(found.tree) ? found.tree : undefined;
}

/** A commit's tree, listed whole. */
async function commitListing(ask: Ask, commit: unknown): Promise<TreeEntry[] | undefined> {
  const found = typeof commit === "string" ? await read<{ tree?: { sha?: string } }>(ask, `/git/commits/${commit}`) : undefined;
  return listing(ask, found?.tree?.sha);
}

/** A new commit may change, over its one parent, only plain files in data/. */
export async function commitProblem(ask: Ask, body: Record<string, unknown>): Promise<string | undefined> {
  const [before, after] = await Promise.all([commitListing(ask, (body.parents as unknown[])[0]), listing(ask, body.tree)]);
  return before && after ? treeChangeProblem(before, after) : UNCHECKABLE;
}

/** What a branch at `sha`, merged, would bring into the published branch: only plain files in data/, renames included. */
export async function bringsProblem(ask: Ask, { branch }: Target, sha: unknown): Promise<string | undefined> {
  const [compared, head] = await Promise.all([read<{ files?: unknown }>(ask, `/compare/${encodeURIComponent(branch)}...${String(sha)}`), commitListing(ask, sha)]);
  return compared && head ? filesProblem(compared.files, head) : UNCHECKABLE;
}

/** The pull request a /pulls/{n}… or /issues/{n}… call names, when GitHub says it is one of the editor's drafts. */
export async function draftPull(ask: Ask, { repo, branch }: Target, rest: string): Promise<{ head: { sha: string } } | { problem: string }> {
  const number = /^\/(?:pulls|issues)\/(\d+)/.exec(rest)?.[1];
  const pull = number ? await read<Pull>(ask, `/pulls/${number}`) : undefined;
  const head = pull?.head;
  const ours = head?.repo?.full_name?.toLowerCase() === repo.toLowerCase() && typeof head.ref === "string" && DRAFT_BRANCH.test(head.ref);
  return ours && pull?.base?.ref === branch && typeof head?.sha === "string" ? { head: { sha: head.sha } } : { problem: NOT_A_DRAFT };
}
