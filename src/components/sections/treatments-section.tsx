import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface TreatmentsSectionProps {
  section: Queries.TreatmentsSectionFragment;
  id: string;
  alt: boolean;
}

/** Treatments and the materials each one suits. */
export function TreatmentsSection({ section, id, alt }: TreatmentsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={ui.grid}>
        {section.treatments.map((t) => (
          <li key={t.name} className={ui.card}>
            <h3>{t.name}</h3>
            <p>{t.text}</p>
            <p className={styles.subhead}>Materiales</p>
            <ul className={styles.tags}>
              {t.materials.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment TreatmentsSection on ServiceSectionTreatments {
    title
    intro
    treatments: items {
      name
      text
      materials
    }
  }
`;
