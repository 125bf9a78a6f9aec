/**
 * The one script every page runs, with no framework (plugins/script-loader adds it to Gatsby's webpack build as an
 * entry of its own): the header's marker and menus, the home's carousel, focus kept clear of the pinned bars, the lazy
 * map, the WhatsApp message's page title, the 404 log, the audience measurement (none without a setting), the
 * speculation rules, and the page's islands, which fetch React when they start, each when its declaration says
 * (start-islands.ts).
 */
import { markFixedHeader } from "./header";
import { wireMegaMenu } from "./mega-menu";
import { wirePhoneMenu } from "./phone-menu";
import { loadMapsWhenNear } from "./map";
import { nameThePageInWhatsApp } from "./whatsapp";
import { handleMissingPage } from "./missing-page";
import { keepFocusClear } from "../lib/focus-clear";
import { markLive } from "../lib/hydrated";
import { startIslands } from "./start-islands";
import { measurePage } from "./measure";
import { afterFirstPaint } from "./after-paint";
import { addSpeculationRules } from "./speculation";

function start() {
  measurePage(document);
  markFixedHeader(document);
  wireMegaMenu(document);
  wirePhoneMenu(document);
  // Only the home has one: its code is fetched there alone (its chunk: CAROUSEL_CHUNK, src/lib/browser-chunks.ts).
  const carousel = document.querySelector("[data-carousel]")
    ? import(/* webpackChunkName: "chrome-carrusel" */ "./carousel").then((c) => c.wireCarousel(document), console.error)
    : Promise.resolve();
  keepFocusClear(document);
  loadMapsWhenNear(document);
  nameThePageInWhatsApp(document);
  handleMissingPage(document);
  // A task of their own: a slow phone's task past 50 ms is one a tap waits for.
  const rules = new Promise<void>((resolve) => setTimeout(() => resolve(addSpeculationRules(document))));
  // The page script is live once the carousel, where there is one, answers a swipe too, and the rules are in.
  void Promise.all([carousel, rules]).then(() => markLive(document, "chrome"));
  void startIslands(document);
}

// A deferred script: the page is parsed; what it starts waits for the page to show first.
afterFirstPaint(start);
