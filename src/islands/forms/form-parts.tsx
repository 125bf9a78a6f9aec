import React from "react";
import { Link } from "../../components/link";
import { useForms } from "./forms-context";
import { TRAP_FIELD } from "../../lib/enquiry/bot-check";
import { inlineFailureMessage, type SendFailure } from "../../lib/enquiry/errors";
import { isKept, type FormStatus } from "../../lib/enquiry/form-state";
import { phoneText } from "../../lib/site-types";
import * as styles from "./forms.module.css";

/**
 * Live region that says why a send failed and what to do, or that the enquiry waits for the connection (kept in the
 * browser, or only in this page: then that it could not be kept); empty (but present) otherwise, so what appears in it
 * is announced.
 */
export function FailureMessage({ status, failure }: { status: FormStatus; failure: SendFailure | null }) {
  const { site, forms } = useForms();
  const { sendFailure, kept } = forms;
  const failed = status === "failed" && failure;
  const waiting = { kept: kept.offline, pending: kept.pending, held: kept.notKept } as const;
  const text = failed ? inlineFailureMessage(failure, phoneText(site.phones.main.display), sendFailure) : isKept(status) ? waiting[status] : null;
  return (
    <div className={failed ? styles.failure : text ? styles.kept : undefined} role="alert" aria-live="assertive">
      {text}
    </div>
  );
}

/** While an enquiry waits for the connection (FailureMessage says so): send it now, or discard it (the form stays filled). */
export function KeptChoice({ status, onDiscard }: { status: FormStatus; onDiscard: () => void }) {
  const { kept: t } = useForms().forms;
  if (!isKept(status)) return null;
  return (
    <p className={styles.keptChoice}>
      <button type="submit">{t.sendNow}</button> <button type="button" onClick={onDiscard}>{t.discard}</button>
    </p>
  );
}

/**
 * Every form says how else to ask, with the numbers: useful to anyone, and the way out for a visitor whose browser
 * runs no JavaScript (the form cannot send then, and the noscript sentence says why).
 */
export function OtherWays() {
  const { site, forms } = useForms();
  const { noScript, otherWays, otherWaysOr } = forms;
  return (
    <p className={styles.otherWays}>
      <noscript>{noScript} </noscript>
      {otherWays} <a href={`tel:${site.phones.main.tel}`}>{phoneText(site.phones.main.display)}</a>,{" "}
      <a href={`tel:${site.phones.second.tel}`}>{phoneText(site.phones.second.display)}</a>
      {` ${otherWaysOr}`}{" "}
      <a href={`mailto:${site.emails.quotes}`}>{site.emails.quotes}</a>.
    </p>
  );
}

/**
 * The basic data-protection information (RGPD, art. 13) every form that collects personal data shows before it is
 * sent: who is responsible, what for (the form's own purpose), the rights, and the privacy policy.
 */
export function DataNotice({ purpose }: { purpose: string }) {
  const { dataProtection: d } = useForms().forms;
  return (
    <p className={styles.dataNotice}>
      <strong>{d.heading}.</strong> {d.controller} {purpose} {d.rights} {d.kept} <Link to={d.href}>{d.linkLabel}</Link>.
    </p>
  );
}

export interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

export function Field({ id, label, className, type = "text", ...input }: FieldProps) {
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} {...input} />
    </div>
  );
}

export interface SubmitButtonProps {
  /** The form's own button text, and the one it shows while sending. */
  texts: { submit: string; sending: string };
  busy: boolean;
  /** False until the page's script runs (useEnquiryForm). */
  ready: boolean;
  className?: string;
}

export function SubmitButton({ texts, busy, ready, className }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy || !ready}>
      {busy ? texts.sending : texts.submit}
    </button>
  );
}

/**
 * The honeypot (src/lib/enquiry/bot-check.ts): off screen, out of the tab order and hidden from assistive technology,
 * so only a bot that fills every field it finds puts anything in it.
 */
export function TrapField({ id }: { id: string }) {
  const { trapLabel } = useForms().forms;
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{trapLabel}</label>
      <input id={id} name={TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
