import { useCallback, useEffect, useRef } from "react";
import { isPassing } from "../lib/enquiry/delivery";
import { toSendFailure, type SendFailure } from "../lib/enquiry/errors";
import { CLAIMED_EVENT, forget, isOwn, keep, localStore, newEnquiryId, OUTBOX_KEY, readKept, retryDelay, sendKept, throttleWait, type KeptEnquiry } from "../lib/enquiry/outbox";
import type { EnquiryValues } from "../lib/enquiry/payload";

export interface KeptOptions<V> {
  limitId: string;
  /** How long an unsent enquiry may stay in the browser (data/site.json, keptEnquiryHours). */
  keptForMs: number;
  send: (entry: KeptEnquiry<V>) => Promise<void>;
  /** It went from this page. */
  onSent: () => void;
  /** It waits: no connection, or the last try failed in a way that may pass. */
  onWaiting: () => void;
  /** The provider refused it: it is no longer kept, and the visitor must be told. */
  onRefused: (failure: SendFailure) => void;
  /** Another tab sent or discarded it. */
  onGone: () => void;
  /** One this form kept earlier in this visit, or one the visitor has just claimed as theirs. */
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

/**
 * An enquiry that could not go for want of a connection: kept (src/lib/enquiry/outbox.ts), tried again when the
 * browser says it is back online and on a bounded back-off, offered again on a later visit once the visitor has
 * claimed it (src/components/kept-banner.tsx), and sent exactly once.
 */
export function useKeptEnquiry<V>(options: KeptOptions<V>): KeptControls<V> {
  const { limitId, keptForMs } = options;
  const id = useRef<string | null>(null);
  const tries = useRef(0);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const on = useRef(options);
  on.current = options;

  const attempt = useCallback(() => {
    clearTimeout(timer.current);
    const current = id.current;
    if (!current || busy.current) return;
    const store = localStore();
    const entry = readKept(store).find((e) => e.id === current);
    if (!entry) {
      id.current = null;
      on.current.onGone();
      return;
    }
    if (!navigator.onLine) {
      on.current.onWaiting(); // the `online` event tries again
      return;
    }
    const wait = throttleWait(entry, Date.now());
    if (wait > 0) {
      timer.current = setTimeout(attempt, wait);
      return;
    }
    busy.current = true;
    sendKept(store, current, (e) => on.current.send(e as KeptEnquiry<V>))
      .then((sentHere) => {
        id.current = null;
        if (sentHere) on.current.onSent();
        else on.current.onGone();
      })
      .catch((error: unknown) => {
        const failure = toSendFailure(error);
        if (isPassing(failure) || failure.status === 429) {
          on.current.onWaiting();
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
      });
  }, []);

  const save = useCallback(
    (values: V, enquiry: Partial<EnquiryValues>, triedAt: number) => {
      id.current ??= newEnquiryId();
      const keptAt = Date.now();
      keep(localStore(), { id: id.current, limitId, path: window.location.pathname, values, enquiry, keptAt, triedAt, expiresAt: keptAt + keptForMs });
      tries.current = 0;
    },
    [limitId, keptForMs],
  );

  useEffect(() => {
    // Only this visit's own, or one the visitor claims: another person's is never shown here.
    const pickUp = () => {
      const found = readKept(localStore()).find((e) => e.limitId === limitId && isOwn(e.id));
      if (!found || id.current === found.id) return;
      id.current = found.id;
      on.current.onFound(found.values as V);
      attempt();
    };
    pickUp();
    const online = () => {
      tries.current = 0;
      attempt();
    };
    // Another tab sent or discarded it: storage tells this one.
    const changed = (event: StorageEvent) => {
      if (event.key === OUTBOX_KEY && id.current && !busy.current) attempt();
    };
    window.addEventListener("online", online);
    window.addEventListener("storage", changed);
    window.addEventListener(CLAIMED_EVENT, pickUp);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener("online", online);
      window.removeEventListener("storage", changed);
      window.removeEventListener(CLAIMED_EVENT, pickUp);
    };
  }, [limitId, attempt]);

  return {
    keepForLater: (values, enquiry, tried) => {
      save(values, enquiry, tried ? Date.now() : 0);
      on.current.onWaiting();
      attempt();
    },
    isKept: () => id.current !== null,
    tryNow: (values, enquiry) => {
      const kept = readKept(localStore()).find((e) => e.id === id.current);
      // Gone means another tab sent or discarded it: kept again, it would go twice (attempt() reports it gone).
      if (kept) save(values, enquiry, kept.triedAt);
      attempt();
    },
    discard: () => {
      clearTimeout(timer.current);
      if (id.current) forget(localStore(), id.current);
      id.current = null;
    },
  };
}
