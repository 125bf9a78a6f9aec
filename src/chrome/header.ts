import { isHeaderFixed } from "../lib/nav";

const FIXED_CLASS = "header-fixed";

/**
 * Past 100 px of scroll the header is marked fixed (its shadow) and the body carries a class (the contact strip
 * hides), checked once a frame while scrolling.
 */
export function markFixedHeader(doc: Document): void {
  const win = doc.defaultView!;
  const header = doc.querySelector<HTMLElement>("header[data-fixed]");
  let frame = 0;
  // Written only when it changes: each write makes the browser restyle the page, on every frame of a scroll.
  const update = () => {
    frame = 0;
    const fixed = String(isHeaderFixed(win.scrollY));
    if (!header || header.getAttribute("data-fixed") === fixed) return;
    header.setAttribute("data-fixed", fixed);
    doc.body.classList.toggle(FIXED_CLASS, fixed === "true");
  };
  const soon = () => {
    if (!frame) frame = win.requestAnimationFrame(update);
  };
  // Reading the scroll lays the page out: in a frame, where that is done anyway, not in the script's own task.
  soon();
  win.addEventListener("scroll", soon, { passive: true });
}
