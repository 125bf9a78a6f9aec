/**
 * Counts something the visitor did, for the collector the build names (plugins/analytics defines __MEASURE__). A page
 * part only dispatches it on the document; the page's script sends it (src/chrome/measure.ts), so the sending code is
 * on each page once. With no collector, __MEASURE__ is null and the minifier drops all of it; the page script's own
 * calls test it too (measure-setting.d.ts), so that the events they build are left out with it.
 */
import { MEASURE_EVENT, type Measured } from "./events";

/** Where this build sends, or null (undefined where nothing defines it: the unit tests). */
const MEASURE = typeof __MEASURE__ === "undefined" ? null : __MEASURE__;

export function track(event: Measured): void {
  if (MEASURE && typeof document !== "undefined") document.dispatchEvent(new CustomEvent<Measured>(MEASURE_EVENT, { detail: event }));
}
