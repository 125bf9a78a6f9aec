import React from "react";
import { graphql } from "gatsby";
import { useEnquiryForm } from "./use-enquiry-form";
// The shared building blocks before the form's own parts: every page and island then orders the one sheet alike.
import * as ui from "../../styles/ui.module.css";
import { DataNotice, Field, FailureMessage, KeptChoice, OtherWays, SubmitButton, TrapField } from "./form-parts";
import { ChoiceField } from "./choice-field";
import { HandOver } from "./hand-over";
import { notSent } from "../../lib/enquiry/form-state";
import * as styles from "./forms.module.css";

interface QuoteValues {
  company: string;
  sector: string;
  phone: string;
  needs: string;
}

const EMPTY: QuoteValues = { company: "", sector: "", phone: "", needs: "" };

/** The quote block's texts; the forms' query spreads it. */
export const quoteFormTexts = graphql`
  fragment QuoteFormTexts on FormsJsonQuote {
    formLabel
    labels {
      company
      sector
      phone
      needs
    }
    sectors
    sectorPlaceholder
    service
    submit
    sending
    successText
    purpose
  }
`;

export interface QuoteFormProps {
  /** The service page the form sits on, for the form's accessible name. */
  serviceTitle: string;
  texts: Queries.QuoteFormTextsFragment;
}

/** Short quote request on a service page (company, sector, phone, needs), sent like the contact form. */
export function QuoteForm({ serviceTitle, texts }: QuoteFormProps) {
  const { state, change, submit, formRef, ready, enquiry, discard, form } = useEnquiryForm<QuoteValues>({
    empty: EMPTY,
    storageKey: "formulario-presupuesto-industrial",
    limitId: "presupuesto-industrial",
    // No e-mail is asked for: the company is also the name the enquiry comes from.
    toEnquiry: (v) => ({ name: v.company, company: v.company, phone: v.phone, service: `${texts.service} - ${v.sector}`, message: v.needs }),
  });
  if (state.status === "sent") {
    return (
      <div className={styles.success} role="status">
        <p>{texts.successText}</p>
      </div>
    );
  }
  const v = state.values;
  const busy = state.status === "submitting";
  const on = (field: keyof QuoteValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    change({ [field]: e.target.value });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} aria-label={`${texts.formLabel} ${serviceTitle}`}>
      <div className={styles.row}>
        <Field id="quote-company" label={texts.labels.company} name="company" autoComplete="organization" required value={v.company} onChange={on("company")} />
        <ChoiceField id="quote-sector" label={texts.labels.sector} placeholder={texts.sectorPlaceholder} options={texts.sectors} name="sector" required
          value={v.sector} onChange={on("sector")} />
      </div>
      <Field id="quote-phone" label={texts.labels.phone} name="phone" type="tel" autoComplete="tel" required value={v.phone} onChange={on("phone")} />
      <div className={styles.field}>
        <label htmlFor="quote-needs">{texts.labels.needs}</label>
        <textarea id="quote-needs" name="needs" rows={4} required value={v.needs} onChange={on("needs")} />
      </div>
      <TrapField id="quote-trap" />
      <FailureMessage status={state.status} failure={state.failure} />
      <KeptChoice status={state.status} onDiscard={discard} />
      {notSent(state.status) && <HandOver form={form} enquiry={enquiry} idPrefix="quote" />}
      <DataNotice purpose={texts.purpose} />
      <SubmitButton texts={texts} busy={busy} ready={ready} className={`${ui.primary} ${styles.submit}`} />
      <OtherWays />
    </form>
  );
}
