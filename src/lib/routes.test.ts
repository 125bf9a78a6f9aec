import { isSitePath, pageHref, sectionOf, trail } from "./routes";

describe("pageHref", () => {
  test("a page link gets the trailing slash the host serves the page at, before its fragment or query", () => {
    expect(pageHref("/contacto")).toBe("/contacto/");
    expect(pageHref("/contacto#formulario")).toBe("/contacto/#formulario");
    expect(pageHref("/blog?q=terrazo")).toBe("/blog/?q=terrazo");
  });

  test("what is not a path of this site is no link: javascript:, another host, a typo", () => {
    expect(["javascript:window.__pwned=1", "JavaScript:alert(1)//", "//evil.example/x", "contacto", " /contacto"].map(pageHref)).toEqual(["#", "#", "#", "#", "#"]);
  });

  test("a path a browser reads as another host is no link: a backslash, a tab or line break, an encoded \\ or /", () => {
    const otherHosts = ["/\\evil.example", "\\/evil.example", "/\\/evil.example", "/servicios\\..\\..\\evil", "/\t/evil.example", "/\n/evil.example", "/%5Cevil.example", "/%5cevil", "/%2F%2Fevil.example"];
    expect(otherHosts.map(pageHref)).toEqual(otherHosts.map(() => "#"));
    expect(otherHosts.filter(isSitePath)).toEqual([]);
    // Why: the browser's own URL parser takes a backslash or a tab there to another origin.
    expect(new URL("/\\evil.example", "https://montoya.example").origin).toBe("https://evil.example");
    expect(new URL("/\t/evil.example", "https://montoya.example").origin).toBe("https://evil.example");
    expect(["/contacto", "/servicios/fontaneria", "/blog?q=terrazo", "/contacto#formulario"].every(isSitePath)).toBe(true);
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

test("a route pattern's section is its fixed first step with pages below it", () => {
  expect(["/servicios/{slug}", "/blog/{id}", "/{slug}", "/contacto", "/"].map(sectionOf)).toEqual(["/servicios/", "/blog/", null, null, null]);
});
