import { pageHref, trail } from "./routes";

describe("pageHref", () => {
  test("a page link gets the trailing slash the host serves the page at, before its fragment or query", () => {
    expect(pageHref("/contacto")).toBe("/contacto/");
    expect(pageHref("/contacto#formulario")).toBe("/contacto/#formulario");
    expect(pageHref("/blog?q=terrazo")).toBe("/blog/?q=terrazo");
  });

  test("what is not a path of this site is no link: javascript:, another host, a typo", () => {
    expect(["javascript:window.__pwned=1", "JavaScript:alert(1)//", "//evil.example/x", "contacto", " /contacto"].map(pageHref)).toEqual(["#", "#", "#", "#", "#"]);
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
