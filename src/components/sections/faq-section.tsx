import React from "react";
import { graphql } from "gatsby";
import { SectionFrame, type SectionProps } from "./section-frame";
import * as styles from "./sections.module.css";

/** Questions as a native disclosure accordion: keyboard and screen-reader friendly, and readable without JavaScript. */
export const FaqSection = ({ section, ...frame }: SectionProps<Queries.FaqSectionFragment>) => (
  <SectionFrame {...frame} head={section}>
    <div className={styles.faq}>
      {section.questions.map((q) => (
        <details key={q.question}>
          <summary>{q.question}</summary>
          <div>
            <p>{q.answer}</p>
          </div>
        </details>
      ))}
    </div>
  </SectionFrame>
);

export const query = graphql`
  fragment FaqSection on ServiceSectionFaq {
    title
    intro
    questions: items {
      question
      answer
    }
  }
`;
