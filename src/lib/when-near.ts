/** How near the window a deferred part must come to start: the map's frame, an island below the first screens. */
export const NEAR_PX = 400;

const TOUCHES = ["focusin", "pointerdown"] as const;

/** What to watch of `box`: an island's element takes no box of its own (global.css: `display: contents`), so its children. */
const watched = (box: Element): Element[] => (box.hasAttribute("data-island") ? [...box.children] : [box]);

/**
 * Whether each box lies within `margin` px of the window, as an IntersectionObserver first reports it: after the
 * browser's next layout, so the script that asks forces none (a layout forced while the page is still being laid out
 * would lengthen the script's task by the whole of it). All near where the browser cannot tell.
 */
export function nearNow(boxes: readonly Element[], margin = NEAR_PX): Promise<boolean[]> {
  const win = boxes[0]?.ownerDocument.defaultView;
  if (!win || !("IntersectionObserver" in win)) return Promise.resolve(boxes.map(() => true));
  const owner = new Map(boxes.flatMap((box, i) => watched(box).map((el) => [el, i] as const)));
  const near = boxes.map(() => false);
  const unreported = new Set(owner.keys());
  return new Promise((resolve) => {
    const observer = new win.IntersectionObserver((entries) => {
      for (const entry of entries) {
        unreported.delete(entry.target);
        if (entry.isIntersecting) near[owner.get(entry.target)!] = true;
      }
      if (unreported.size > 0) return;
      observer.disconnect();
      resolve(near);
    }, { rootMargin: `${margin}px 0px` });
    if (unreported.size === 0) resolve(near);
    for (const el of unreported) observer.observe(el);
  });
}

/**
 * Runs `start` once, on the first focus or press inside `box` (a visitor who tabs, types or taps there needs it now).
 * Returns what stops the watch.
 */
export function whenReached(box: Element, start: () => void): () => void {
  const stop = () => {
    for (const type of TOUCHES) box.removeEventListener(type, go, true);
  };
  const go = () => {
    stop();
    start();
  };
  for (const type of TOUCHES) box.addEventListener(type, go, true);
  return stop;
}

/**
 * Runs `start` once: when `box` comes within `margin` px of the window, when it is reached for (whenReached), or at
 * once where the browser cannot tell when it nears.
 */
export function whenNear(box: Element, start: () => void, margin = NEAR_PX): void {
  const win = box.ownerDocument.defaultView!;
  if (!("IntersectionObserver" in win)) return start();
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    stopReach();
    start();
  };
  const observer = new win.IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) go();
  }, { rootMargin: `${margin}px 0px` });
  for (const el of watched(box)) observer.observe(el);
  const stopReach = whenReached(box, go);
}
