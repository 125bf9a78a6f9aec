import React from "react";
import { graphql } from "gatsby";
import * as styles from "../../styles/pages/about.module.css";

export const aboutFiguresFragment = graphql`
  fragment AboutFigures on AboutJsonFigures {
    title
    items {
      value
      suffix
      label
    }
  }
`;

/** The company in figures, as a description list of label and number. */
export function FiguresSection({ figures }: { figures: Queries.AboutFiguresFragment }) {
  return (
    <section className={styles.figures} aria-labelledby="cifras">
      <div className="container">
        <h2 id="cifras">{figures.title}</h2>
        <dl className={styles.figureList}>
          {figures.items.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>
                {f.value}
                {f.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
