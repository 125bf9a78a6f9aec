import React from "react";
import { graphql } from "gatsby";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";

export interface MaterialsSectionProps {
  section: Queries.MaterialsSectionFragment;
  id: string;
  alt: boolean;
}

export function MaterialsSection({ section, id, alt }: MaterialsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={ui.grid}>
        {section.materials.map((m) => (
          <li key={m.name} className={ui.card}>
            <h3>{m.name}</h3>
            {m.text && <p>{m.text}</p>}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment MaterialsSection on ServiceSectionMaterials {
    title
    intro
    materials: items {
      name
      text
    }
  }
`;
