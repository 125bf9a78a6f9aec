import { useEffect, useState } from "react";
import { isHeaderFixed } from "../lib/nav";

const FIXED_CLASS = "header-fixed";

/**
 * Whether the header is fixed to the top (past the contact strip), checked once a frame while scrolling. The body
 * carries a class meanwhile, so the page can make room for the fixed header.
 */
export function useStickyHeader(): boolean {
  const [fixed, setFixed] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = isHeaderFixed(window.scrollY);
      setFixed(next);
      document.body.classList.toggle(FIXED_CLASS, next);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
      document.body.classList.remove(FIXED_CLASS);
    };
  }, []);
  return fixed;
}
