import React from "react";
import { graphql } from "gatsby";
import { SectionFrame, type SectionProps } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export const ProblemsSection = ({ section, ...frame }: SectionProps<Queries.ProblemsSectionFragment>) => (
  <SectionFrame {...frame} head={section}>
    <ul className={styles.pairs}>
      {section.pairs.map((p) => (
        <li key={p.problem} className={`${ui.card} ${styles.pair}`}>
          <div className={styles.problem}>
            <span className={styles.label}>Problema</span>
            <p>{p.problem}</p>
          </div>
          <div className={styles.solution}>
            <span className={styles.label}>Solución</span>
            <p>{p.solution}</p>
          </div>
        </li>
      ))}
    </ul>
  </SectionFrame>
);

export const query = graphql`
  fragment ProblemsSection on ServiceSectionProblems {
    title
    intro
    pairs: items {
      problem
      solution
    }
  }
`;
