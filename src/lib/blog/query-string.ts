import { ALL_CATEGORIES } from "./filter";

/** The list's search text and category live in the URL (?q=…&categoria=…) so a filtered list can be shared. */
export interface BlogQuery {
  q: string;
  category: string;
}

/** The address parameters the filter lives in. */
export const BLOG_PARAMS = { q: "q", category: "categoria" } as const;

export function parseBlogQuery(search: string, categories: readonly string[]): BlogQuery {
  const params = new URLSearchParams(search);
  const category = params.get(BLOG_PARAMS.category) ?? ALL_CATEGORIES;
  return { q: params.get(BLOG_PARAMS.q) ?? "", category: categories.includes(category) ? category : ALL_CATEGORIES };
}

/** "" for the unfiltered list, otherwise "?q=…&categoria=…" with only what is set. */
export function blogQueryString({ q, category }: BlogQuery): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set(BLOG_PARAMS.q, q);
  if (category !== ALL_CATEGORIES) params.set(BLOG_PARAMS.category, category);
  const text = params.toString();
  return text ? `?${text}` : "";
}
