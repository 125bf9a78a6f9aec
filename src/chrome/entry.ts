/**
 * The one script every page runs, with no framework (plugins/script-loader adds it to Gatsby's webpack build as an
 * entry of its own): the header's marker and menus, focus kept clear of the pinned bars, the lazy map, the WhatsApp
 * message's page title, the 404 log, the audience measurement (none without a setting), the page's islands, which
 * fetch React when they start (src/islands/start.ts), and the offer of an enquiry kept unsent, an island fetched only
 * when this browser keeps one.
 */
import { markFixedHeader } from "./header";
import { wireMegaMenu } from "./mega-menu";
import { wirePhoneMenu } from "./phone-menu";
import { loadMapsWhenNear, handleMissingPage, nameThePageInWhatsApp } from "./page-parts";
import { keepFocusClear } from "../lib/focus-clear";
import { hasKept } from "../lib/enquiry/outbox-key";
import { markLive } from "../lib/hydrated";
import { startIslands, startNow } from "../islands/start";
import { measurePage } from "./measure";

function start() {
  measurePage(document);
  markFixedHeader(document);
  wireMegaMenu(document);
  wirePhoneMenu(document);
  keepFocusClear(document);
  loadMapsWhenNear(document);
  nameThePageInWhatsApp(document);
  handleMissingPage(document);
  markLive(document, "chrome");
  void startIslands(document);
  const offer = document.querySelector<HTMLElement>('[data-island="kept-offer"]');
  if (offer) whenIdle(() => {
    if (hasKept()) void startNow(offer, 0);
  });
}

/** The first look at the browser's storage opens it, some milliseconds on a slow phone: not in the first task. */
function whenIdle(run: () => void) {
  const win: Window = window;
  if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(run, { timeout: 1000 });
  else win.setTimeout(run, 50);
}

// The loader adds this script after the first paint, which may come before the whole page is parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
