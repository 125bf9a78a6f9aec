import React from "react";
import { graphql } from "gatsby";
import { SectionFrame, type SectionProps } from "./section-frame";
import * as styles from "./sections.module.css";

/** Process steps, numbered by the list itself. */
export const StepsSection = ({ section, ...frame }: SectionProps<Queries.StepsSectionFragment>) => (
  <SectionFrame {...frame} head={section}>
    <ol className={styles.steps}>
      {section.steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  </SectionFrame>
);

export const query = graphql`
  fragment StepsSection on ServiceSectionSteps {
    title
    intro
    steps: items {
      title
      text
    }
  }
`;
