import React from "react";
import { graphql } from "gatsby";
import { Link } from "../link";
import { SectionFrame, type SectionProps } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export const RelatedSection = ({ section, ...frame }: SectionProps<Queries.RelatedSectionFragment>) => (
  <SectionFrame {...frame} head={section}>
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
