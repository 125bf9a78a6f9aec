import React from "react";
import { Icon } from "./icon";
import { jsonInScript } from "../lib/inline-text";
import { ALL_CATEGORIES, resultCountText, type ArticleSummary } from "../lib/blog/filter";
import * as styles from "../styles/pages/blog.module.css";

export interface BlogFilterProps {
  /** What the filter reads of each article; the cards are HTML beside it (blog-articles.tsx). */
  articles: readonly ArticleSummary[];
  /** The categories of data/blog-page.json (not "Todas"). */
  categories: readonly string[];
  texts: { allLabel: string; searchLabel: string; searchPlaceholder: string; emptyText: string };
}

/**
 * The blog's filter as the build writes it, the list unfiltered: the search box, the categories ("Todas" pressed),
 * the count a screen reader hears, the empty message (hidden), and what the filter reads of each article (a JSON
 * block). The page script runs it with no framework (src/chrome/blog-filter.ts, found by its data- attributes); the
 * loader holds a tap on a category until then (`data-held`). With no script the whole list stands as it is.
 */
export function BlogFilter({ articles, categories, texts }: BlogFilterProps) {
  return (
    <div data-blog-filter="" data-held="">
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonInScript(articles) }} />
      <div role="search" className={styles.tools}>
        <div className={styles.searchBox}>
          <label htmlFor="blog-buscar">{texts.searchLabel}</label>
          <div className={styles.searchInput}>
            <Icon name="search" size={18} />
            <input id="blog-buscar" type="search" placeholder={texts.searchPlaceholder} />
          </div>
        </div>
        <div className={styles.categories} role="group" aria-label="Filtrar por categoría">
          {[ALL_CATEGORIES, ...categories].map((c) => (
            <button key={c} type="button" className={styles.category} aria-pressed={c === ALL_CATEGORIES} data-category={c}>
              {c === ALL_CATEGORIES ? texts.allLabel : c}
            </button>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {resultCountText(articles.length)}
      </p>
      <p className={styles.empty} hidden={articles.length > 0} data-empty="">
        {texts.emptyText}
      </p>
    </div>
  );
}
