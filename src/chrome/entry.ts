/**
 * The one script every page runs, with no framework (plugins/script-loader adds it to Gatsby's webpack build as an
 * entry of its own): the header's marker and menus, focus kept clear of the pinned bars, the audience measurement
 * (none without a setting), the speculation rules, the page's islands, which fetch React when they start, each when
 * its declaration says (start-islands.ts), and the parts only some pages have, each a chunk of its own (PAGE_PARTS):
 * the home's carousel, the blog's filter, the contact page's map, the 404's log.
 */
import { markFixedHeader } from "./header";
import { wireMegaMenu } from "./mega-menu";
import { wirePhoneMenu } from "./phone-menu";
import { keepFocusClear } from "../lib/focus-clear";
import { markLive } from "../lib/hydrated";
import { startIslands } from "./start-islands";
import { measurePage } from "./measure";
import { afterFirstPaint } from "./after-paint";
import { addSpeculationRules } from "./speculation";

/** Runs a part the page has: its chunk, already fetched beside the page script (plugins/script-loader), wires it. */
const part = (selector: string, load: () => Promise<(doc: Document) => void>) =>
  document.querySelector(selector) ? load().then((wire) => wire(document), console.error) : Promise.resolve();

function start() {
  measurePage(document);
  markFixedHeader(document);
  wireMegaMenu(document);
  wirePhoneMenu(document);
  // Parts only some pages have: their code comes with those pages alone (PAGE_PARTS, src/lib/browser-chunks.ts).
  const parts = [
    part("[data-carousel]", () => import(/* webpackChunkName: "chrome-carrusel" */ "./carousel").then((c) => c.wireCarousel)),
    part("[data-blog-filter]", () => import(/* webpackChunkName: "chrome-blog" */ "./blog-filter").then((b) => b.wireBlogFilter)),
    part("[data-map-src]", () => import(/* webpackChunkName: "chrome-mapa" */ "./map").then((m) => m.loadMapsWhenNear)),
    part("[data-missing-page]", () => import(/* webpackChunkName: "chrome-404" */ "./missing-page").then((m) => m.handleMissingPage)),
  ];
  keepFocusClear(document);
  // A task of their own: a slow phone's task past 50 ms is one a tap waits for.
  const rules = new Promise<void>((resolve) => setTimeout(() => resolve(addSpeculationRules(document))));
  // The page script is live once its parts run (the carousel answers a swipe too, the filter typing, a 404 is counted)
  // and the rules are in.
  void Promise.all([...parts, rules]).then(() => markLive(document, "chrome"));
  void startIslands(document);
}

// A deferred script: the page is parsed; what it starts waits for the page to show first.
afterFirstPaint(start);
