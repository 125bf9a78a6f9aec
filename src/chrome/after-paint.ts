/**
 * Runs `start` once, a frame after the first contentful paint, or after 2 s in a tab that never paints. The page
 * script comes by `defer`, which runs it before the first paint when a page parses in one go, and nothing it does is
 * needed to paint the page.
 */
export function afterFirstPaint(start: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const soon = () => requestAnimationFrame(() => setTimeout(once, 0));
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        soon();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(soon);
  }
  setTimeout(once, 2000);
}
