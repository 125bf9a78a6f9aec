import { handleMissingPage, isUnknownArticle, loadMapsWhenNear, nameThePageInWhatsApp } from "./page-parts";

test("an unknown article is any single step under the blog's list, not the list itself nor deeper paths", () => {
  expect(isUnknownArticle("/blog/99/", "/blog/")).toBe(true);
  expect(isUnknownArticle("/blog/abc", "/blog/")).toBe(true);
  expect(isUnknownArticle("/blog/", "/blog/")).toBe(false);
  expect(isUnknownArticle("/blog/a/b/", "/blog/")).toBe(false);
  expect(isUnknownArticle("/servicios/x/", "/blog/")).toBe(false);
});

test("the 404 page logs the path it was asked for", () => {
  document.body.innerHTML = '<section data-missing-page="" data-missing-article-goes-to="/blog/"></section>';
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  handleMissingPage(document);
  expect(error).toHaveBeenCalledWith(expect.stringContaining("404"), window.location.pathname);
  error.mockRestore();
});

test("the WhatsApp link names the page by its title when tapped", () => {
  document.title = "Fontanería Profesional | Montoya";
  document.body.innerHTML =
    '<a href="https://wa.me/34600000103?text=Hola%20https%3A%2F%2Fx.example%2Fservicios%2Ffontaneria%2F" data-whatsapp-text="Hola" data-whatsapp-url="https://x.example/servicios/fontaneria/">WhatsApp</a>';
  nameThePageInWhatsApp(document);
  const link = document.querySelector("a")!;
  link.addEventListener("click", (e) => e.preventDefault());
  link.click();
  expect(new URL(link.href).searchParams.get("text")).toBe("Hola «Fontanería Profesional» (https://x.example/servicios/fontaneria/)");
  expect(new URL(link.href).pathname).toBe("/34600000103");
});

test("the map frame is made in place of its box (at once where the browser cannot tell when it nears)", () => {
  document.body.innerHTML = '<div class="mapa" data-map-src="https://www.openstreetmap.org/export/embed.html" data-map-title="Mapa"><noscript></noscript></div>';
  loadMapsWhenNear(document);
  const frame = document.querySelector("iframe")!;
  expect(frame.title).toBe("Mapa");
  expect(frame.className).toBe("mapa");
  expect(frame.getAttribute("src")).toBe("https://www.openstreetmap.org/export/embed.html");
  expect(document.querySelector("[data-map-src]")).toBeNull();
});
