/**
 * The body Plausible's Events API takes for what the site counts, and whether to send it at all. Only the page's
 * script (src/chrome) carries this.
 */
import type { EventName, Measured, Props } from "./events";

export interface EventBody {
  name: EventName;
  /** The page's address with its `utm_*` (Plausible reads the source from them); nothing else of its query. */
  url: string;
  domain: string;
  referrer: string | null;
  props?: Props;
}

/** Global Privacy Control or Do Not Track: then nothing at all is sent. */
export function mayMeasure(nav: Partial<Pick<Navigator, "doNotTrack">> & { globalPrivacyControl?: boolean }, win?: { doNotTrack?: string | null }): boolean {
  return nav.globalPrivacyControl !== true && nav.doNotTrack !== "1" && nav.doNotTrack !== "yes" && win?.doNotTrack !== "1";
}

/** The page's address as counted: its path, and of its query only the campaign parameters. */
export function countedUrl(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  url.searchParams.forEach((v, k) => {
    if (/^utm_(source|medium|campaign|term|content)$/.test(k)) kept.append(k, v.slice(0, 100));
  });
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

/** The body Plausible's Events API takes; the referrer only when it is another site, without its query. */
export function eventBody({ name, props }: Measured, href: string, referrer: string, domain: string): EventBody {
  let from: string | null = null;
  try {
    const ref = new URL(referrer);
    if (ref.origin !== new URL(href).origin && /^https?:$/.test(ref.protocol)) from = `${ref.origin}${ref.pathname}`;
  } catch {
    from = null;
  }
  return { name, url: countedUrl(href), domain, referrer: from, ...(props && Object.keys(props).length > 0 ? { props } : {}) };
}

/**
 * Sends `event` as a beacon: it goes even as the page is left, the page never waits for it, and a collector that fails
 * changes nothing for the visitor. A string goes as text/plain: no preflight, as Plausible's own script sends it.
 */
export function sendEvent(event: Measured, to: { domain: string; endpoint: string }): void {
  if (!mayMeasure(navigator, window as { doNotTrack?: string | null })) return;
  try {
    const body = JSON.stringify(eventBody(event, window.location.href, document.referrer, to.domain));
    if (navigator.sendBeacon?.(to.endpoint, body)) return;
    void fetch(to.endpoint, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(() => undefined);
  } catch {
    // Measuring never stands in the visitor's way.
  }
}
