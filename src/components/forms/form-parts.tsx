import React from "react";
import { useSiteData } from "../../hooks/use-site-data";
import { useFormsData } from "../../hooks/use-forms-data";
import { inlineFailureMessage, type SendFailure } from "../../lib/enquiry/errors";
import * as styles from "./forms.module.css";

/** Live region that says why a send failed and what to do; empty (but present) otherwise, so it is announced. */
export function FailureMessage({ failure }: { failure: SendFailure | null }) {
  const { site } = useSiteData();
  return (
    <div className={failure ? styles.failure : undefined} role="alert" aria-live="assertive">
      {failure && inlineFailureMessage(failure, site.phones.main.display)}
    </div>
  );
}

/** For visitors without JavaScript: the form cannot send, so say how else to ask, with the numbers. */
export function NoScriptNotice() {
  const { site } = useSiteData();
  const { noScript } = useFormsData();
  return (
    <noscript>
      <p className={styles.noscript}>
        {noScript} <a href={`tel:${site.phones.main.tel}`}>{site.phones.main.display}</a>,{" "}
        <a href={`tel:${site.phones.second.tel}`}>{site.phones.second.display}</a> o{" "}
        <a href={`mailto:${site.emails.quotes}`}>{site.emails.quotes}</a>.
      </p>
    </noscript>
  );
}

export interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

export function Field({ id, label, className, ...input }: FieldProps) {
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
