import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { HYDRATED_ATTRIBUTE } from "./src/lib/hydrated";
import "./src/styles/global.css";

/**
 * Hydrates inside a transition so React does it in small slices and yields to the browser between them,
 * instead of one long task that blocks taps and scrolling on a slow phone. The server HTML stays on screen
 * meanwhile. Client-only routes (an empty page, as /blog/*) are rendered as Gatsby does.
 */
// (Gatsby's own type for this API names react-dom's legacy Renderer, which React 18 roots do not match.)
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  const rendered = document.getElementById("gatsby-focus-wrapper");
  if (rendered && rendered.children.length > 0) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
};

/** Marks the page as hydrated: the script loader then replays the taps it held, and end-to-end tests wait for it. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "true");
};
