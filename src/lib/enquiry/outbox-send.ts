/**
 * Sending a kept enquiry (outbox.ts) exactly once per revision, whichever tab, page or visit tries: under a lock every
 * tab shares, checked against the record of what has gone (sent-record.ts), and forgotten only when what went is the
 * last version the visitor made. Delivery is at least once where the provider's answer is lost (README, "Enquiries").
 */
import { RETRY_AFTER_MS } from "./delivery";
import { forget, openKept, readRecord, writeRecord, type KeptContent, type KeptRecord, type Store } from "./outbox";
import { pageSentRecord, sentTag, type SentRecord } from "./sent-record";

/**
 * The waits between automatic tries while the page stays open: never sooner than the library's throttle allows, then
 * longer each time, and bounded; after the last, the next `online` event, "Enviar ahora" or visit tries again.
 */
export const RETRY_DELAYS_MS = [RETRY_AFTER_MS, 20_000, 40_000, 60_000, 60_000] as const;

/** The wait before automatic try number `attempt` (0-based), or null when there are no more. */
export function retryDelay(attempt: number): number | null {
  return RETRY_DELAYS_MS[attempt] ?? null;
}

/** How long to wait before trying a kept enquiry now: what remains of the throttle since its last attempt. */
export function throttleWait(entry: Pick<KeptRecord, "triedAt">, now: number): number {
  return entry.triedAt > 0 ? Math.max(0, entry.triedAt + RETRY_AFTER_MS - now) : 0;
}

/** Runs `task` holding a lock every tab of the site shares (Web Locks), or directly where the browser has none. */
export async function withSiteLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  let result!: T;
  await locks.request("envio-solicitudes", async () => {
    result = await task();
  });
  return result;
}

/** What became of a try: sent (the last version), gone (another tab sent or discarded it), or changed while it went. */
export type SendOutcome = "sent" | "gone" | "changed";

/** Notes the attempt's time on the stored record, unless the visitor has changed it meanwhile. */
function noteAttempt(store: Store, tried: KeptRecord, at: number): void {
  const now = readRecord(store, tried.id);
  if (now?.revision === tried.revision) writeRecord(store, { ...now, triedAt: at });
}

/**
 * Sends the kept enquiry `id` in its newest version, if it is still kept once the lock is held and no tab has noted
 * that version gone (`sent`: this tab's copy of localStorage may not show yet that another sent it). It is forgotten
 * once the version that went is still the newest; a newer one (an edit made while it went) stays kept: "changed".
 */
export async function sendKept<V>(
  store: Store,
  id: string,
  send: (content: KeptContent<V>, record: KeptRecord) => Promise<void>,
  lock = withSiteLock,
  sent: SentRecord | null = pageSentRecord(),
  /** False while this tab is still sealing a newer version: what went is then not the last. */
  latest: () => boolean = () => true,
): Promise<SendOutcome> {
  return lock(async () => {
    const record = readRecord(store, id);
    const content = record ? await openKept<V>(record) : null;
    // A record that cannot be read guards nothing: the lock alone does, as where there is none.
    const gone = record !== null && (await sent?.has(sentTag(record)).catch(() => false));
    if (!record || !content || gone) {
      if (gone) forget(store, id);
      return "gone";
    }
    noteAttempt(store, record, Date.now());
    await send(content, record);
    await sent?.add(sentTag(record), record.expiresAt).catch(() => undefined);
    if (readRecord(store, id)?.revision !== record.revision || !latest()) return "changed";
    forget(store, id);
    return "sent";
  });
}
