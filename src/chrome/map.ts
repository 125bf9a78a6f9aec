import { whenNear } from "../lib/when-near";

/** The embedded map (src/components/map-frame.tsx) is made when the visitor scrolls near it. */
export function loadMapsWhenNear(doc: Document): void {
  for (const box of doc.querySelectorAll<HTMLElement>("[data-map-src]")) {
    whenNear(box, () => {
      const frame = doc.createElement("iframe");
      frame.className = box.className;
      frame.title = box.dataset.mapTitle ?? "";
      frame.src = box.dataset.mapSrc!;
      frame.loading = "lazy";
      frame.width = "600";
      frame.height = "400";
      frame.referrerPolicy = "no-referrer";
      box.replaceWith(frame);
    });
  }
}
