import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface SystemsSectionProps {
  section: Queries.SystemsSectionFragment;
  id: string;
  alt: boolean;
}

/** Waterproofing systems with their warranty and where each is used. */
export function SystemsSection({ section, id, alt }: SystemsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={ui.grid}>
        {section.systems.map((s) => (
          <li key={s.title} className={ui.card}>
            <h3>{s.title}</h3>
            <p className={styles.warranty}>Garantía: {s.warranty}</p>
            <p>{s.text}</p>
            <p className={styles.subhead}>Aplicaciones</p>
            <ul className={styles.tags}>
              {s.applications.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment SystemsSection on ServiceSectionSystems {
    title
    intro
    systems: items {
      title
      text
      warranty
      applications
    }
  }
`;
