/**
 * Where the browser keeps enquiries to send later (outbox.ts): each under a key of its own, so no tab ever rewrites
 * another's. On its own so every page can check it for a few bytes.
 */
export const OUTBOX_PREFIX = "solicitud-sin-enviar|";

/** The form of a record this version writes (outbox.ts): its key from the e-mail and the phone together. */
export const RECORD_FORMAT = 2;

/**
 * What earlier releases left, deleted unread as any page loads rather than honoured: the single list kept unsealed
 * (localStorage), each tab's enquiry keys in the clear (sessionStorage, which a reopened tab gets back), and records of
 * another form than RECORD_FORMAT (their keys wrapped under the e-mail or the phone alone: a phone is guessed in hours).
 */
export const LEGACY_OUTBOX_KEY = "solicitudes-sin-enviar";
export const LEGACY_TAB_KEYS = "solicitudes-propias";

export type Store = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

/** The storage keys of the kept enquiries. */
export function outboxKeys(store: Store): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(OUTBOX_PREFIX)) keys.push(key);
  }
  return keys;
}

/** The time a stored entry is deleted unsent, or null when it is not one of this version's. */
export function expiryOf(saved: string | null): number | null {
  try {
    const entry = JSON.parse(saved ?? "null") as { expiresAt?: unknown; format?: unknown } | null;
    return entry?.format === RECORD_FORMAT && typeof entry.expiresAt === "number" ? entry.expiresAt : null;
  } catch {
    return null;
  }
}

/** Deletes what is past its time, unreadable or of an earlier release; says whether anything is still kept. */
export function sweep(store: Store, now: number): boolean {
  let live = false;
  for (const key of outboxKeys(store)) {
    const expires = expiryOf(store.getItem(key));
    if (expires !== null && expires > now) live = true;
    else store.removeItem(key);
  }
  store.removeItem(LEGACY_OUTBOX_KEY);
  return live;
}

/** Whether this browser keeps an enquiry not yet sent. One past its time, or an earlier release's, is deleted here, as any page loads. */
export function hasKept(now = Date.now()): boolean {
  try {
    window.sessionStorage.removeItem(LEGACY_TAB_KEYS);
  } catch {
    // Refused: nothing there either.
  }
  try {
    return sweep(window.localStorage, now);
  } catch {
    return false;
  }
}
