/** How near the window a deferred part must come to start: the map's frame, an island below the first screens. */
export const NEAR_PX = 400;

const TOUCHES = ["focusin", "pointerdown"] as const;

/** What to watch of `box`: an island is `display: contents`, with no box of its own, so its children. */
function watched(box: Element): Element[] {
  const win = box.ownerDocument.defaultView!;
  return win.getComputedStyle(box).display === "contents" ? [...box.children] : [box];
}

/** Whether `box` lies within `margin` px of the window now. */
export function isNear(box: Element, margin = NEAR_PX): boolean {
  const height = box.ownerDocument.defaultView!.innerHeight;
  return watched(box).some((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return bottom >= -margin && top <= height + margin;
  });
}

/**
 * Runs `start` once: when `box` comes within `margin` px of the window, on the first focus or press inside it (a
 * visitor who tabs or taps there needs it now), or at once where the browser cannot tell when it nears.
 */
export function whenNear(box: Element, start: () => void, margin = NEAR_PX): void {
  const win = box.ownerDocument.defaultView!;
  if (!("IntersectionObserver" in win)) return start();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    for (const type of TOUCHES) box.removeEventListener(type, go, true);
    start();
  };
  const observer = new win.IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) go();
  }, { rootMargin: `${margin}px 0px` });
  for (const el of watched(box)) observer.observe(el);
  for (const type of TOUCHES) box.addEventListener(type, go, true);
}
