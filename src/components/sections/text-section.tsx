import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as styles from "./sections.module.css";

export interface TextSectionProps {
  section: Queries.TextSectionFragment;
  id: string;
  alt: boolean;
}

export function TextSection({ section, id, alt }: TextSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <div className={styles.prose}>
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment TextSection on ServiceSectionText {
    title
    intro
    paragraphs
  }
`;
