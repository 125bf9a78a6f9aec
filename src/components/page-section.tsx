import React from "react";
import { SectionHead } from "./section-head";
import * as ui from "../styles/ui.module.css";

export interface PageSectionProps {
  id: string;
  /** The section's own title and intro. */
  head: { title: string; intro?: string | null };
  /** Alternate sections get the soft background, so long pages read in clear blocks. */
  alt?: boolean;
  headClassName?: string;
  /** After the content: a link to the page that has all of it. */
  more?: React.ReactNode;
  children: React.ReactNode;
}

/** A labelled section of a page: its container, its h2 with the optional intro, then its content. */
export function PageSection({ id, head, alt = false, headClassName, more, children }: PageSectionProps) {
  return (
    <section className={alt ? ui.sectionAlt : ui.section} aria-labelledby={id}>
      <div className="container">
        <SectionHead id={id} title={head.title} intro={head.intro} className={headClassName} />
        {children}
        {more}
      </div>
    </section>
  );
}
