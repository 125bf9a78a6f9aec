import { pageHref, trail } from "./routes";

describe("pageHref", () => {
  test("a page link gets the trailing slash the host serves the page at, before its fragment or query", () => {
    expect(pageHref("/contacto")).toBe("/contacto/");
    expect(pageHref("/contacto#formulario")).toBe("/contacto/#formulario");
    expect(pageHref("/blog?q=terrazo")).toBe("/blog/?q=terrazo");
  });

  test("the home page, a link that already ends in a slash and a file stay as they are", () => {
    const unchanged = ["/", "/servicios/", "/icons.svg#menu"];
    expect(unchanged.map(pageHref)).toEqual(unchanged);
  });
});

test("a breadcrumb trail starts at the home page", () => {
  expect(trail({ name: "Blog", path: "/blog" })).toEqual([
    { name: "Inicio", path: "/" },
    { name: "Blog", path: "/blog" },
  ]);
});
