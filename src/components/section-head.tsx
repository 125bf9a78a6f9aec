import React from "react";
import * as ui from "../styles/ui.module.css";

export interface SectionHeadProps {
  id: string;
  title: string;
  intro?: string | null;
  eyebrow?: string;
  /** Centered by default; a page gives its own class to set the head on the left, over long content. */
  className?: string;
}

/** The h2 and intro at the top of a page section; the id labels the section. */
export function SectionHead({ id, title, intro, eyebrow, className = ui.sectionHead }: SectionHeadProps) {
  return (
    <div className={className}>
      {eyebrow && <span className={ui.eyebrow}>{eyebrow}</span>}
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}
