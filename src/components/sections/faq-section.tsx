import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as styles from "./sections.module.css";

export interface FaqSectionProps {
  section: Queries.FaqSectionFragment;
  id: string;
  alt: boolean;
}

/** Questions as a native disclosure accordion: keyboard and screen-reader friendly, and readable without JavaScript. */
export function FaqSection({ section, id, alt }: FaqSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
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
}

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
