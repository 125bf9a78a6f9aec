import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as styles from "./sections.module.css";

export interface IntroSectionProps {
  section: Queries.IntroSectionFragment;
  id: string;
  alt: boolean;
}

export function IntroSection({ section, id, alt }: IntroSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <div className={styles.prose}>
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {section.stats && section.stats.length > 0 && (
        <dl className={styles.stats}>
          {section.stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </SectionFrame>
  );
}

export const query = graphql`
  fragment IntroSection on ServiceSectionIntro {
    title
    intro
    paragraphs
    stats {
      value
      label
    }
  }
`;
