import React from "react";
import { Icon } from "../icon";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as styles from "./sections.module.css";

export interface ChecklistSectionProps {
  section: Queries.ChecklistSectionFragment;
  id: string;
  alt: boolean;
}

export function ChecklistSection({ section, id, alt }: ChecklistSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={styles.checklist}>
        {section.lines.map((item) => (
          <li key={item}>
            <Icon name="circle-check" size={20} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment ChecklistSection on ServiceSectionChecklist {
    title
    intro
    lines: items
  }
`;
