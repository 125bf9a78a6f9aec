import { BLOG_CHUNK, CAROUSEL_CHUNK, isBrowserSideChunk, islandsOn, partsOn } from "./browser-chunks";

test("a page's islands are read from its markup, each once and in order", () => {
  const html = '<div data-island="contact-form" data-props="p1"></div><div data-island="kept-offer" data-lazy=""></div><div data-island="contact-form">';
  expect(islandsOn(html)).toEqual(["contact-form", "kept-offer"]);
  expect(islandsOn("<main><p>data-island</p></main>")).toEqual([]);
});

test("a page's parts (the carousel, the blog's filter) are found by their attribute, not by the word", () => {
  expect(partsOn('<section class="hero" data-carousel="" data-held="">')).toEqual([CAROUSEL_CHUNK]);
  expect(partsOn('<div data-blog-filter="" data-held=""></div>')).toEqual([BLOG_CHUNK]);
  expect(partsOn('<div data-blog-filter>x</div><section data-carousel="">')).toEqual([CAROUSEL_CHUNK, BLOG_CHUNK]);
  expect(partsOn("<p>data-carousel data-blog-filter</p>")).toEqual([]);
  expect(partsOn('<section data-carousel-extra="">')).toEqual([]);
});

test("the parts' chunks are the browser side's, kept out of Gatsby's shared chunks", () => {
  expect([CAROUSEL_CHUNK, BLOG_CHUNK, "chrome", "islands-react", "isla-share"].every(isBrowserSideChunk)).toBe(true);
  expect(isBrowserSideChunk("app")).toBe(false);
  expect(isBrowserSideChunk("toString")).toBe(false);
});
