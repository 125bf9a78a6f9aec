/**
 * Simple form-filling bots are kept out without asking people anything. Every enquiry form carries a field that people
 * neither see nor hear (a honeypot): a send with anything in it is dropped and shown the same success a person would
 * see, so the bot learns nothing. A send sooner after the visit started than a person could type (a fast autofill, a
 * bot) is not dropped, since a person may have made it: it waits until that time has passed, then goes out. The clock
 * starts when the visit starts in the tab (kept across reloads and pages), not when the page's script runs.
 */

/** The honeypot's field name: nothing a browser would autofill. */
export const TRAP_FIELD = "referencia_interna";

/** Shorter than any person fills and sends a form from the moment the page starts loading. */
export const MIN_FILL_MS = 2000;

const VISIT_START_KEY = "inicio-visita";

/** When the visit started in this tab (ms since the epoch): the first page's load, kept in sessionStorage. */
export function visitStart(storage: Pick<Storage, "getItem" | "setItem"> | null, pageStart: number): number {
  try {
    const saved = Number(storage?.getItem(VISIT_START_KEY));
    if (Number.isFinite(saved) && saved > 0 && saved <= pageStart) return saved;
    storage?.setItem(VISIT_START_KEY, String(pageStart));
  } catch {
    // Storage refused (private modes): the page's own start is the visit's.
  }
  return pageStart;
}

/** Anything in the honeypot: the one sign that drops a send. */
export function isTrapped(trap: string): boolean {
  return trap.trim() !== "";
}

/** How long a send made `elapsedMs` after the visit started waits before it goes out (0 once a person could have typed it). */
export function waitBeforeSending(elapsedMs: number): number {
  return Math.max(0, MIN_FILL_MS - Math.max(0, elapsedMs));
}
