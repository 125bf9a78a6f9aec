import React from "react";
import { graphql } from "gatsby";
import { Picture } from "../picture";
import * as ui from "../../styles/ui.module.css";
import * as styles from "../../styles/pages/about.module.css";

export const aboutHistoryFragment = graphql`
  fragment AboutHistory on AboutJsonHistory {
    title
    paragraphs
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.5, sizes: "(min-width: 960px) 520px, 92vw")
      }
    }
    milestones {
      year
      text
    }
  }
`;

/** The company's history: its story beside a picture, then the milestones as a timeline. */
export function HistorySection({ history }: { history: Queries.AboutHistoryFragment }) {
  return (
    <section className={ui.section} aria-labelledby="historia">
      <div className={`container ${styles.split} ${ui.split}`}>
        <div>
          <h2 id="historia">{history.title}</h2>
          {history.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {history.image?.childImageSharp && <Picture image={history.image.childImageSharp.gatsbyImageData} alt={history.imageAlt} className={styles.picture} />}
      </div>
      <div className="container">
        <ol className={styles.timeline} aria-label="Hitos de la empresa">
          {history.milestones.map((m) => (
            <li key={m.year}>
              <strong>{m.year}</strong>
              <span>{m.text}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
