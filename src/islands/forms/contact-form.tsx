import React, { useCallback, useEffect, useRef } from "react";
import { CircleCheck } from "lucide";
import { Drawing } from "../../components/drawing";
import { graphql } from "gatsby";
import { Link } from "../../components/link";
import { useEnquiryForm } from "./use-enquiry-form";
import { EMPTY_FORM, hasChosenService, type EnquiryForm } from "../../lib/enquiry/payload";
// The shared building blocks before the form's own parts: every page and island then orders the one sheet alike.
import * as ui from "../../styles/ui.module.css";
import { DataNotice, Field, FailureMessage, KeptChoice, OtherWays, SubmitButton, TrapField } from "./form-parts";
import { ChoiceField } from "./choice-field";
import { HandOver } from "./hand-over";
import { notSent } from "../../lib/enquiry/form-state";
import * as styles from "./forms.module.css";

/** The quote request form's texts (the page shows the title and intro beside it); the forms' query spreads it. */
export const contactFormTexts = graphql`
  fragment ContactFormTexts on FormsJsonContact {
    title
    intro
    labels {
      name
      company
      email
      phone
      service
      message
    }
    serviceOptions
    servicePlaceholder
    chooseService
    privacy {
      before
      linkLabel
      href
      after
    }
    note
    submit
    sending
    successTitle
    successText
    purpose
  }
`;

/**
 * The browser stops a send with no service chosen before the form's own check runs; when that is the only thing
 * missing, say it with the form's own alert instead of the browser's bubble.
 */
const onServiceMissing = (alertText: string) => (event: React.FormEvent<HTMLSelectElement>) => {
  const select = event.currentTarget;
  const othersValid = [...(select.form?.elements ?? [])].every((el) => el === select || !("validity" in el) || (el as HTMLInputElement).validity.valid);
  if (!othersValid) return;
  event.preventDefault();
  window.alert(alertText);
};

/** The form asks for exactly the enquiry's parameters (and the privacy consent, which is not sent). */
const asEnquiry = (values: EnquiryForm) => values;

/** The quote request form of /contacto, exactly the fields of the specification. */
export function ContactForm({ texts }: { texts: Queries.ContactFormTextsFragment }) {
  const validate = useCallback((values: EnquiryForm) => (hasChosenService(values) ? null : texts.chooseService), [texts.chooseService]);
  const { state, change, submit, formRef, ready, enquiry, discard, form } = useEnquiryForm<EnquiryForm>({
    empty: EMPTY_FORM,
    storageKey: "formulario-presupuesto",
    validate,
    toEnquiry: asEnquiry,
    limitId: "presupuesto",
  });
  const successHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === "sent") successHeading.current?.focus();
  }, [state.status]);

  if (state.status === "sent") {
    return (
      <div className={styles.success} role="status">
        <h3 ref={successHeading} tabIndex={-1}>
          <Drawing drawing={CircleCheck} size={22} style={{ display: "inline", verticalAlign: "-4px", marginRight: "0.4rem" }} />
          {texts.successTitle}
        </h3>
        <p>{texts.successText}</p>
      </div>
    );
  }

  const v = state.values;
  const busy = state.status === "submitting";
  const on = (field: keyof EnquiryForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    change({ [field]: e.target.value } as Partial<EnquiryForm>);

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} aria-label={texts.title} noValidate={false}>
      <div className={styles.row}>
        <Field id="contact-name" label={texts.labels.name} name="name" autoComplete="name" required value={v.name} onChange={on("name")} />
        <Field id="contact-company" label={texts.labels.company} name="company" autoComplete="organization" required value={v.company} onChange={on("company")} />
      </div>
      <div className={styles.row}>
        <Field id="contact-email" label={texts.labels.email} name="email" type="email" autoComplete="email" required value={v.email} onChange={on("email")} />
        <Field id="contact-phone" label={texts.labels.phone} name="phone" type="tel" autoComplete="tel" required value={v.phone} onChange={on("phone")} />
      </div>
      <ChoiceField id="contact-service" label={texts.labels.service} placeholder={texts.servicePlaceholder} options={texts.serviceOptions} name="service" required
        value={hasChosenService(v) ? v.service : ""} onChange={on("service")} onInvalid={onServiceMissing(texts.chooseService)} />
      <div className={styles.field}>
        <label htmlFor="contact-message">{texts.labels.message}</label>
        <textarea id="contact-message" name="message" rows={4} required placeholder={texts.labels.message} value={v.message} onChange={on("message")} />
      </div>
      <div className={styles.check}>
        <input
          id="contact-privacy"
          name="privacy"
          type="checkbox"
          required
          checked={v.privacy}
          onChange={(e) => change({ privacy: e.target.checked })}
        />
        <label htmlFor="contact-privacy">
          {texts.privacy.before} <Link to={texts.privacy.href}>{texts.privacy.linkLabel}</Link> {texts.privacy.after}
        </label>
      </div>
      <TrapField id="contact-trap" />
      <FailureMessage status={state.status} failure={state.failure} />
      <KeptChoice status={state.status} onDiscard={discard} />
      {notSent(state.status) && <HandOver form={form} enquiry={enquiry} idPrefix="contact" />}
      <p className={styles.note}>{texts.note}</p>
      <DataNotice purpose={texts.purpose} />
      <SubmitButton texts={texts} busy={busy} ready={ready} className={`${ui.primary} ${styles.submit}`} />
      <OtherWays />
    </form>
  );
}
