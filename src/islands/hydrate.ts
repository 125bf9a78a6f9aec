/**
 * What makes an island live (island.tsx; start.ts decides when): it becomes a React root of its own, hydrated in a
 * transition from the props written before it, with its own prefix for React's ids, and gets HYDRATED_ATTRIBUTE when
 * live: the loader then replays the taps it held on it.
 */
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE } from "../lib/hydrated";
import { ISLANDS, type IslandName } from "./registry";

/** The props written before an island's element. */
export function islandProps(element: Element): object {
  const script = element.previousElementSibling;
  return script?.matches("script[data-island-props]") ? (JSON.parse(script.textContent ?? "{}") as object) : {};
}

/** Renders its children and says so once they are committed: children's effects run before their parent's. */
function Live({ children, onLive }: { children?: ReactNode; onLive: () => void }) {
  useEffect(() => onLive(), [onLive]);
  return children;
}

/** Makes one island live: hydrates the server's HTML, or (a lazy island, which has none) renders it. */
export async function startIsland(element: HTMLElement, index: number): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = ISLANDS[name];
  if (!load) throw new Error(`Isla desconocida: ${name}`);
  const { default: Component } = (await load()) as { default: ComponentType<object> };
  const options = { identifierPrefix: `${name}-${index}-` };
  await new Promise<void>((resolve) => {
    const tree = createElement(Live, { onLive: () => resolve() }, createElement(Component, islandProps(element)));
    startTransition(() => {
      if (element.hasAttribute("data-lazy")) createRoot(element, options).render(tree);
      else hydrateRoot(element, tree, options);
    });
  });
  element.setAttribute(HYDRATED_ATTRIBUTE, "true");
}
