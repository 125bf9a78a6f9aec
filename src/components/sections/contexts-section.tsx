import React from "react";
import { graphql } from "gatsby";
import { CardGridSection, ListBlock, type SectionProps } from "./section-frame";

export type ContextsSectionProps = SectionProps<Queries.ContextsSectionFragment>;

/** Where a service applies, each with its requirements. */
export const ContextsSection = ({ section, ...frame }: ContextsSectionProps) => (
  <CardGridSection {...frame} head={section} items={section.contexts} name={(c) => c.title}>
    {(c) => (
      <>
        <p>{c.text}</p>
        <ListBlock heading="Requisitos" items={c.requirements} />
      </>
    )}
  </CardGridSection>
);

export const query = graphql`
  fragment ContextsSection on ServiceSectionContexts {
    title
    intro
    contexts: items {
      title
      text
      requirements
    }
  }
`;
