import React from "react";
import { ArticleCard } from "./article-card";
import { splitFeatured, type ArticleSummary } from "../lib/blog/filter";
import { FEATURED_ATTRIBUTE, LISTED_ATTRIBUTE } from "../lib/blog/show-articles";
import * as ui from "../styles/ui.module.css";
import * as styles from "../styles/pages/blog.module.css";

export type BlogArticle = Queries.ArticleCardFragment & ArticleSummary;

/**
 * The blog's cards as the page first shows them, all of them: a featured card for each featured article (shown when
 * it comes first) and the grid with every article. The filter (src/chrome/blog-filter.ts) shows and hides them; with no
 * script the unfiltered list stands as it is.
 */
export function BlogArticles({ articles, featuredLabel }: { articles: readonly BlogArticle[]; featuredLabel: string }) {
  const { featured } = splitFeatured(articles);
  const attribute = (name: string, id: number) => ({ [name]: String(id) });
  return (
    <>
      <section className={styles.featured} aria-label={featuredLabel} data-featured-block="" hidden={!featured}>
        <p className={ui.eyebrow}>{featuredLabel}</p>
        {articles
          .filter((a) => a.featured)
          .map((a) => (
            <div key={a.id} {...attribute(FEATURED_ATTRIBUTE, a.id)} hidden={a !== featured}>
              <ArticleCard article={a} headingLevel="h2" />
            </div>
          ))}
      </section>
      <ul className={styles.grid} aria-label="Artículos" data-listed-block="" hidden={articles.length === 0}>
        {articles.map((a) => (
          <li key={a.id} {...attribute(LISTED_ATTRIBUTE, a.id)} hidden={a === featured}>
            <ArticleCard article={a} headingLevel="h2" />
          </li>
        ))}
      </ul>
    </>
  );
}
