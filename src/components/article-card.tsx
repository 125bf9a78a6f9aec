import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./picture";
import { articlePath } from "../lib/routes";
import { formatDate } from "../lib/dates";
import * as styles from "./link-card.module.css";

export interface ArticleCardProps {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readMinutes: number;
  image?: IGatsbyImageData;
  imageAlt: string;
  headingLevel?: "h2" | "h3";
}

/** A blog article teaser; the whole card is one link to the article. */
export function ArticleCard({ id, title, excerpt, category, date, readMinutes, image, imageAlt, headingLevel: Heading = "h3" }: ArticleCardProps) {
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
