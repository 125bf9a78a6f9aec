import { toSendFailure, type SendFailure } from "./errors";
import { THROTTLE_MS } from "./sender";

/** A failure that may pass by itself: the provider's servers (5xx), or the way to them (a network error, status 0). */
export function isPassing(failure: SendFailure): boolean {
  return failure.status === 0 || failure.status >= 500;
}

/** The retry waits out the e-mail library's throttle, which counts the failed attempt as a send. */
export const RETRY_AFTER_MS = THROTTLE_MS + 500;

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends once and, when that fails in a way that may pass, once more after the throttle, before anyone is told:
 * the visitor sees "Enviando..." meanwhile. Rejects with the last attempt's error.
 */
export async function sendWithRetry(send: () => Promise<void>, wait: (ms: number) => Promise<void> = pause): Promise<void> {
  try {
    await send();
    return;
  } catch (error) {
    if (!isPassing(toSendFailure(error))) throw error;
  }
  await wait(RETRY_AFTER_MS);
  await send();
}
