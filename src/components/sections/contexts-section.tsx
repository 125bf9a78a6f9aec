import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface ContextsSectionProps {
  section: Queries.ContextsSectionFragment;
  id: string;
  alt: boolean;
}

/** Where a service applies, each with its requirements. */
export function ContextsSection({ section, id, alt }: ContextsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={ui.grid}>
        {section.contexts.map((c) => (
          <li key={c.title} className={ui.card}>
            <h3>{c.title}</h3>
            <p>{c.text}</p>
            <p className={styles.subhead}>Requisitos</p>
            <ul>
              {c.requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment ContextsSection on ServiceSectionContexts {
    title
    intro
    contexts: items {
      title
      text
      requirements
    }
  }
`;
