import React, { useState } from "react";
import { Link } from "gatsby";
import { forget, localStore, readKept } from "../lib/enquiry/outbox";
import * as styles from "./layout.module.css";

export interface KeptBannerProps {
  pathname: string;
  texts: { pending: string; sendNow: string; discard: string };
}

/**
 * On any page but the one an enquiry was kept on (its form offers it there, and sends it): says an enquiry is waiting,
 * with a link to its page to send it now, or discards it. Loaded only when the browser keeps one.
 */
export default function KeptBanner({ pathname, texts }: KeptBannerProps) {
  const elsewhere = () => readKept(localStore()).filter((e) => e.path !== pathname);
  const [entries, setEntries] = useState(elsewhere);
  const first = entries[0];
  if (!first) return null;
  const discard = () => {
    forget(localStore(), first.id);
    setEntries(elsewhere());
  };
  return (
    <div className={styles.kept} role="region" aria-label={texts.pending}>
      <p className="container">
        {texts.pending} <Link to={first.path}>{texts.sendNow}</Link>{" "}
        <button type="button" onClick={discard}>
          {texts.discard}
        </button>
      </p>
    </div>
  );
}
