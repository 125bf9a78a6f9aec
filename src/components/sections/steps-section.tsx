import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as styles from "./sections.module.css";

export interface StepsSectionProps {
  section: Queries.StepsSectionFragment;
  id: string;
  alt: boolean;
}

/** Process steps, numbered by the list itself. */
export function StepsSection({ section, id, alt }: StepsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
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
}

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
