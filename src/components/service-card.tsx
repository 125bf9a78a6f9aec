import React from "react";
import { Icon } from "./icon";
import { graphql } from "gatsby";
import { Link } from "./link";
import { Picture } from "./picture";
import { servicePath } from "../lib/routes";
import * as styles from "./link-card.module.css";

export interface ServiceCardProps {
  service: Queries.ServiceCardFragment;
  headingLevel?: "h2" | "h3";
}

/** What a service card shows; page queries spread it (`...ServiceCard`) on each service they list. */
export const serviceCardFragment = graphql`
  fragment ServiceCard on ServiceJson {
    slug
    title
    summary
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.5, sizes: "(min-width: 1200px) 380px, (min-width: 640px) 45vw, 92vw")
      }
    }
  }
`;

/** A service with its picture and summary; the whole card is one link to its page. */
export function ServiceCard({ service, headingLevel: Heading = "h3" }: ServiceCardProps) {
  const { slug, title, summary, imageAlt } = service;
  const image = service.image.childImageSharp?.gatsbyImageData;
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
