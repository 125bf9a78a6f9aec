import React from "react";
import { pageHref } from "../lib/routes";

export interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A page of the site ("/contacto", "/servicios#grupo"): written at the address the host serves it from. */
  to: string;
}

/**
 * A plain link to a page of the site. Pages are whole documents (no client-side router); Speculation Rules fetch the
 * next one while the pointer rests on its link (src/chrome/speculation.ts), so it still opens at once.
 */
export function Link({ to, children, ...anchor }: LinkProps) {
  return (
    <a href={pageHref(to)} {...anchor}>
      {children}
    </a>
  );
}

/** A link to another site that opens in a new tab, and says so to whoever cannot see the tab open. */
export function NewTabLink({ children, ...anchor }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...anchor}>
      {children} <span className="visually-hidden">(se abre en una pestaña nueva)</span>
    </a>
  );
}
