import React from "react";
import { graphql } from "gatsby";
import { CardGridSection, type SectionProps } from "./section-frame";

export type MaterialsSectionProps = SectionProps<Queries.MaterialsSectionFragment>;

export const MaterialsSection = ({ section, ...frame }: MaterialsSectionProps) => (
  <CardGridSection {...frame} head={section} items={section.materials} name={(m) => m.name}>
    {(m) => m.text && <p>{m.text}</p>}
  </CardGridSection>
);

export const query = graphql`
  fragment MaterialsSection on ServiceSectionMaterials {
    title
    intro
    materials: items {
      name
      text
    }
  }
`;
