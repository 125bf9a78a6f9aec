import React from "react";
import { Icon } from "../icon";
import { graphql } from "gatsby";
import { Picture } from "../picture";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface ProjectsSectionProps {
  section: Queries.ProjectsSectionFragment;
  id: string;
  alt: boolean;
}

/** Completed jobs: picture, place and kind of work. */
export function ProjectsSection({ section, id, alt }: ProjectsSectionProps) {
  return (
    <SectionFrame id={id} title={section.title} intro={section.intro} alt={alt}>
      <ul className={ui.grid}>
        {section.projects.map((p) => (
          <li key={p.title} className={ui.card}>
            {p.image?.childImageSharp && <Picture image={p.image.childImageSharp.gatsbyImageData} alt={p.imageAlt} className={styles.projectImage} />}
            <h3>{p.title}</h3>
            <p className={styles.frequency}>
              <Icon name="map-pin" size={16} />
              {p.location} · {p.type}
            </p>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export const query = graphql`
  fragment ProjectsSection on ServiceSectionProjects {
    title
    intro
    projects: items {
      title
      location
      type
      text
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1.5, sizes: "(min-width: 1200px) 380px, (min-width: 640px) 45vw, 92vw")
        }
      }
    }
  }
`;
