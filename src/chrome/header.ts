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
  const update = () => {
    frame = 0;
    const fixed = isHeaderFixed(win.scrollY);
    header?.setAttribute("data-fixed", String(fixed));
    doc.body.classList.toggle(FIXED_CLASS, fixed);
  };
  update();
  win.addEventListener("scroll", () => {
    if (!frame) frame = win.requestAnimationFrame(update);
  }, { passive: true });
}
