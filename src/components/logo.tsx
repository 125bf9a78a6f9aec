import React from "react";
import { Link } from "./link";
import { brandLines } from "../lib/brand";
import * as styles from "./logo.module.css";

export interface LogoProps {
  brand: string;
  /** The brand's first words (data/site.json shortName): what stays when the header has little room. */
  shortName: string;
  tagline?: string;
  /** Layout the place that shows it adds (the header lets the name wrap when room is short). */
  className?: string;
  /** Gives way part by part on narrow screens and with large text (the header's). */
  yields?: boolean;
}

/** Emblem and brand name, linking home. The link is named by the text it shows (what a voice user reads out) plus a hidden hint. */
export function Logo({ brand, shortName, tagline, className, yields }: LogoProps) {
  const [first, rest] = brandLines(brand, shortName);
  return (
    <Link to="/" className={[styles.logo, yields && styles.yields, className].filter(Boolean).join(" ")}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#0f3a5f" />
        <path d="M20 7c5 7 9 11.5 9 16.5a9 9 0 0 1-18 0C11 18.5 15 14 20 7z" fill="#fff" />
        <path d="M16.5 24.5a4 4 0 0 0 4 4" stroke="#f2a81d" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>
        <span className={styles.brand}>
          {first}
          {rest && <span className={styles.rest}> {rest}</span>}
        </span>
        {tagline && <span className={styles.tagline}>{tagline}</span>}
      </span>
      <span className="visually-hidden">, ir a la página de inicio</span>
    </Link>
  );
}
