import { execFileSync } from "child_process";
import path from "path";
import { normalizePath } from "../../src/lib/nav";
import { contentKinds, loadSchemas, type ContentKind } from "../data-layer/schemas";

let projectKinds: ContentKind[] | undefined;
const kindsOfProject = () => (projectKinds ??= contentKinds(loadSchemas(path.join(process.cwd(), "data", "schemas"))));

/**
 * The data file a page is made from: a fixed page's file ("x-page" in its schema), or a record's by its kind's route
 * (/servicios/{slug} → data/services/{slug}.json); undefined for any other path.
 */
export function sourceFile(pathname: string, kinds: readonly ContentKind[] = kindsOfProject()): string | undefined {
  const p = normalizePath(pathname);
  const fixed = kinds.find((k) => k.page === p);
  if (fixed) return fixed.file;
  // The most specific route first: /{slug} takes any one-segment path that no other route did.
  const records = kinds.flatMap((k) => (k.record ? [k.record] : [])).sort((a, b) => b.route.length - a.route.length);
  for (const record of records) {
    const pattern = new RegExp(`^${record.route.replace(`{${record.key}}`, "([a-z0-9-]+)")}$`);
    const match = pattern.exec(p);
    if (match) return `data/${record.folder}/${match[1]}.json`;
  }
  return undefined;
}

/** The date (AAAA-MM-DD) of the last commit that changed a file, or undefined without git or history for it. */
export function gitLastChange(file: string, cwd: string): string | undefined {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", file], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  } catch {
    return undefined;
  }
}

export interface LastmodSources {
  /** Article publication and update dates, by page path ("/blog/3"). */
  articles: ReadonlyMap<string, { date: string; updated?: string | null }>;
  /** Last change of a data file (git), when known. */
  fileDate: (file: string) => string | undefined;
  /** AAAA-MM-DD of this build: the fallback. */
  buildDate: string;
}

/**
 * A sitemap <lastmod>: an article's update (or publication) date; for any other page the last change of its data
 * file in git; the build date when neither is known (no git history, a page without a data file).
 */
export function lastmod(pathname: string, sources: LastmodSources): string {
  const article = sources.articles.get(normalizePath(pathname));
  if (article) return article.updated && article.updated > article.date ? article.updated : article.date;
  const file = sourceFile(pathname);
  return (file && sources.fileDate(file)) || sources.buildDate;
}
