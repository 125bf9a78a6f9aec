import React from "react";
import { Icon } from "../icon";
import { graphql } from "gatsby";
import { Picture } from "../picture";
import { CardGridSection, type SectionProps } from "./section-frame";
import * as styles from "./sections.module.css";

export type ProjectsSectionProps = SectionProps<Queries.ProjectsSectionFragment>;

/** Completed jobs: picture, place and kind of work. */
export const ProjectsSection = ({ section, ...frame }: ProjectsSectionProps) => (
  <CardGridSection
    {...frame}
    head={section}
    items={section.projects}
    name={(p) => p.title}
    media={(p) => p.image?.childImageSharp && <Picture image={p.image.childImageSharp.gatsbyImageData} alt={p.imageAlt} className={styles.projectImage} />}
  >
    {(p) => (
      <>
        <p className={styles.frequency}>
          <Icon name="map-pin" size={16} />
          {p.location} · {p.type}
        </p>
        <p>{p.text}</p>
      </>
    )}
  </CardGridSection>
);

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
