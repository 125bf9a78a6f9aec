/** Blog list rules: search, category filter, featured block, popular and related articles. */

export const ALL_CATEGORIES = "Todas";

export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  featured: boolean;
  date: string;
}

/** Lower case and without accents, so "limpieza" finds "Limpiéza" and "normativa" finds "Normativas". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Substring match of the typed text against title, excerpt or any tag, combined with the category (Todas matches all). */
export function filterArticles<A extends ArticleSummary>(articles: readonly A[], query: string, category: string): A[] {
  const needle = fold(query.trim());
  return articles.filter((a) => {
    if (category !== ALL_CATEGORIES && a.category !== category) return false;
    if (!needle) return true;
    return [a.title, a.excerpt, ...a.tags].some((text) => fold(text).includes(needle));
  });
}

/** The featured block shows the first result only when that result is featured; the grid gets the rest. */
export function splitFeatured<A extends ArticleSummary>(results: readonly A[]): { featured: A | null; rest: A[] } {
  const [first, ...others] = results;
  return first?.featured ? { featured: first, rest: others } : { featured: null, rest: [...results] };
}

/** The first three featured articles, in list order. */
export function popularArticles<A extends ArticleSummary>(articles: readonly A[], max = 3): A[] {
  return articles.filter((a) => a.featured).slice(0, max);
}

/** Same category as the article, never itself, newest first, at most three. */
export function relatedArticles<A extends Pick<ArticleSummary, "id" | "category" | "date">>(articles: readonly A[], current: Pick<ArticleSummary, "id" | "category">, max = 3): A[] {
  return articles
    .filter((a) => a.category === current.category && a.id !== current.id)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id)
    .slice(0, max);
}

/** Every tag once, most used first, then alphabetically. */
export function tagCloud(articles: readonly ArticleSummary[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const a of articles) for (const t of a.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, "es"));
}

/** "3 artículos" / "1 artículo" / "Ningún artículo", for the screen-reader announcement. */
export function resultCountText(count: number): string {
  if (count === 0) return "Ningún artículo coincide con su búsqueda.";
  return count === 1 ? "1 artículo encontrado." : `${count} artículos encontrados.`;
}
