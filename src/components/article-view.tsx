import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "./icon";
import { Picture } from "./picture";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { ArticleCard } from "./article-card";
import { CtaBand } from "./cta-band";
import { ShareArticle } from "./share-article";
import { formatDate } from "../lib/dates";
import { ROUTES } from "../lib/routes";
import * as styles from "../styles/pages/article.module.css";

type Article = NonNullable<Queries.ArticlePageQuery["articleJson"]>;

export interface ArticleViewProps {
  article: Omit<Article, "image" | "seo" | "jsonId"> & { image?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null };
  texts: NonNullable<Queries.ArticlePageQuery["blogPageJson"]>["article"];
  crumbs: readonly Crumb[];
  /** The article's address, for the share links. */
  url: string;
}

/**
 * An article's content: header, body, tags, author, related articles and the closing call to action. The page
 * template and the editor's preview (src/cms) both render it.
 */
export function ArticleView({ article, texts, crumbs, url }: ArticleViewProps) {
  const related = article.related;
  return (
    <>
    <article>
      <header className={styles.header}>
        <div className={`container ${styles.narrow}`}>
          <Breadcrumb items={crumbs} />
          <Link to={ROUTES.blog} className={styles.back}>
            <Icon name="arrow-left" size={18} />
            {texts.backLabel}
          </Link>
          <p className={styles.category}>{article.category}</p>
          <h1>{article.title}</h1>
          <ul className={styles.meta} aria-label="Datos del artículo">
            <li>
              <Icon name="user-round" size={16} />
              {article.author}
            </li>
            <li>
              <Icon name="calendar-days" size={16} />
              <time dateTime={article.date}>{formatDate(article.date)}</time>
            </li>
            <li>
              <Icon name="clock" size={16} />
              {article.readMinutes} min de lectura
            </li>
          </ul>
        </div>
      </header>
      <div className={`container ${styles.narrow}`}>
        {article.image?.childImageSharp && (
          <Picture image={article.image.childImageSharp.gatsbyImageData} alt={article.imageAlt} className={styles.cover} priority />
        )}
        <p className={styles.lead}>{article.excerpt}</p>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
        <section aria-labelledby="etiquetas-articulo" className={styles.tagsBox}>
          <h2 id="etiquetas-articulo">{texts.tagsTitle}</h2>
          <ul className={styles.tags}>
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link to={`${ROUTES.blog}?q=${encodeURIComponent(tag)}`}>{tag}</Link>
              </li>
            ))}
          </ul>
        </section>
        <ShareArticle url={url} title={article.title} texts={texts.share} />
        <aside className={styles.author} aria-labelledby="autor">
          <h2 id="autor">{texts.authorTitle}</h2>
          <p>
            <strong>{article.author}</strong>, {article.authorRole}
          </p>
          <p>{article.authorBio}</p>
        </aside>
      </div>
    </article>
    {related.length > 0 && (
      <section className={styles.related} aria-labelledby="relacionados">
        <div className="container">
          <h2 id="relacionados">{texts.relatedTitle}</h2>
          <ul className={styles.relatedGrid}>
            {related.map((a) => (
              <li key={a.jsonId}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    )}
    <CtaBand cta={texts.cta} />
    </>
  );
}
