/**
 * What makes an island live (src/components/island.tsx; src/chrome/start-islands.ts decides when): it becomes a React root of its own, hydrated in a
 * transition from the props its element names, and gets HYDRATED_ATTRIBUTE when live: the loader then replays the
 * taps it held on it.
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "../lib/hydrated";
import { islandProps } from "../lib/island-props";
import { renderedWithPage, startOf } from "../lib/island-start";

/** Renders its children and says so once they are committed: children's effects run before their parent's. */
function Live({ children, onLive }: { children?: ReactNode; onLive: () => void }) {
  useEffect(() => onLive(), [onLive]);
  return children;
}

/** Makes one island live with its root component: hydrates the server's HTML, or (an island started only when needed, which has none) renders it. */
export async function startIsland(element: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const props = islandProps(element);
  await new Promise<void>((resolve) => {
    const tree = createElement(Live, { onLive: () => resolve() }, createElement(Component, props));
    startTransition(() => {
      if (renderedWithPage(startOf(element))) hydrateRoot(element, tree);
      else createRoot(element).render(tree);
    });
  });
  element.setAttribute(HYDRATED_ATTRIBUTE, "true");
}
