import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { SectionFrame } from "./section-frame";
import { Island } from "../island";
import QuoteFormIsland from "../../islands/roots/quote-form";
import { useFormsShared } from "../../hooks/use-forms-data";

export interface QuoteSectionProps {
  section: Queries.QuoteSectionFragment;
  id: string;
  alt: boolean;
  serviceTitle: string;
}

/** A short quote request on the service page itself. */
export function QuoteSection({ section, id, alt, serviceTitle }: QuoteSectionProps) {
  const shared = useFormsShared();
  const texts = useStaticQuery<Queries.QuoteFormDataQuery>(graphql`
    query QuoteFormData {
      formsJson {
        quote {
          ...QuoteFormTexts
        }
      }
    }
  `).formsJson!.quote;
  return (
    <SectionFrame id={id} head={section} alt={alt}>
      <Island component={QuoteFormIsland} props={{ shared, serviceTitle, texts }} />
    </SectionFrame>
  );
}

export const query = graphql`
  fragment QuoteSection on ServiceSectionQuote {
    title
    intro
  }
`;
