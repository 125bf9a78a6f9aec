/** Where the browser keeps enquiries to send later (outbox.ts); on its own so every page can check it for a few bytes. */
export const OUTBOX_KEY = "solicitudes-sin-enviar";

/** Whether this browser keeps an enquiry not yet sent. */
export function hasKept(): boolean {
  try {
    return window.localStorage.getItem(OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
