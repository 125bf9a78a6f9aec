/**
 * Where the notes of what went are kept (sent-record.ts writes and reads them), and the sweep every page runs: on
 * their own, so the page script carries only this, and the forms' islands the rest.
 */
export const SENT_DB = "solicitudes-enviadas";
export const STORE = "ids";

/** How long any call may take: IndexedDB that never answers (seen in WebKit) must not hold the tabs' lock for good. */
export const SENT_RECORD_TIMEOUT_MS = 3_000;

/** Settles when an IndexedDB request succeeds or a transaction completes. */
export const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if ("oncomplete" in request) {
      request.oncomplete = () => resolve();
      request.onabort = () => reject(request.error);
    } else request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

/** Deletes, within `tx`, every note whose time is up at `now`. */
export function deletePast(tx: IDBTransaction, now: number): void {
  tx.objectStore(STORE).openCursor().onsuccess = (event) => {
    const cursor = (event.target as IDBRequest<IDBCursorWithValue | null>).result;
    if (!cursor) return;
    if ((cursor.value as number) <= now) cursor.delete();
    cursor.continue();
  };
}

/** `work`, or a rejection once `ms` have passed without an answer. */
export function inTime<T>(work: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("IndexedDB no responde")), ms);
    work().then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

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
