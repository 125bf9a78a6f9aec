/**
 * The body Plausible's Events API takes for what the site counts, and whether to send it at all. Only the page's
 * script (src/chrome) carries this.
 */
import { countedReferrer } from "./counted";
import type { EventName, Measured, Props } from "./events";

export interface EventBody {
  name: EventName;
  /** The page's address with its campaign words (Plausible reads the source from them); nothing else of its query. */
  url: string;
  domain: string;
  /** Another site's origin, nothing of its path. */
  referrer: string | null;
  props?: Props;
}

/** Global Privacy Control or Do Not Track: then nothing at all is sent. */
export function mayMeasure(nav: Partial<Pick<Navigator, "doNotTrack">> & { globalPrivacyControl?: boolean }, win?: { doNotTrack?: string | null }): boolean {
  return nav.globalPrivacyControl !== true && nav.doNotTrack !== "1" && nav.doNotTrack !== "yes" && win?.doNotTrack !== "1";
}

/** The body Plausible's Events API takes, at `page`, the address as counted (counted.ts). */
export function eventBody({ name, props }: Measured, page: string, referrer: string, domain: string): EventBody {
  return { name, url: page, domain, referrer: countedReferrer(referrer, page), ...(props && Object.keys(props).length > 0 ? { props } : {}) };
}

/**
 * Sends `event`, counted at `page`, as a beacon: it goes even as the page is left, the page never waits for it, and a
 * collector that fails changes nothing for the visitor. A string goes as text/plain: no preflight, as Plausible's own
 * script sends it.
 */
export function sendEvent(event: Measured, to: { domain: string; endpoint: string }, page: string): void {
  if (!mayMeasure(navigator, window as { doNotTrack?: string | null })) return;
  try {
    const body = JSON.stringify(eventBody(event, page, document.referrer, to.domain));
    if (navigator.sendBeacon?.(to.endpoint, body)) return;
    void fetch(to.endpoint, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => undefined);
  } catch {
    // Measuring never stands in the visitor's way.
  }
}
