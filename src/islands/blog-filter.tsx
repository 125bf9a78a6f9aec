import React, { useEffect, useRef, useState } from "react";
import { Search } from "lucide";
import { Drawing } from "../components/drawing";
import { ALL_CATEGORIES, filterArticles, resultCountText, splitFeatured, type ArticleSummary } from "../lib/blog/filter";
import { blogQueryString, parseBlogQuery, type BlogQuery } from "../lib/blog/query-string";
import { showArticles } from "../lib/blog/show-articles";
import { pageHref, ROUTES } from "../lib/routes";
import * as styles from "../styles/pages/blog.module.css";

export interface BlogFilterProps {
  /** What the filter reads of each article; the cards are HTML beside the island (blog-articles.tsx). */
  articles: readonly ArticleSummary[];
  /** The categories of data/blog-page.json (not "Todas"). */
  categories: readonly string[];
  texts: { allLabel: string; searchLabel: string; searchPlaceholder: string; emptyText: string };
}

/**
 * The blog's filter (an island, src/islands/registry.ts): search, categories and the count of results; it shows and hides
 * the article cards the page renders beside it (blog-articles.tsx), so only these controls hydrate. The filter lives
 * in the URL (?q=…&categoria=…): read on arrival and on back/forward, written as the visitor filters; the sidebar's
 * tags are plain links to it.
 */
export function BlogFilter({ articles, categories: named, texts }: BlogFilterProps) {
  const categories = [ALL_CATEGORIES, ...named];
  const [query, setQuery] = useState<BlogQuery>({ q: "", category: ALL_CATEGORIES });
  const searchBox = useRef<HTMLInputElement>(null);

  const update = (next: BlogQuery, push: boolean) => {
    setQuery(next);
    const url = `${pageHref(ROUTES.blog)}${blogQueryString(next)}`;
    if (push) window.history.pushState(window.history.state, "", url);
    else window.history.replaceState(window.history.state, "", url);
  };

  // The URL decides the filter on arrival and on back/forward; rendering the unfiltered list first keeps hydration
  // exact. On arrival, text already in the box (typed, pasted or autofilled before the script ran) wins over the URL.
  useEffect(() => {
    // The same filter again keeps the state as it is: a new object would render the whole list once more.
    const sync = () => {
      const fromUrl = parseBlogQuery(window.location.search, categories);
      setQuery((now) => (now.q === fromUrl.q && now.category === fromUrl.category ? now : fromUrl));
    };
    const typed = searchBox.current?.value ?? "";
    const fromUrl = parseBlogQuery(window.location.search, categories);
    if (typed && typed !== fromUrl.q) update({ ...fromUrl, q: typed }, false);
    else sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list starts
  }, []);

  const results = filterArticles(articles, query.q, query.category);
  const { featured, rest } = splitFeatured(results);
  const featuredId = featured?.id ?? null;
  const listed = rest.map((a) => a.id).join(",");
  // The cards are the page's HTML: the filter shows and hides them, the way the page first showed them.
  useEffect(() => showArticles(document, featuredId, listed ? listed.split(",").map(Number) : []), [featuredId, listed]);

  return (
    <>
      <div role="search" className={styles.tools}>
        <div className={styles.searchBox}>
          <label htmlFor="blog-buscar">{texts.searchLabel}</label>
          <div className={styles.searchInput}>
            <Drawing drawing={Search} size={18} />
            <input
              ref={searchBox}
              id="blog-buscar"
              type="search"
              value={query.q}
              placeholder={texts.searchPlaceholder}
              onChange={(e) => update({ ...query, q: e.target.value }, false)}
            />
          </div>
        </div>
        <div className={styles.categories} role="group" aria-label="Filtrar por categoría">
          {categories.map((c) => (
            <button
              key={c}
              type="button"
              className={`${styles.category} ${query.category === c ? styles.categoryOn : ""}`}
              aria-pressed={query.category === c}
              onClick={() => update({ ...query, category: c }, true)}
            >
              {c === ALL_CATEGORIES ? texts.allLabel : c}
            </button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {resultCountText(results.length)}
      </p>
      {results.length === 0 && <p className={styles.empty}>{texts.emptyText}</p>}
    </>
  );
}
