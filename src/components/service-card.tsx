import React from "react";
import { Icon } from "./icon";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./picture";
import { servicePath } from "../lib/routes";
import * as styles from "./link-card.module.css";

export interface ServiceCardProps {
  slug: string;
  title: string;
  summary: string;
  image?: IGatsbyImageData;
  imageAlt: string;
  headingLevel?: "h2" | "h3";
}

/** A service with its picture and summary; the whole card is one link to its page. */
export function ServiceCard({ slug, title, summary, image, imageAlt, headingLevel: Heading = "h3" }: ServiceCardProps) {
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt={imageAlt} className={styles.image} />}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={servicePath(slug)} className={styles.link}>
            {title}
          </Link>
        </Heading>
        <p>{summary}</p>
        <span className={styles.more} aria-hidden="true">
          Ver servicio <Icon name="arrow-right" size={16} />
        </span>
      </div>
    </article>
  );
}
