import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import { IconCards } from "../icon-cards";

export interface CardsSectionProps {
  section: Queries.BenefitsSectionFragment | Queries.TypesSectionFragment;
  id: string;
  alt: boolean;
}

/** Benefits and types: cards with an icon, a title and a text. */
export function CardsSection({ section, id, alt }: CardsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <IconCards items={section.cards} />
    </SectionFrame>
  );
}

export const query = graphql`
  fragment BenefitsSection on ServiceSectionBenefits {
    title
    intro
    cards: items {
      icon
      title
      text
    }
  }
  fragment TypesSection on ServiceSectionTypes {
    title
    intro
    cards: items {
      icon
      title
      text
    }
  }
`;
