import React from "react";
import { graphql } from "gatsby";
import { CardGridSection, type SectionProps } from "./section-frame";
import * as styles from "./sections.module.css";

export type FireLevelsSectionProps = SectionProps<Queries.FireLevelsSectionFragment>;

export const FireLevelsSection = ({ section, ...frame }: FireLevelsSectionProps) => (
  <CardGridSection {...frame} head={section} items={section.levels} name={(l) => l.level} nameClassName={styles.level}>
    {(l) => (
      <>
        <p className={styles.minutes}>{l.minutes} minutos de resistencia</p>
        <p>{l.text}</p>
      </>
    )}
  </CardGridSection>
);

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
