/**
 * Which islands start when, as each one's declaration says (registry.ts; src/chrome/entry.ts runs this; no React
 * here, so a page whose islands all lie further down loads React only as the visitor nears one). A "near" island
 * within reach of the window when the page is first laid out starts then, and the page is marked live once those have
 * (src/lib/hydrated.ts); one further down starts as it comes near, or is focused or pressed, and gets its own mark.
 * Input typed before then is picked up by the island; the loader holds its buttons' taps meanwhile.
 */
import type { ComponentType } from "react";
import { hasKept } from "../lib/enquiry/outbox-key";
import { markLive } from "../lib/hydrated";
import { nearNow, whenNear } from "../lib/when-near";
import { ISLANDS, startsWithPage, type IslandName } from "./registry";

/** Starts one island now: its chunk and React fetched side by side. */
export function startNow(element: HTMLElement): Promise<void> {
  const declared = ISLANDS[element.dataset.island as IslandName];
  if (!declared) return Promise.reject(new Error(`Isla desconocida: ${element.dataset.island}`));
  const component = declared.load(); // fetched beside React, not after it
  const react = import(/* webpackChunkName: "islands-react" */ "./hydrate");
  return Promise.all([react, component]).then(([hydrate, root]) => hydrate.startIsland(element, root as ComponentType<object>));
}

/** The first look at the browser's storage opens it, some milliseconds on a slow phone: not in the first task. */
function whenIdle(run: () => void) {
  const win: Window = window;
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(run, { timeout: 1000 });
  else win.setTimeout(run, 50);
}

/** Starts the page's islands, each when its declaration says; resolves once those started with the page are live. */
export async function startIslands(doc: Document = document): Promise<void> {
  const all = [...doc.querySelectorAll<HTMLElement>("[data-island]")];
  for (const element of all.filter((e) => ISLANDS[e.dataset.island as IslandName]?.start === "kept-enquiry")) {
    whenIdle(() => {
      if (hasKept()) void startNow(element);
    });
  }
  const islands = all.filter((e) => startsWithPage(e.dataset.island!));
  const near = islands.length ? await nearNow(islands) : [];
  const now: Promise<void>[] = [];
  islands.forEach((element, index) => {
    if (near[index]) now.push(startNow(element));
    else whenNear(element, () => void startNow(element));
  });
  await Promise.all(now);
  markLive(doc, "islands");
}
