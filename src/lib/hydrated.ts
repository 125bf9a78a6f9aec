/**
 * The attribute the root element gets once the page's scripts are live: the small script every page runs (src/chrome,
 * the home's carousel and the blog's filter included) and the islands it starts with the page
 * (src/chrome/start-islands.ts; none on most pages); each island gets it too when live, the ones further down as the
 * visitor nears them. The script loader replays the taps it held on an island once that island has it
 * (plugins/script-loader), and the end-to-end tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * The parts whose buttons only a script answers: the islands, and what the page script runs itself (the carousel,
 * the blog's filter: `data-held`). The loader holds a tap on one of their `type="button"` buttons until the part has
 * HYDRATED_ATTRIBUTE.
 */
export const HELD_PARTS = "[data-island],[data-held]";

/** The parts of a page that go live on their own. */
export type LivePart = "chrome" | "islands";

const mark = (part: LivePart) => `data-live-${part}`;

/** Records that `part` is live, and marks the page hydrated once both are. */
export function markLive(doc: Document, part: LivePart): void {
  const root = doc.documentElement;
  root.setAttribute(mark(part), "");
  if (root.hasAttribute(mark("chrome")) && root.hasAttribute(mark("islands"))) root.setAttribute(HYDRATED_ATTRIBUTE, "true");
}
