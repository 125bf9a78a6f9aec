import React from "react";
import { Icon } from "../icon";
import { graphql } from "gatsby";
import { CardGridSection, type SectionProps } from "./section-frame";
import * as styles from "./sections.module.css";

export type ServiceCardsSectionProps = SectionProps<Queries.ServiceCardsSectionFragment>;

/** Included services, each with how often it is done. */
export const ServiceCardsSection = ({ section, ...frame }: ServiceCardsSectionProps) => (
  <CardGridSection {...frame} head={section} items={section.services} name={(s) => s.name}>
    {(s) => (
      <>
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
      </>
    )}
  </CardGridSection>
);

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
