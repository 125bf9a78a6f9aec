import React from "react";
import { graphql } from "gatsby";
import { CardGridSection, ListBlock, type SectionProps } from "./section-frame";

export type TreatmentsSectionProps = SectionProps<Queries.TreatmentsSectionFragment>;

/** Treatments and the materials each one suits. */
export const TreatmentsSection = ({ section, ...frame }: TreatmentsSectionProps) => (
  <CardGridSection {...frame} head={section} items={section.treatments} name={(t) => t.name}>
    {(t) => (
      <>
        <p>{t.text}</p>
        <ListBlock heading="Materiales" items={t.materials} tags />
      </>
    )}
  </CardGridSection>
);

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
