import React from "react";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface SectionFrameProps {
  id: string;
  title: string;
  intro?: string | null;
  /** Alternate sections get the soft background, so long pages read in clear blocks. */
  alt: boolean;
  children: React.ReactNode;
}

/** The frame every service-page section shares: a labelled region with its h2 and optional intro. */
export function SectionFrame({ id, title, intro, alt, children }: SectionFrameProps) {
  return (
    <section className={alt ? ui.sectionAlt : ui.section} aria-labelledby={id}>
      <div className="container">
        <div className={styles.head}>
          <h2 id={id}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
