import React from "react";
import { graphql } from "gatsby";
import { SectionFrame, type SectionProps } from "./section-frame";
import { IconCards } from "../icon-cards";

/** Benefits and types: cards with an icon, a title and a text. */
export const CardsSection = ({ section, ...frame }: SectionProps<Queries.BenefitsSectionFragment | Queries.TypesSectionFragment>) => (
  <SectionFrame {...frame} head={section}>
    <IconCards items={section.cards} />
  </SectionFrame>
);

export const query = graphql`
  fragment BenefitsSection on ServiceSectionBenefits {
    title
    intro
    cards: items {
      ...IconCard
    }
  }
  fragment TypesSection on ServiceSectionTypes {
    title
    intro
    cards: items {
      ...IconCard
    }
  }
`;
