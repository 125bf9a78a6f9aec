/**
 * A value kept as JSON in the tab's sessionStorage, so that it outlives a reload. A browser that refuses storage (some
 * private modes), a full one, or something unreadable there gives null and keeps nothing: what uses it works the same,
 * it just does not survive the reload.
 */
export function readSession<V>(key: string | undefined): V | null {
  if (!key) return null;
  try {
    const saved = window.sessionStorage.getItem(key);
    return saved ? (JSON.parse(saved) as V) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; null removes it. */
export function writeSession(key: string | undefined, value: unknown): void {
  if (!key) return;
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Refused or full: nothing kept.
  }
}
