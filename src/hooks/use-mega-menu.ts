import type React from "react";
import { useEffect, useRef, useState } from "react";
import { MEGA_MENU_CLOSE_DELAY } from "../lib/nav";

export interface MegaMenuControls {
  open: boolean;
  close: () => void;
  /** Spread on the menu's list item: hover and focus inside it open the panel, leaving it closes it. */
  itemProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: React.FocusEvent) => void;
    onKeyDown: (event: React.KeyboardEvent) => void;
  };
}

/**
 * The services mega-menu: opens on hover or focus, closes 150 ms after the pointer leaves, at once when focus
 * leaves, with Escape (focus back on its link) and on a new page.
 */
export function useMegaMenu(pathname: string): MegaMenuControls {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  // Focus given back to the link after Escape must not reopen the menu it just closed.
  const returningFocus = useRef(false);

  // A new page closes the menu; leaving (or a new page) drops a pending close.
  useEffect(() => {
    setOpen(false);
    return () => clearTimeout(closeTimer.current);
  }, [pathname]);

  // Any change cancels a close still pending from the pointer leaving.
  const set = (next: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(next);
  };
  const close = () => set(false);

  return {
    open,
    close,
    itemProps: {
      onMouseEnter: () => set(true),
      onMouseLeave: () => {
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(close, MEGA_MENU_CLOSE_DELAY);
      },
      onFocus: () => {
        if (!returningFocus.current) set(true);
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      },
      onKeyDown: (event) => {
        if (event.key !== "Escape" || !open) return;
        event.stopPropagation();
        close();
        // The list item's first link is the menu's own ("Servicios").
        returningFocus.current = true;
        event.currentTarget.querySelector("a")?.focus();
        returningFocus.current = false;
      },
    },
  };
}
