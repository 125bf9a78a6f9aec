import React from "react";
import * as ui from "../styles/ui.module.css";

export interface SectionHeadProps {
  id: string;
  title: string;
  intro?: string | null;
  eyebrow?: string;
}

/** Centered h2 and intro at the top of a page section; the id labels the section. */
export function SectionHead({ id, title, intro, eyebrow }: SectionHeadProps) {
  return (
    <div className={ui.sectionHead}>
      {eyebrow && <span className={ui.eyebrow}>{eyebrow}</span>}
      <h2 id={id}>{title}</h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}
