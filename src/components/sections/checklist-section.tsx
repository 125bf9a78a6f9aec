import React from "react";
import { Icon } from "../icon";
import { graphql } from "gatsby";
import { SectionFrame, type SectionProps } from "./section-frame";
import * as styles from "./sections.module.css";

export const ChecklistSection = ({ section, ...frame }: SectionProps<Queries.ChecklistSectionFragment>) => (
  <SectionFrame {...frame} head={section}>
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

export const query = graphql`
  fragment ChecklistSection on ServiceSectionChecklist {
    title
    intro
    lines: items
  }
`;
