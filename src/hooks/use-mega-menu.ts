import type React from "react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { flushSync } from "react-dom";
import { MEGA_MENU_CLOSE_DELAY, menuKeyTarget } from "../lib/nav";

export interface MegaMenuControls {
  open: boolean;
  close: () => void;
  /**
   * Spread on the menu's list item. CSS shows the panel while the pointer rests on the item or focus is inside it,
   * from the first paint (mega-menu.module.css), and hides it the close delay after they leave; the script keeps
   * aria-expanded in step (also when the pointer already rested on it as the script started) and hides it at once
   * with Escape, on choosing a link and when focus leaves (`data-closed`, until the pointer comes back).
   */
  itemProps: {
    ref: React.RefObject<HTMLLIElement>;
    "data-mega": "";
    "data-closed"?: "";
    style: CSSProperties;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: React.FocusEvent) => void;
    onKeyDown: (event: React.KeyboardEvent) => void;
  };
}

/**
 * The services mega-menu: opens on hover or focus, closes 150 ms after the pointer leaves, at once when focus
 * leaves, with Escape (focus back on its link) and on choosing a link; the arrow keys, Home and End move through its
 * links.
 */
export function useMegaMenu(pathname: string): MegaMenuControls {
  const [open, setOpen] = useState(false);
  // Closed by Escape or a chosen link while the pointer or focus is still on it: CSS alone would keep it shown.
  const [closed, setClosed] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  // Focus given back to the link after Escape must not reopen the menu it just closed.
  const returningFocus = useRef(false);

  // A new page closes the menu; leaving (or a new page) drops a pending close.
  useEffect(() => {
    setOpen(false);
    return () => clearTimeout(closeTimer.current);
  }, [pathname]);

  // A pointer that came to rest on the item before the script started showed the panel by CSS with no mouseenter
  // for React to see: aria-expanded says so from the start.
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (item.current?.matches(":hover")) setOpen(true);
  }, []);

  // Any change cancels a close still pending from the pointer leaving.
  const set = (next: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(next);
  };
  const close = () => set(false);
  const dismiss = () => {
    set(false);
    setClosed(true);
  };

  return {
    open,
    close: dismiss,
    itemProps: {
      ref: item,
      "data-mega": "",
      ...(closed ? { "data-closed": "" } : {}),
      style: { "--mega-close-delay": `${MEGA_MENU_CLOSE_DELAY}ms` } as CSSProperties,
      onMouseEnter: () => {
        setClosed(false);
        set(true);
      },
      onMouseLeave: () => {
        setClosed(false);
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(close, MEGA_MENU_CLOSE_DELAY);
      },
      onFocus: () => {
        if (returningFocus.current) return;
        setClosed(false);
        set(true);
      },
      // Focus moving on hides the panel at once: lingering, it would cover what Tab reaches next (WCAG 2.4.11).
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dismiss();
      },
      onKeyDown: (event) => {
        const links = [...event.currentTarget.querySelectorAll("a")];
        const target = menuKeyTarget(event.key, links.indexOf(document.activeElement as HTMLAnchorElement), links.length);
        if (target !== null) {
          event.preventDefault(); // the arrows move through the menu, not the page
          // Shown before the focus moves: a hidden link takes no focus.
          flushSync(() => {
            setClosed(false);
            set(true);
          });
          links[target]!.focus();
          return;
        }
        // Also when the panel opened by CSS before the script started (open still false): focus is inside it.
        if (event.key !== "Escape" || closed) return;
        event.stopPropagation();
        dismiss();
        // The list item's first link is the menu's own ("Servicios").
        returningFocus.current = true;
        event.currentTarget.querySelector("a")?.focus();
        returningFocus.current = false;
      },
    },
  };
}
