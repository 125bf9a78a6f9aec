import React from "react";
import { Icon } from "../icon";
import { graphql } from "gatsby";
import { PhoneLink } from "../phone-link";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

export interface EmergencySectionProps {
  section: Queries.EmergencySectionFragment;
  id: string;
}

/** Urgent banner with a call button. */
export function EmergencySection({ section, id }: EmergencySectionProps) {
  return (
    <section className={styles.emergency} aria-labelledby={id}>
      <div className={`container ${styles.emergencyInner}`}>
        <div>
          <h2 id={id}>
            <Icon name="siren" size={28} style={{ display: "inline", verticalAlign: "-4px", marginRight: "0.5rem" }} />
            {section.title}
          </h2>
          {section.intro && <p>{section.intro}</p>}
          <p>{section.emergencyText}</p>
        </div>
        <PhoneLink line={section.phone.line} label={section.phone.label} className={ui.primary} />
      </div>
    </section>
  );
}

export const query = graphql`
  fragment EmergencySection on ServiceSectionEmergency {
    title
    intro
    emergencyText: text
    phone {
      label
      line
    }
  }
`;
