/**
 * Which islands start when (src/chrome/entry.ts runs it; no React here, so a page whose islands all lie further down
 * loads React only as the visitor nears one). An island within reach of the window when the page is first laid out starts then,
 * and the page is marked live once those have (src/lib/hydrated.ts); one further down starts as it comes near, or is
 * focused or pressed, and gets its own mark. Input typed before then is picked up by the island; the loader holds its
 * buttons' taps meanwhile.
 */
import { EAGER_ISLANDS, markLive } from "../lib/hydrated";
import { nearNow, whenNear } from "../lib/when-near";
import { ISLANDS, type IslandName } from "./registry";

/** Starts one island now: its chunk and React fetched side by side. */
export function startNow(element: HTMLElement, index: number): Promise<void> {
  void ISLANDS[element.dataset.island as IslandName]?.(); // fetched beside React, not after it
  return import(/* webpackChunkName: "islands-react" */ "./hydrate").then((hydrate) => hydrate.startIsland(element, index));
}

export async function startIslands(doc: Document = document): Promise<void> {
  const islands = [...doc.querySelectorAll<HTMLElement>(EAGER_ISLANDS)];
  if (islands.length === 0) return; // nothing to wait for: the page is live with its chrome (markLive)
  const near = await nearNow(islands);
  const now: Promise<void>[] = [];
  islands.forEach((element, index) => {
    if (near[index]) now.push(startNow(element, index));
    else whenNear(element, () => void startNow(element, index));
  });
  await Promise.all(now);
  markLive(doc, "islands");
}
