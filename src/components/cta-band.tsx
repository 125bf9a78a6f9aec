import React from "react";
import { Link } from "gatsby";
import { PhoneLink } from "./phone-link";
import * as ui from "../styles/ui.module.css";
import * as styles from "./cta-band.module.css";

export interface CtaBandProps {
  title: string;
  text: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string } | null;
  phone?: { label: string; line: string } | null;
}

/** Closing call to action: ask for a quote or call. */
export function CtaBand({ title, text, primary, secondary, phone }: CtaBandProps) {
  return (
    <section className={styles.band} aria-labelledby="cta-titulo">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="cta-titulo">{title}</h2>
          <p>{text}</p>
        </div>
        <div className={styles.actions}>
          <Link to={primary.href} className={ui.primary}>
            {primary.label}
          </Link>
          {secondary && (
            <Link to={secondary.href} className={ui.onDark}>
              {secondary.label}
            </Link>
          )}
          {phone && <PhoneLink line={phone.line} label={phone.label} className={ui.onDark} />}
        </div>
      </div>
    </section>
  );
}
