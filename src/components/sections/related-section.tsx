import React from "react";
import { graphql, Link } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface RelatedSectionProps {
  section: Queries.RelatedSectionFragment;
  id: string;
  alt: boolean;
}

export function RelatedSection({ section, id, alt }: RelatedSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={styles.related}>
        {section.links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} className={ui.secondary}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment RelatedSection on ServiceSectionRelated {
    title
    intro
    links: items {
      label
      href
    }
  }
`;
