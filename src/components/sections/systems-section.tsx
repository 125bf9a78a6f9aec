import React from "react";
import { graphql } from "gatsby";
import { CardGridSection, ListBlock, type SectionProps } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export type SystemsSectionProps = SectionProps<Queries.SystemsSectionFragment>;

/** Waterproofing systems with their warranty and where each is used. */
export const SystemsSection = ({ section, ...frame }: SystemsSectionProps) => (
  <CardGridSection {...frame} head={section} items={section.systems} name={(s) => s.title}>
    {(s) => (
      <>
        <p className={`${styles.warranty} ${ui.pill}`}>Garantía: {s.warranty}</p>
        <p>{s.text}</p>
        <ListBlock heading="Aplicaciones" items={s.applications} tags />
      </>
    )}
  </CardGridSection>
);

export const query = graphql`
  fragment SystemsSection on ServiceSectionSystems {
    title
    intro
    systems: items {
      title
      text
      warranty
      applications
    }
  }
`;
