import { hasCarousel, islandsOn } from "./browser-chunks";

test("a page's islands are read from its markup, each once and in order", () => {
  const html = '<div data-island="contact-form" data-props="p1"></div><div data-island="kept-offer" data-lazy=""></div><div data-island="contact-form">';
  expect(islandsOn(html)).toEqual(["contact-form", "kept-offer"]);
  expect(islandsOn("<main><p>data-island</p></main>")).toEqual([]);
});

test("the carousel is found by its attribute, not by the word", () => {
  expect(hasCarousel('<section class="hero" data-carousel="" data-held="">')).toBe(true);
  expect(hasCarousel("<p>data-carousel</p>")).toBe(false);
  expect(hasCarousel('<section data-carousel-extra="">')).toBe(false);
});
