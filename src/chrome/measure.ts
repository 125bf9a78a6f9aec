import { sendEvent } from "../lib/analytics/beacon";
import { countedUrl } from "../lib/analytics/counted";
import { EVENTS, MEASURE_EVENT, type Measured } from "../lib/analytics/events";
import { eventForTap } from "../lib/analytics/taps";

/**
 * Sends what the page's parts count (src/lib/analytics/track.ts), counts the page view, and each call, WhatsApp or
 * hand-over tap, for the build's measurement; with none, nothing. Taps are listened to passively, as they go by: the
 * link opens as it would anyway. Started before the page's other parts, so none counts before it listens. Every event
 * is counted at the page's address as counted.ts keeps it; the 404 page's events at its own address, not the one typed.
 */
export function measurePage(doc: Document): void {
  if (__MEASURE__) {
    const to = __MEASURE__;
    const page = countedUrl(doc.location.href, doc.querySelector<HTMLElement>("[data-missing-page]")?.dataset.missingPage || undefined);
    doc.addEventListener(MEASURE_EVENT, (event) => sendEvent((event as CustomEvent<Measured>).detail, to, page));
    doc.addEventListener(
      "click",
      (event) => {
        const counted = event.target instanceof Element ? eventForTap(event.target) : null;
        if (counted) sendEvent(counted, to, page);
      },
      { capture: true, passive: true },
    );
    sendEvent({ name: EVENTS.pageview }, to, page);
  }
}
