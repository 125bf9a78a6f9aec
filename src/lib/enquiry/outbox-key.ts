/** Where the browser keeps enquiries to send later (outbox.ts); on its own so every page can check it for a few bytes. */
export const OUTBOX_KEY = "solicitudes-sin-enviar";

/** The entries of a kept list still within their time (each carries `expiresAt`); the rest are gone. */
export function liveEntries(list: unknown, now: number): unknown[] {
  if (!Array.isArray(list)) return [];
  return list.filter((e: unknown) => typeof (e as { expiresAt?: unknown } | null)?.expiresAt === "number" && (e as { expiresAt: number }).expiresAt > now);
}

/** Whether this browser keeps an enquiry not yet sent. One past its time is deleted here, as any page loads. */
export function hasKept(now = Date.now()): boolean {
  try {
    const store = window.localStorage;
    const saved = store.getItem(OUTBOX_KEY);
    if (saved === null) return false;
    let list: unknown;
    try {
      list = JSON.parse(saved);
    } catch {
      list = null;
    }
    const live = liveEntries(list, now);
    if (live.length === 0) store.removeItem(OUTBOX_KEY);
    else if (!Array.isArray(list) || live.length !== list.length) store.setItem(OUTBOX_KEY, JSON.stringify(live));
    return live.length > 0;
  } catch {
    return false;
  }
}
