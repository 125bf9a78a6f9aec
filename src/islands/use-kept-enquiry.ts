import { useCallback, useEffect, useRef } from "react";
import { isPassing } from "../lib/enquiry/delivery";
import { toSendFailure, type SendFailure } from "../lib/enquiry/errors";
import { browserStore, CLAIMED_EVENT, forget, isOwn, keep, newEnquiryId, openKept, OUTBOX_PREFIX, PAGE_STORE, readKept, readRecord, type KeptContent, type KeptRecord, type Store } from "../lib/enquiry/outbox";
import { retryDelay, sendKept, throttleWait } from "../lib/enquiry/outbox-send";
import type { EnquiryValues } from "../lib/enquiry/payload";

export interface KeptOptions<V> {
  limitId: string;
  /** How long an unsent enquiry may stay in the browser (data/site.json, keptEnquiryHours). */
  keptForMs: number;
  send: (content: KeptContent<V>, record: KeptRecord) => Promise<void>;
  /** It went from this page. */
  onSent: () => void;
  /** It waits: no connection, or the last try failed in a way that may pass. `inPage`: only this page holds it. */
  onWaiting: (inPage: boolean) => void;
  /** The provider refused it, or it could not be sealed: it is not kept, and the visitor must be told. */
  onRefused: (failure: SendFailure) => void;
  /** Another tab sent or discarded it. */
  onGone: () => void;
  /** One this tab kept earlier, or one the visitor has just opened with its e-mail or phone. */
  onFound: (values: V) => void;
}

export interface KeptControls<V> {
  /** Keeps the enquiry (in place of any this form keeps) and tries it as soon as the connection and throttle allow. */
  keepForLater: (values: V, enquiry: Partial<EnquiryValues>, tried: boolean) => void;
  /** Whether this form keeps an enquiry: a send then goes through `tryNow`, so it cannot go twice. */
  isKept: () => boolean;
  /** The visitor's "Enviar ahora": the kept enquiry, with the form's values now, tried at once. */
  tryNow: (values: V, enquiry: Partial<EnquiryValues>) => void;
  discard: () => void;
}

/** Sealing needs a secure context (Web Crypto): without, the visitor is told as for no connection. */
const NOT_KEPT: SendFailure = { status: 0, text: "no se pudo guardar" };

/**
 * An enquiry that could not go for want of a connection: kept sealed (src/lib/enquiry/outbox.ts), or held in this page
 * only when the browser's storage cannot keep it (then the visitor is told so); tried again when the browser says it
 * is back online and on a bounded back-off, offered on a later visit to whoever types its e-mail and phone
 * (roots/kept-offer.tsx), and sent once per version: an edit made while a try is in flight goes after it.
 */
export function useKeptEnquiry<V>(options: KeptOptions<V>): KeptControls<V> {
  const { limitId, keptForMs } = options;
  const id = useRef<string | null>(null);
  /** Where it is kept: the browser's storage or this page's memory. Every retry reads it there. */
  const where = useRef<Store>(PAGE_STORE);
  const tries = useRef(0);
  const busy = useRef(false);
  /** A try asked for while one was in flight, and the visitor's versions still being sealed. */
  const again = useRef(false);
  const saving = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const on = useRef(options);
  on.current = options;

  const attempt = useCallback(() => {
    clearTimeout(timer.current);
    const current = id.current;
    if (!current || saving.current > 0) return; // the save in progress tries when it is done
    if (busy.current) {
      again.current = true;
      return;
    }
    const store = where.current;
    const record = readRecord(store, current);
    if (!record) {
      id.current = null;
      on.current.onGone();
      return;
    }
    if (!navigator.onLine) {
      on.current.onWaiting(store === PAGE_STORE); // the `online` event tries again
      return;
    }
    const wait = throttleWait(record, Date.now());
    if (wait > 0) {
      timer.current = setTimeout(attempt, wait);
      return;
    }
    busy.current = true;
    again.current = false;
    sendKept<V>(store, current, (content, sent) => on.current.send(content, sent), undefined, undefined, () => saving.current === 0)
      .then((outcome) => {
        if (outcome === "changed") again.current = true;
        else {
          id.current = null;
          if (outcome === "sent") on.current.onSent();
          else on.current.onGone();
        }
      })
      .catch((error: unknown) => {
        const failure = toSendFailure(error);
        if (isPassing(failure) || failure.status === 429) {
          on.current.onWaiting(store === PAGE_STORE);
          const delay = retryDelay(tries.current++);
          if (delay !== null) timer.current = setTimeout(attempt, delay);
          return;
        }
        forget(store, current);
        id.current = null;
        on.current.onRefused(failure);
      })
      .finally(() => {
        busy.current = false;
        if (again.current) attempt();
      });
  }, []);

  /** Seals and stores the form's version; `first`: the send just failed, and the visitor is told it waits once stored. */
  const save = useCallback(
    (values: V, enquiry: Partial<EnquiryValues>, triedAt: number, first: boolean) => {
      const current = (id.current ??= newEnquiryId());
      saving.current++;
      const request = { id: current, limitId, path: window.location.pathname, content: { values, enquiry }, pressedAt: Date.now(), triedAt, keptForMs };
      return keep(browserStore(), request)
        .catch(() => null)
        .finally(() => saving.current--)
        .then((store) => {
          if (!store) {
            if (id.current === current) id.current = null;
            on.current.onRefused(NOT_KEPT);
          } else if (id.current !== current) forget(store, current); // discarded meanwhile
          else {
            where.current = store;
            // Said only once it is stored: a visitor who leaves at the message leaves it kept.
            if (first) on.current.onWaiting(store === PAGE_STORE);
            attempt();
          }
        });
    },
    [limitId, keptForMs, attempt],
  );

  useEffect(() => {
    // Only what this tab wrote or the visitor opened: another person's is never shown here.
    const pickUp = async () => {
      const store = browserStore();
      const found = store && readKept(store).find((r) => r.limitId === limitId && isOwn(r.id));
      if (!found || id.current === found.id) return;
      const content = await openKept<V>(found);
      if (!content) return;
      id.current = found.id;
      where.current = store;
      on.current.onFound(content.values);
      attempt();
    };
    void pickUp();
    const online = () => {
      tries.current = 0;
      attempt();
    };
    // Another tab sent or discarded it: storage tells this one.
    const changed = (event: StorageEvent) => {
      if (event.key?.startsWith(OUTBOX_PREFIX) && id.current && !busy.current) attempt();
    };
    const claimed = () => void pickUp();
    window.addEventListener("online", online);
    window.addEventListener("storage", changed);
    window.addEventListener(CLAIMED_EVENT, claimed);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener("online", online);
      window.removeEventListener("storage", changed);
      window.removeEventListener(CLAIMED_EVENT, claimed);
    };
  }, [limitId, attempt]);

  return {
    keepForLater: (values, enquiry, tried) => {
      tries.current = 0;
      void save(values, enquiry, tried ? Date.now() : 0, true);
    },
    isKept: () => id.current !== null,
    tryNow: (values, enquiry) => {
      const kept = id.current ? readRecord(where.current, id.current) : null;
      // Gone means another tab sent or discarded it: kept again, it would go twice (attempt() reports it gone).
      if (kept) void save(values, enquiry, kept.triedAt, false);
      else attempt();
    },
    discard: () => {
      clearTimeout(timer.current);
      if (id.current) forget(where.current, id.current);
      id.current = null;
    },
  };
}
