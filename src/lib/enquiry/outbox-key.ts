/**
 * Where the browser keeps enquiries to send later (outbox.ts): each under a key of its own, so no tab ever rewrites
 * another's. On its own so every page can check it for a few bytes.
 */
export const OUTBOX_PREFIX = "solicitud-sin-enviar|";

/** The single list an earlier version kept, unsealed: sealed and moved to keys of their own when an island opens it. */
export const LEGACY_OUTBOX_KEY = "solicitudes-sin-enviar";

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

/** The time a stored entry is deleted unsent, or null when it is not one. */
export function expiryOf(saved: string | null): number | null {
  try {
    const at = (JSON.parse(saved ?? "null") as { expiresAt?: unknown } | null)?.expiresAt;
    return typeof at === "number" ? at : null;
  } catch {
    return null;
  }
}

/** The entries of the earlier version's list, or none when it is missing or unreadable. */
export function legacyEntries(store: Store): ({ expiresAt?: unknown } | null)[] {
  try {
    const list: unknown = JSON.parse(store.getItem(LEGACY_OUTBOX_KEY) ?? "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** Deletes what is past its time or unreadable; says whether anything is still kept. */
export function sweep(store: Store, now: number): boolean {
  let live = false;
  for (const key of outboxKeys(store)) {
    const expires = expiryOf(store.getItem(key));
    if (expires !== null && expires > now) live = true;
    else store.removeItem(key);
  }
  if (store.getItem(LEGACY_OUTBOX_KEY) !== null) {
    if (legacyEntries(store).some((e) => typeof e?.expiresAt === "number" && e.expiresAt > now)) live = true;
    else store.removeItem(LEGACY_OUTBOX_KEY);
  }
  return live;
}

/** Whether this browser keeps an enquiry not yet sent. One past its time is deleted here, as any page loads. */
export function hasKept(now = Date.now()): boolean {
  try {
    return sweep(window.localStorage, now);
  } catch {
    return false;
  }
}
