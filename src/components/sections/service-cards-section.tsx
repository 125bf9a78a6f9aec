import React from "react";
import { Icon } from "../icon";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface ServiceCardsSectionProps {
  section: Queries.ServiceCardsSectionFragment;
  id: string;
  alt: boolean;
}

/** Included services, each with how often it is done. */
export function ServiceCardsSection({ section, id, alt }: ServiceCardsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={ui.grid}>
        {section.services.map((s) => (
          <li key={s.name} className={ui.card}>
            <h3>{s.name}</h3>
            <p>{s.text}</p>
            {s.frequency && (
              <p className={styles.frequency}>
                <Icon name="calendar-clock" size={16} />
                <span>
                  <span className="visually-hidden">Frecuencia: </span>
                  {s.frequency}
                </span>
              </p>
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment ServiceCardsSection on ServiceSectionServiceCards {
    title
    intro
    services: items {
      name
      text
      frequency
    }
  }
`;
