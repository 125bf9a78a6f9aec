/**
 * The attribute the root element gets once the page's scripts are live: the small script every page runs
 * (src/chrome) and, on a page with islands, every island within reach of the window (src/islands/start.ts); each
 * island gets it too when live, the ones further down as the visitor nears them. The script loader replays the taps
 * it held on an island once that island has it (plugins/script-loader), and the end-to-end tests wait for it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** The islands a page starts itself; a lazy one (the kept-enquiry offer) is started by the page's script when needed. */
export const EAGER_ISLANDS = "[data-island]:not([data-lazy])";

/** The parts of a page that go live on their own. */
export type LivePart = "chrome" | "islands";

const mark = (part: LivePart) => `data-live-${part}`;

/** Records that `part` is live, and marks the page hydrated once every part it has is. */
export function markLive(doc: Document, part: LivePart): void {
  const root = doc.documentElement;
  root.setAttribute(mark(part), "");
  const hasIslands = doc.querySelector(EAGER_ISLANDS) !== null;
  if (root.hasAttribute(mark("chrome")) && (!hasIslands || root.hasAttribute(mark("islands")))) root.setAttribute(HYDRATED_ATTRIBUTE, "true");
}
