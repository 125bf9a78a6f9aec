import { ALL_CATEGORIES } from "./filter";
import { blogQueryString, parseBlogQuery, type BlogQuery } from "./query-string";

const categories = [ALL_CATEGORIES, "Limpieza", "Consejos", "Impermeabilización"];

describe("parseBlogQuery", () => {
  test("reads q and categoria", () => {
    expect(parseBlogQuery("?q=terrazas&categoria=Consejos", categories)).toEqual({ q: "terrazas", category: "Consejos" });
  });

  test("works without the leading ?", () => {
    expect(parseBlogQuery("q=terrazas", categories)).toEqual({ q: "terrazas", category: ALL_CATEGORIES });
  });

  test("an empty search is the unfiltered list", () => {
    expect(parseBlogQuery("", categories)).toEqual({ q: "", category: ALL_CATEGORIES });
  });

  test("an unknown category falls back to Todas", () => {
    expect(parseBlogQuery("?categoria=Inventada", categories)).toEqual({ q: "", category: ALL_CATEGORIES });
    expect(parseBlogQuery("?q=x&categoria=limpieza", categories)).toEqual({ q: "x", category: ALL_CATEGORIES });
  });

  test("decodes encoded text", () => {
    expect(parseBlogQuery("?q=limpieza+de+cristales&categoria=Impermeabilizaci%C3%B3n", categories)).toEqual({
      q: "limpieza de cristales",
      category: "Impermeabilización",
    });
  });
});

describe("blogQueryString", () => {
  test('the unfiltered list is ""', () => {
    expect(blogQueryString({ q: "", category: ALL_CATEGORIES })).toBe("");
    expect(blogQueryString({ q: "   ", category: ALL_CATEGORIES })).toBe("");
  });

  test("only what is set", () => {
    expect(blogQueryString({ q: "dana", category: ALL_CATEGORIES })).toBe("?q=dana");
    expect(blogQueryString({ q: "", category: "Consejos" })).toBe("?categoria=Consejos");
    expect(blogQueryString({ q: "dana", category: "Consejos" })).toBe("?q=dana&categoria=Consejos");
  });

  test("the text is URL-encoded", () => {
    const text = blogQueryString({ q: "a&b=c #d", category: ALL_CATEGORIES });
    expect(text).not.toContain("#");
    expect(text.match(/&/g) ?? []).toHaveLength(0);
    expect(new URLSearchParams(text).get("q")).toBe("a&b=c #d");
  });
});

describe("round trip", () => {
  test.each<BlogQuery>([
    { q: "", category: ALL_CATEGORIES },
    { q: "terrazas", category: ALL_CATEGORIES },
    { q: "", category: "Limpieza" },
    { q: "impermeabilización de cubiertas", category: "Impermeabilización" },
    { q: "50% & más?", category: "Consejos" },
  ])("parseBlogQuery(blogQueryString(%j)) gives it back", (query) => {
    expect(parseBlogQuery(blogQueryString(query), categories)).toEqual(query);
  });
});
