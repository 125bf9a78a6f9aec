import React from "react";
import { graphql } from "gatsby";
import { Prose, SectionFrame, type SectionProps } from "./section-frame";

export const TextSection = ({ section, ...frame }: SectionProps<Queries.TextSectionFragment>) => (
  <SectionFrame {...frame} head={section}>
    <Prose paragraphs={section.paragraphs} />
  </SectionFrame>
);

export const query = graphql`
  fragment TextSection on ServiceSectionText {
    title
    intro
    paragraphs
  }
`;
