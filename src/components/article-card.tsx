import React from "react";
import { graphql } from "gatsby";
import { Link } from "./link";
import { Picture } from "./picture";
import { articlePath } from "../lib/routes";
import { formatDate } from "../lib/dates";
import * as styles from "./link-card.module.css";

export interface ArticleCardProps {
  article: Queries.ArticleCardFragment;
  headingLevel?: "h2" | "h3";
}

/** What an article card shows; page queries spread it (`...ArticleCard`) on each article they list. */
export const articleCardFragment = graphql`
  fragment ArticleCard on ArticleJson {
    jsonId
    title
    excerpt
    category
    date
    readMinutes
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.7778, sizes: "(min-width: 1200px) 380px, (min-width: 640px) 45vw, 92vw")
      }
    }
  }
`;

/** A blog article teaser; the whole card is one link to the article. */
export function ArticleCard({ article, headingLevel: Heading = "h3" }: ArticleCardProps) {
  const { jsonId: id, title, excerpt, category, date, readMinutes, imageAlt } = article;
  const image = article.image.childImageSharp?.gatsbyImageData;
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt={imageAlt} className={`${styles.image} ${styles.wide}`} />}
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{category}</span>
          <time dateTime={date}>{formatDate(date)}</time>
          <span>{readMinutes} min de lectura</span>
        </p>
        <Heading className={styles.title}>
          <Link to={articlePath(id)} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <p>{excerpt}</p>
      </div>
    </article>
  );
}
