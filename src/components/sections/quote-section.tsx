import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import { QuoteForm } from "../forms/quote-form";

export interface QuoteSectionProps {
  section: Queries.QuoteSectionFragment;
  id: string;
  alt: boolean;
  serviceTitle: string;
}

/** A short quote request on the service page itself. */
export function QuoteSection({ section, id, alt, serviceTitle }: QuoteSectionProps) {
  return (
    <SectionFrame id={id} head={section} alt={alt}>
      <QuoteForm serviceTitle={serviceTitle} />
    </SectionFrame>
  );
}

export const query = graphql`
  fragment QuoteSection on ServiceSectionQuote {
    title
    intro
  }
`;
