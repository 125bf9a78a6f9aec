/**
 * Which islands start when, as each one's element says (src/lib/island-start.ts; src/chrome/entry.ts runs this; no React
 * here, so a page whose islands all lie further down loads React only as the visitor nears one). A "near" island
 * within reach of the window when the page is first laid out starts then, and the page is marked live once those have
 * (src/lib/hydrated.ts); one further down starts as it comes near, or is focused or pressed, and gets its own mark.
 * Input typed before then is picked up by the island; the loader holds its buttons' taps.
 */
import { hasKept } from "../lib/enquiry/outbox-key";
import { sweepSent } from "../lib/enquiry/sent-sweep";
import { islandFailedEvent } from "../lib/analytics/events";
import { track } from "../lib/analytics/track";
import { markLive } from "../lib/hydrated";
import { nearNow, whenNear } from "../lib/when-near";
import { loadRoot } from "../islands/load-root";
import { startOf } from "../lib/island-start";

/** A chunk fetched, and fetched once more if that fails (a dropped connection): webpack asks again for a failed chunk. */
const retriedOnce = <T>(load: () => Promise<T>) => load().catch(() => load());

/**
 * Starts one island now: its chunk and React fetched side by side. One that cannot start stays the server's HTML (its
 * links work; a form says how to reach the company by phone, e-mail or WhatsApp), and the failure is reported.
 */
export function startNow(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  const started = Promise.all([retriedOnce(() => import(/* webpackChunkName: "islands-react" */ "../islands/hydrate")), retriedOnce(() => loadRoot(name))]).then(
    ([hydrate, root]) => hydrate.startIsland(element, root),
  );
  return started.catch((error: unknown) => {
    console.error(`La parte interactiva «${name}» no ha podido arrancar; queda como HTML:`, error);
    if (typeof __MEASURE__ !== "undefined" && __MEASURE__) track(islandFailedEvent(name));
  });
}

/** The first look at the browser's storage opens it, some milliseconds on a slow phone: not in the first task. */
function whenIdle(run: () => void) {
  const win: Window = window;
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(run, { timeout: 1000 });
  else win.setTimeout(run, 50);
}

/** Starts the page's islands, each when its element says; resolves once those started with the page are live. */
export async function startIslands(doc: Document = document): Promise<void> {
  const all = [...doc.querySelectorAll<HTMLElement>("[data-island]")];
  for (const element of all.filter((e) => startOf(e) === "kept-enquiry")) {
    whenIdle(() => {
      if (hasKept()) void startNow(element);
      void sweepSent(); // the notes of what went, which outlive the enquiries by nothing either
    });
  }
  const now: Promise<void>[] = [];
  const islands = all.filter((e) => startOf(e) === "near");
  const near = islands.length ? await nearNow(islands) : [];
  islands.forEach((element, index) => {
    if (near[index]) now.push(startNow(element));
    else whenNear(element, () => void startNow(element));
  });
  await Promise.all(now);
  markLive(doc, "islands");
}
