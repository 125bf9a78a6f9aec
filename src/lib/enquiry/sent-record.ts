/**
 * The kept enquiries that have gone (each version by its id and revision, sentTag), in IndexedDB. localStorage gives
 * no promise across tabs: a tab may read its own stale copy after another has sent and forgotten an enquiry, and send
 * it again. What one tab commits to IndexedDB, the next transaction in any tab reads, so the tab that takes the lock
 * next knows it has gone. A note holds no personal data, and none outlives its enquiry's time: each is deleted then,
 * by whatever page of the site loads (sweepSent, sent-sweep.ts), as the kept enquiries are.
 */
import { deletePast, done, inTime, SENT_DB, SENT_RECORD_TIMEOUT_MS, STORE } from "./sent-sweep";

/** The name a revision of a kept enquiry is noted under. */
export const sentTag = (record: { id: string; revision: number }) => `${record.id}#${record.revision}`;

export interface SentRecord {
  /** Whether the enquiry `id` has gone from any tab. */
  has: (id: string) => Promise<boolean>;
  /** Notes that `id` has gone; kept until `until` (when it could no longer be kept unsent), older notes deleted. */
  add: (id: string, until: number) => Promise<void>;
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(SENT_DB, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request).then(() => request.result);
}

/** The record in this browser, or null where IndexedDB is missing or refused (sends are then guarded by the lock alone). */
export function sentRecord(
  factory: IDBFactory | undefined = typeof indexedDB === "undefined" ? undefined : indexedDB,
  timeoutMs = SENT_RECORD_TIMEOUT_MS,
): SentRecord | null {
  if (!factory) return null;
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= open(factory));
  const calls: SentRecord = {
    has: async (id) => {
      const request = (await database()).transaction(STORE).objectStore(STORE).getKey(id);
      await done(request);
      return request.result !== undefined;
    },
    add: async (id, until) => {
      const tx = (await database()).transaction(STORE, "readwrite");
      tx.objectStore(STORE).put(until, id);
      deletePast(tx, Date.now());
      await done(tx);
    },
  };
  return { has: (id) => inTime(() => calls.has(id), timeoutMs), add: (id, until) => inTime(() => calls.add(id, until), timeoutMs) };
}

let shared: SentRecord | null | undefined;

/** The page's one record (one connection, opened on first use). */
export const pageSentRecord = (): SentRecord | null => (shared === undefined ? (shared = sentRecord()) : shared);
