import { loadMapsWhenNear } from "./map";

test("the map frame is made in place of its box (at once where the browser cannot tell when it nears)", () => {
  document.body.innerHTML = '<div class="mapa" data-map-src="https://www.openstreetmap.org/export/embed.html" data-map-title="Mapa"><noscript></noscript></div>';
  loadMapsWhenNear(document);
  const frame = document.querySelector("iframe")!;
  expect(frame.title).toBe("Mapa");
  expect(frame.className).toBe("mapa");
  expect(frame.getAttribute("src")).toBe("https://www.openstreetmap.org/export/embed.html");
  expect(document.querySelector("[data-map-src]")).toBeNull();
});
