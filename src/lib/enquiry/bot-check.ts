/**
 * Simple form-filling bots are kept out without asking people anything: every enquiry form carries a field that
 * people neither see nor hear (a honeypot), and a person needs more than a couple of seconds from opening the site to
 * sending a form. A send that fails either check is dropped and shown the same success a person would see, so the bot
 * learns nothing. The clock starts when the visit starts in the tab (kept across reloads and pages), not when the page's
 * script runs, so whatever a person typed before that counts as the time it took.
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

export interface SendSignals {
  /** What the honeypot field holds. */
  trap: string;
  /** Milliseconds from the visit's start to the send. */
  elapsedMs: number;
}

export function looksLikeBot({ trap, elapsedMs }: SendSignals): boolean {
  return trap.trim() !== "" || elapsedMs < MIN_FILL_MS;
}
