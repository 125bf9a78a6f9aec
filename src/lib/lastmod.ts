import { execFileSync } from "child_process";
import { normalizePath } from "./nav";

/** The fixed pages (src/pages) and the data file each shows. */
const FIXED_PAGES: Readonly<Record<string, string>> = {
  "/": "data/home.json",
  "/servicios": "data/services-page.json",
  "/sobre-nosotros": "data/about.json",
  "/blog": "data/blog-page.json",
  "/contacto": "data/contact.json",
};

/** The data file a page is made from, by the routes gatsby-node creates; undefined for any other path. */
export function sourceFile(pathname: string): string | undefined {
  const p = normalizePath(pathname);
  if (FIXED_PAGES[p]) return FIXED_PAGES[p];
  const service = /^\/servicios\/([a-z0-9-]+)$/.exec(p);
  if (service) return `data/services/${service[1]}.json`;
  const article = /^\/blog\/(\d+)$/.exec(p);
  if (article) return `data/blog/${article[1]}.json`;
  const legal = /^\/([a-z0-9-]+)$/.exec(p);
  return legal ? `data/legal/${legal[1]}.json` : undefined;
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
