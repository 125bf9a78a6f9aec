import React, { useEffect, useReducer, useState } from "react";
import { Link } from "../../components/link";
import { browserStore, CLAIMED_EVENT, claimWith, forget, isOwn, readKept, type KeptRecord } from "../../lib/enquiry/outbox";
import type { SiteData } from "../../hooks/use-site-data";
import * as styles from "../../components/layout.module.css";
import type { IslandStart } from "../../lib/island-start";

export interface KeptOfferProps {
  pathname: string;
  texts: SiteData["keptTexts"];
}

/** Made only when this browser keeps an unsent enquiry: most visitors never load it. */
export const start: IslandStart = "kept-enquiry";

/**
 * An enquiry this browser keeps unsent whose key this page does not hold (src/lib/enquiry/outbox.ts): one of another
 * visit, or this visitor's own after a reload or in another tab. It is only announced, never shown: on the page of its
 * form, whoever types the e-mail and the phone it was written with opens it (then the form shows it and sends it); any
 * other page links there. Anyone may discard it. Loaded only when the browser keeps one.
 */
export default function KeptOffer({ pathname, texts }: KeptOfferProps) {
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const [unclaimed, setUnclaimed] = useState<KeptRecord | null>(null);
  useEffect(() => {
    const store = browserStore();
    setUnclaimed((store && readKept(store).find((r) => !isOwn(r.id))) ?? null);
  }, [pathname, version]);
  if (!unclaimed) return null;
  const discard = () => {
    forget(browserStore(), unclaimed.id);
    changed();
  };
  if (unclaimed.path === pathname) return <Claim key={unclaimed.id} texts={texts} discard={discard} opened={changed} />;
  return (
    <div className={styles.kept} role="region" aria-label={texts.unclaimed}>
      <p className="container">
        {texts.unclaimed} <Link to={unclaimed.path}>{texts.goToForm}</Link>{" "}
        <button type="button" onClick={discard}>
          {texts.notMine}
        </button>
      </p>
    </div>
  );
}

interface ClaimProps {
  texts: SiteData["keptTexts"];
  discard: () => void;
  opened: () => void;
}

/** The question on its form's page: its e-mail and its phone, both, open it; a miss says only that they do not match. */
function Claim({ texts, discard, opened }: ClaimProps) {
  const [typed, setTyped] = useState({ email: "", phone: "" });
  const [state, setState] = useState<"asking" | "checking" | "wrong">("asking");
  const open = async (event: React.FormEvent) => {
    event.preventDefault();
    if (state === "checking") return;
    setState("checking");
    const store = browserStore();
    if (!store || (await claimWith(store, typed)) === 0) return setState("wrong");
    window.dispatchEvent(new Event(CLAIMED_EVENT));
    opened();
  };
  // No autofill: the browser would fill in the writer's e-mail and phone for anyone at this computer.
  const field = (name: keyof typeof typed, label: string, type: string) => (
    <div>
      <label htmlFor={`solicitud-guardada-${name}`}>{label}</label>
      <input id={`solicitud-guardada-${name}`} type={type} autoComplete="off" spellCheck={false} value={typed[name]} onChange={(e) => setTyped({ ...typed, [name]: e.target.value })} required />
    </div>
  );
  return (
    <div className={styles.kept} role="region" aria-label={texts.unclaimed}>
      <form className={`container ${styles.claim}`} onSubmit={open}>
        <p>
          {texts.unclaimed} {texts.proofIntro} {texts.expiry}
        </p>
        {field("email", texts.proofEmail, "email")}
        {field("phone", texts.proofPhone, "tel")}
        <button type="submit" aria-disabled={state === "checking"}>
          {texts.mine}
        </button>{" "}
        <button type="button" onClick={discard}>
          {texts.notMine}
        </button>
        {state === "wrong" && <p role="alert">{texts.noMatch}</p>}
      </form>
    </div>
  );
}
