import React from "react";
import { graphql } from "gatsby";
import { Link } from "./link";
import { PhoneLink } from "./phone-link";
import * as ui from "../styles/ui.module.css";
import * as styles from "./cta-band.module.css";

/** What a call-to-action band shows; page queries spread it (`...CtaBand`) on their `cta`. */
export const ctaBandFragment = graphql`
  fragment CtaBand on ContentCta {
    title
    text
    primary {
      label
      href
    }
    secondary {
      label
      href
    }
    phone {
      label
      line
    }
  }
`;

export interface CtaBandProps {
  cta: Queries.CtaBandFragment;
  /** The call button, when the page chooses it (the content's own by default). */
  phone?: { label: string; line: string } | null;
}

/** Closing call to action: ask for a quote or call. */
export function CtaBand({ cta, phone = cta.phone }: CtaBandProps) {
  const { title, text, primary, secondary } = cta;
  return (
    <section className={styles.band} aria-labelledby="cta-titulo">
      <div className={`container ${styles.inner} ${ui.split}`}>
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
