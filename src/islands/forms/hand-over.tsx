import React, { useState } from "react";
import { useForms } from "./forms-context";
import { copyText, enquiryText, mailtoLink } from "../../lib/enquiry/hand-over";
import type { EnquiryValues } from "../../lib/enquiry/payload";
import { phoneText } from "../../lib/site-types";
import { whatsappLink } from "../../lib/whatsapp";
import * as styles from "./forms.module.css";

export interface HandOverProps {
  /** The form's name, which measurement counts each way under (src/lib/analytics/events.ts). */
  form: string;
  /** What the visitor tried to send. */
  enquiry: Partial<EnquiryValues>;
  /** Only the e-mail app and the copy (the newsletter box: an address to add to a list needs no chat or call). */
  emailOnly?: boolean;
  /** The form's own id prefix, unique on the page, its name ("contact", "newsletter"): the block's ids derive from it. */
  idPrefix: string;
}

/**
 * Beside a form whose send failed: the enquiry handed over another way in one tap, already written, in this order:
 * WhatsApp to the company's mobile, the visitor's e-mail app, the clipboard, a call. Real links, so they work from the
 * keyboard, with a screen reader, and once shown even without the script.
 */
export function HandOver({ form, enquiry, emailOnly = false, idPrefix }: HandOverProps) {
  const { site, forms } = useForms();
  const t = forms.handOver;
  const [copied, setCopied] = useState<boolean | null>(null);
  const titleId = `${idPrefix}-entrega`;
  const text = enquiryText(enquiry, t.labels);
  const subject = enquiry.service ? `${t.subject}: ${enquiry.service}` : t.subject;
  return (
    <div className={styles.handOver} role="group" aria-labelledby={titleId} data-hand-over={form}>
      <p>
        <strong id={titleId}>{t.title}</strong> {t.text}
      </p>
      <ul>
        {!emailOnly && (
          <li>
            <a href={whatsappLink(site.whatsapp, `${t.whatsappOpening}\n\n${text}`)} target="_blank" rel="noopener noreferrer" data-via="whatsapp">
              {t.whatsapp}
            </a>
          </li>
        )}
        <li>
          <a href={mailtoLink(site.emails.quotes, subject, text)} data-via="correo">{t.email}</a>
        </li>
        <li>
          <button type="button" onClick={() => copyText(text).then(setCopied)} data-via="copia">
            {t.copy}
          </button>{" "}
          <span role="status">{copied === null ? "" : copied ? t.copied : t.copyFailed}</span>
        </li>
        {!emailOnly && (
          <li>
            <a href={`tel:${site.phones.main.tel}`} data-via="llamada">
              {t.call} {phoneText(site.phones.main.display)}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
