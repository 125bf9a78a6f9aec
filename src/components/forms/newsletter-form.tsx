import React from "react";
import { graphql } from "gatsby";
import { useEnquiryForm } from "../../hooks/use-enquiry-form";
import { useFormsData } from "../../hooks/use-forms-data";
import { buildPayload } from "../../lib/enquiry/payload";
import { DataNotice, Field, FailureMessage, OtherWays, SubmitButton, TrapField } from "./form-parts";
import * as ui from "../../styles/ui.module.css";
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
export function NewsletterForm() {
  const texts = useFormsData().newsletter;
  const { state, change, submit, formRef, ready } = useEnquiryForm<NewsletterValues>({
    empty: EMPTY,
    limitId: "boletin",
    toPayload: (v, now) => buildPayload({ email: v.email, service: texts.service, message: texts.message }, now),
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
          <Field id="nl-email" label={texts.label} name="email" type="email" autoComplete="email" required value={state.values.email} onChange={(e) => change({ email: e.target.value })} />
          <SubmitButton texts={texts} busy={busy} ready={ready} className={ui.primary} />
          <TrapField id="nl-trap" />
          <FailureMessage failure={state.status === "failed" ? state.failure : null} />
          <DataNotice purpose={texts.purpose} />
        </form>
      )}
      <OtherWays />
    </div>
  );
}
