import React, { useReducer } from "react";
import { Link } from "./link";
import { CLAIMED_EVENT, claim, forget, isOwn, localStore, readKept } from "../lib/enquiry/outbox";
import type { SiteData } from "../hooks/use-site-data";
import * as styles from "./layout.module.css";

export interface KeptBannerProps {
  pathname: string;
  texts: SiteData["keptTexts"];
}

/**
 * An enquiry this browser keeps unsent (src/lib/enquiry/outbox.ts). One from another visit is only announced, never
 * shown: its writer claims it (then its form shows it and sends it) or anyone discards it. This visit's own is offered
 * on every page but its form's, with a link there to send it now, or discarded. Loaded only when the browser keeps one.
 */
export default function KeptBanner({ pathname, texts }: KeptBannerProps) {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const kept = readKept(localStore());
  const unclaimed = kept.find((e) => !isOwn(e.id));
  const discard = (id: string) => {
    forget(localStore(), id);
    changed();
  };
  if (unclaimed) {
    const mine = () => {
      claim(unclaimed.id);
      window.dispatchEvent(new Event(CLAIMED_EVENT));
      changed();
    };
    return (
      <div className={styles.kept} role="region" aria-label={texts.unclaimed}>
        <p className="container">
          {texts.unclaimed} {texts.expiry}{" "}
          <button type="button" onClick={mine}>
            {texts.mine}
          </button>{" "}
          <button type="button" onClick={() => discard(unclaimed.id)}>
            {texts.notMine}
          </button>
        </p>
      </div>
    );
  }
  const elsewhere = kept.find((e) => e.path !== pathname);
  if (!elsewhere) return null;
  return (
    <div className={styles.kept} role="region" aria-label={texts.pending}>
      <p className="container">
        {texts.pending} <Link to={elsewhere.path}>{texts.sendNow}</Link>{" "}
        <button type="button" onClick={() => discard(elsewhere.id)}>
          {texts.discard}
        </button>
      </p>
    </div>
  );
}
