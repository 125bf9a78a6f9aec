import React from "react";
import { graphql } from "gatsby";
import { useEnquiryForm } from "./use-enquiry-form";
// The shared building blocks before the form's own parts: every page and island then orders the one sheet alike.
import * as ui from "../../styles/ui.module.css";
import { DataNotice, Field, FailureMessage, KeptChoice, OtherWays, SubmitButton, TrapField } from "./form-parts";
import { HandOver } from "./hand-over";
import { notSent } from "../../lib/enquiry/form-state";
import * as styles from "./forms.module.css";

interface NewsletterValues {
  email: string;
}

const EMPTY: NewsletterValues = { email: "" };

/** The newsletter box's texts; the forms' query spreads it. */
export const newsletterFormTexts = graphql`
  fragment NewsletterFormTexts on FormsJsonNewsletter {
    title
    text
    label
    submit
    sending
    service
    message
    successText
    purpose
  }
`;

/** The blog's newsletter box: one e-mail address, sent like an enquiry so the company can add it to the list. */
export function NewsletterForm({ texts }: { texts: Queries.NewsletterFormTextsFragment }) {
  const { state, change, submit, formRef, ready, enquiry, discard, form } = useEnquiryForm<NewsletterValues>({
    empty: EMPTY,
    limitId: "boletín",
    toEnquiry: (v) => ({ email: v.email, service: texts.service, message: texts.message }),
  });
  const busy = state.status === "submitting";
  return (
    <div>
      <h2 className={styles.boxTitle}>{texts.title}</h2>
      <p>{texts.text}</p>
      {state.status === "sent" ? (
        <p className={styles.success} role="status">
          {texts.successText}
        </p>
      ) : (
        <form ref={formRef} className={styles.inline} onSubmit={submit} aria-label={texts.title}>
          <Field id="newsletter-email" label={texts.label} name="email" type="email" autoComplete="email" required value={state.values.email} onChange={(e) => change({ email: e.target.value })} />
          <SubmitButton texts={texts} busy={busy} ready={ready} className={ui.primary} />
          <TrapField id="newsletter-trap" />
          <FailureMessage status={state.status} failure={state.failure} />
          <KeptChoice status={state.status} onDiscard={discard} />
          {notSent(state.status) && <HandOver form={form} enquiry={enquiry} emailOnly idPrefix="newsletter" />}
          <DataNotice purpose={texts.purpose} />
        </form>
      )}
      <OtherWays />
    </div>
  );
}
