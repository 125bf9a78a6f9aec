import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface FireLevelsSectionProps {
  section: Queries.FireLevelsSectionFragment;
  id: string;
  alt: boolean;
}

export function FireLevelsSection({ section, id, alt }: FireLevelsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={ui.grid}>
        {section.levels.map((l) => (
          <li key={l.level} className={ui.card}>
            <h3 className={styles.level}>{l.level}</h3>
            <p className={styles.minutes}>{l.minutes} minutos de resistencia</p>
            <p>{l.text}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment FireLevelsSection on ServiceSectionFireLevels {
    title
    intro
    levels: items {
      level
      minutes
      text
    }
  }
`;
