import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../icon";
import { SectionFrame } from "./section-frame";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

/** What protects the customer on this service: its own guarantee, certifications, duration and price factors. */
export const serviceAssuranceFragment = graphql`
  fragment ServiceAssurance on ServiceJsonAssurance {
    guarantee
    certifications
    duration
    priceFactors
  }
`;

/** The block's labels and the insurance, the same on every service page (data/services-page.json). */
export const assuranceTextsFragment = graphql`
  fragment AssuranceTexts on ServicesPageJsonAssurance {
    title
    intro
    guarantee
    insurance
    insuranceText
    certifications
    duration
    price
  }
`;

export interface AssuranceSectionProps {
  assurance: Queries.ServiceAssuranceFragment;
  texts: Queries.AssuranceTextsFragment;
  /** Certification names by id (data/about.json). */
  certificationNames: ReadonlyMap<string, string>;
  id: string;
  alt: boolean;
}

/** One card of the block: an icon and label, then what it says (a text or a list). */
function Item({ icon, label, text, list }: { icon: string; label: string; text?: string; list?: readonly string[] }) {
  return (
    <div className={ui.card}>
      <dt>
        <Icon name={icon} size={20} />
        {label}
      </dt>
      <dd>{list ? <ul>{list.map((entry) => <li key={entry}>{entry}</li>)}</ul> : text}</dd>
    </div>
  );
}

/** Guarantee, insurance, certifications, typical duration and what the price depends on, in one place on every service page. */
export function AssuranceSection({ assurance, texts, certificationNames, id, alt }: AssuranceSectionProps) {
  const certifications = assurance.certifications.map((cert) => certificationNames.get(cert) ?? cert);
  return (
    <SectionFrame id={id} head={texts} alt={alt}>
      <dl className={styles.assurance}>
        <Item icon="badge-check" label={texts.guarantee} text={assurance.guarantee} />
        <Item icon="shield-check" label={texts.insurance} text={texts.insuranceText} />
        <Item icon="award" label={texts.certifications} list={certifications} />
        <Item icon="timer" label={texts.duration} text={assurance.duration} />
        <Item icon="euro" label={texts.price} list={assurance.priceFactors} />
      </dl>
    </SectionFrame>
  );
}
