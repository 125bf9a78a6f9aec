/**
 * The loader, inline at the end of every page's head (plugins/script-loader compiles and minifies it with esbuild, and
 * the page's policy allows it by the hash of that output), before the page script, which comes by `defer` and starts
 * after the first paint. Until then a tap on an island's button that only its script can answer (`type="button"`) is
 * held, and replayed once that island is live (HYDRATED_ATTRIBUTE), and so on the parts the page script runs itself
 * (HELD_PARTS). Links, the native phone menu and form buttons pass untouched.
 */
import { HELD_PARTS, HYDRATED_ATTRIBUTE } from "../lib/hydrated";

const SCRIPT_ONLY_BUTTON = HELD_PARTS.split(",").map((part) => `${part} button[type="button"]`).join(",");

/** The island, or the part the page script runs itself (the carousel, the blog's filter), that answers the button. */
const islandOf = (button: Element) => (button.isConnected ? button.closest(HELD_PARTS) : null);
const isLive = (island: Element | null) => island !== null && island.hasAttribute(HYDRATED_ATTRIBUTE);

let held: HTMLElement[] = [];
document.addEventListener(
  "click",
  (event) => {
    const target = event.target as Element; // a text node or the document has no closest()
    const button = typeof target.closest === "function" ? target.closest<HTMLElement>(SCRIPT_ONLY_BUTTON) : null;
    const island = button && islandOf(button);
    if (!button || isLive(island)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  },
  true,
);
new MutationObserver(() => {
  held = held.filter((button) => {
    const island = islandOf(button);
    if (island && !isLive(island)) return true;
    if (island) button.click();
    return false;
  });
}).observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: [HYDRATED_ATTRIBUTE] });

