import React from "react";
import { graphql } from "gatsby";
import { Prose, SectionFrame, type SectionProps } from "./section-frame";
import * as styles from "./sections.module.css";

export const IntroSection = ({ section, ...frame }: SectionProps<Queries.IntroSectionFragment>) => (
  <SectionFrame {...frame} head={section}>
    <Prose paragraphs={section.paragraphs} />
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
