/**
 * The kept enquiries that have gone (each version by its id and revision, sentTag), in IndexedDB. localStorage gives
 * no promise across tabs: a tab may read its own stale copy after another has sent and forgotten an enquiry, and send
 * it again. What one tab commits to IndexedDB, the next transaction in any tab reads, so the tab that takes the lock
 * next knows it has gone. A note holds no personal data, and none outlives its enquiry's time: each is deleted then,
 * by whatever page of the site loads (sweepSent), as the kept enquiries are.
 */
export const SENT_DB = "solicitudes-enviadas";
const STORE = "ids";

/** How long any call may take: IndexedDB that never answers (seen in WebKit) must not hold the tabs' lock for good. */
export const SENT_RECORD_TIMEOUT_MS = 3_000;

/** The name a revision of a kept enquiry is noted under. */
export const sentTag = (record: { id: string; revision: number }) => `${record.id}#${record.revision}`;

export interface SentRecord {
  /** Whether the enquiry `id` has gone from any tab. */
  has: (id: string) => Promise<boolean>;
  /** Notes that `id` has gone; kept until `until` (when it could no longer be kept unsent), older notes deleted. */
  add: (id: string, until: number) => Promise<void>;
}

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ("oncomplete" in request) {
      request.oncomplete = () => resolve();
      request.onabort = () => reject(request.error);
    } else request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(SENT_DB, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request).then(() => request.result);
}

/** Deletes, within `tx`, every note whose time is up at `now`. */
function deletePast(tx: IDBTransaction, now: number): void {
  tx.objectStore(STORE).openCursor().onsuccess = (event) => {
    const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
    if (!cursor) return;
    if ((cursor.value as number) <= now) cursor.delete();
    cursor.continue();
  };
}

/** `work`, or a rejection once `ms` have passed without an answer. */
function inTime<T>(work: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("IndexedDB no responde")), ms);
    work().then(resolve, reject).finally(() => clearTimeout(timer));
  });
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

/**
 * Deletes every note whose time is up, as any page loads. Opens the database only where it is, so a visitor who never
 * kept an enquiry never gets one: the browser's list of databases says so; where it has none, the open's upgrade is
 * aborted, which undoes the creation (not in WebKitGTK, seen to keep it, but it has the list).
 */
export async function sweepSent(factory: IDBFactory | undefined = typeof indexedDB === "undefined" ? undefined : indexedDB, now = Date.now()): Promise<void> {
  if (!factory) return;
  const listed = typeof factory.databases === "function" ? await factory.databases().then((all) => all.some((d) => d.name === SENT_DB), () => false) : true;
  if (!listed) return;
  const request = factory.open(SENT_DB);
  request.onupgradeneeded = () => request.transaction?.abort();
  return inTime(() => done(request), SENT_RECORD_TIMEOUT_MS).then(
    async () => {
      const db = request.result;
      try {
        if (!db.objectStoreNames.contains(STORE)) return;
        const tx = db.transaction(STORE, "readwrite");
        deletePast(tx, now);
        await done(tx);
      } finally {
        db.close();
      }
    },
    () => undefined, // none here, or refused: nothing to delete
  );
}
