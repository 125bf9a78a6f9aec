/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured. Browsers scroll a focused element into view only when it is outside the
 * window, not when a fixed or sticky part of the page (the header, the phone's action bar) covers it; these helpers
 * scroll it clear. The pinned parts carry `data-pinned`.
 */
export interface Edges {
  top: number;
  bottom: number;
}

/** The band of the window the pinned parts leave free: those in its upper half cover from the top, the rest from the bottom. */
export function freeBand(parts: Edges[], windowHeight: number): Edges {
  let top = 0;
  let bottom = windowHeight;
  for (const part of parts) {
    if (part.bottom <= part.top) continue; // not shown at this width
    if (part.top + part.bottom < windowHeight) top = Math.max(top, part.bottom);
    else bottom = Math.min(bottom, part.top);
  }
  return { top, bottom };
}

/** Pixels to scroll so `box` shows whole inside `band`, with a small gap; its top first when it is taller; 0 if it does. */
export function clearingScroll(box: Edges, band: Edges, gap = 16): number {
  if (box.top < band.top) return box.top - band.top - gap;
  if (box.bottom > band.bottom) return Math.max(0, Math.min(box.bottom - band.bottom + gap, box.top - band.top - gap));
  return 0;
}

/** Scrolls every newly focused element clear of the pinned parts; returns the function that stops doing so. */
export function keepFocusClear(doc: Document): () => void {
  const win = doc.defaultView!;
  const clear = (target: Element) => {
    if (target.closest("[data-pinned]")) return;
    const parts = [...doc.querySelectorAll("[data-pinned]")].map((part) => part.getBoundingClientRect());
    const delta = clearingScroll(target.getBoundingClientRect(), freeBand(parts, win.innerHeight));
    if (delta) win.scrollBy({ top: delta, behavior: "instant" });
  };
  // Keyboard focus only (the ring shows): focus a script gives a whole region, as Gatsby's on each new page, or a
  // click gives a link, must not move the page, or an address's #anchor would scroll away.
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(":focus-visible")) clear(event.target);
  };
  // Focus going into a frame (the map) fires no focus event in this document, only the window's blur; only Tab or a
  // click inside the frame takes it there.
  const onBlur = () => {
    const active = doc.activeElement;
    if (active?.tagName === "IFRAME") clear(active);
  };
  doc.addEventListener("focusin", onFocus);
  win.addEventListener("blur", onBlur);
  return () => {
    doc.removeEventListener("focusin", onFocus);
    win.removeEventListener("blur", onBlur);
  };
}
