/**
 * The ids of kept enquiries that have gone, in IndexedDB. localStorage gives no promise across tabs: a tab may read
 * its own stale copy after another has sent and forgotten an enquiry, and send it again. What one tab commits to
 * IndexedDB, the next transaction in any tab reads, so the tab that takes the lock next knows it has gone.
 */
export const SENT_DB = "solicitudes-enviadas";
const STORE = "ids";

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

/** The record in this browser, or null where IndexedDB is missing or refused (sends are then guarded by the lock alone). */
export function sentRecord(factory: IDBFactory | undefined = typeof indexedDB === "undefined" ? undefined : indexedDB): SentRecord | null {
  if (!factory) return null;
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= open(factory));
  return {
    has: async (id) => {
      const request = (await database()).transaction(STORE).objectStore(STORE).getKey(id);
      await done(request);
      return request.result !== undefined;
    },
    add: async (id, until) => {
      const tx = (await database()).transaction(STORE, "readwrite");
      const store = tx.objectStore(STORE);
      store.put(until, id);
      const now = Date.now();
      store.openCursor().onsuccess = (event) => {
        const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
        if (!cursor) return;
        if ((cursor.value as number) <= now) cursor.delete();
        cursor.continue();
      };
      await done(tx);
    },
  };
}

let shared: SentRecord | null | undefined;

/** The page's one record (one connection, opened on first use). */
export const pageSentRecord = (): SentRecord | null => (shared === undefined ? (shared = sentRecord()) : shared);
