import React, { useCallback, useEffect, useRef, useState } from "react";
import { MEGA_MENU_CLOSE_DELAY } from "../lib/nav";

export interface MegaMenuControls {
  open: boolean;
  close: () => void;
  /** Attach to the menu's list item: hover and focus inside it open the panel, leaving it closes it. */
  itemRef: React.RefObject<HTMLLIElement>;
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
  const itemRef = useRef<HTMLLIElement>(null);
  // Focus given back to the link after Escape must not reopen the menu it just closed.
  const returningFocus = useRef(false);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  }, []);
  const closeSoon = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), MEGA_MENU_CLOSE_DELAY);
  }, []);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    close();
    returningFocus.current = true;
    itemRef.current?.querySelector<HTMLAnchorElement>("a")?.focus();
    returningFocus.current = false;
  };
  const onFocus = () => {
    if (!returningFocus.current) show();
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return { open, close, itemRef, itemProps: { onMouseEnter: show, onMouseLeave: closeSoon, onFocus, onBlur, onKeyDown } };
}
