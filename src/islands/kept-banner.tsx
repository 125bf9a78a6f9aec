import React, { useEffect, useReducer, useState } from "react";
import { Link } from "../components/link";
import { CLAIMED_EVENT, claimWith, forget, isOwn, localStore, openKept, readKept, type KeptRecord } from "../lib/enquiry/outbox";
import { sealLegacy } from "../lib/enquiry/outbox-legacy";
import type { SiteData } from "../hooks/use-site-data";
import * as styles from "../components/layout.module.css";

export interface KeptBannerProps {
  pathname: string;
  texts: SiteData["keptTexts"];
}

/**
 * An enquiry this browser keeps unsent (src/lib/enquiry/outbox.ts). One from another visit is only announced, never
 * shown: whoever types the e-mail or the phone it was written with opens it (then its form shows it and sends it), and
 * anyone may discard it. This tab's own is offered on every page but its form's, with a link there to send it now, or
 * discarded. Loaded only when the browser keeps one.
 */
export default function KeptBanner({ pathname, texts }: KeptBannerProps) {
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const [kept, setKept] = useState<{ unclaimed?: KeptRecord; elsewhere?: { id: string; path: string } }>({});
  useEffect(() => {
    let live = true;
    const store = localStore();
    void (async () => {
      await sealLegacy(store);
      const records = readKept(store);
      let elsewhere: { id: string; path: string } | undefined;
      for (const record of records.filter((r) => isOwn(r.id))) {
        const path = (await openKept(record))?.path;
        if (path && path !== pathname) elsewhere ??= { id: record.id, path };
      }
      if (live) setKept({ unclaimed: records.find((r) => !isOwn(r.id)), elsewhere });
    })();
    return () => {
      live = false;
    };
  }, [pathname, version]);
  const discard = (id: string) => {
    forget(localStore(), id);
    changed();
  };
  if (kept.unclaimed) return <Claim key={kept.unclaimed.id} texts={texts} discard={() => discard(kept.unclaimed!.id)} opened={changed} />;
  if (!kept.elsewhere) return null;
  const { id, path } = kept.elsewhere;
  return (
    <div className={styles.kept} role="region" aria-label={texts.pending}>
      <p className="container">
        {texts.pending} <Link to={path}>{texts.sendNow}</Link>{" "}
        <button type="button" onClick={() => discard(id)}>
          {texts.discard}
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

/** The question to whoever finds an enquiry of another visit: its e-mail or phone opens it; a miss says only that. */
function Claim({ texts, discard, opened }: ClaimProps) {
  const [typed, setTyped] = useState("");
  const [state, setState] = useState<"asking" | "checking" | "wrong">("asking");
  const open = async (event: React.FormEvent) => {
    event.preventDefault();
    if (state === "checking") return;
    setState("checking");
    if ((await claimWith(localStore(), typed)) === 0) return setState("wrong");
    window.dispatchEvent(new Event(CLAIMED_EVENT));
    opened();
  };
  return (
    <div className={styles.kept} role="region" aria-label={texts.unclaimed}>
      <form className={`container ${styles.claim}`} onSubmit={open}>
        <p>
          {texts.unclaimed} {texts.expiry}
        </p>
        <label htmlFor="solicitud-guardada-dato">{texts.proofLabel}</label>
        <input id="solicitud-guardada-dato" type="text" autoComplete="off" spellCheck={false} value={typed} onChange={(e) => setTyped(e.target.value)} required />
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
