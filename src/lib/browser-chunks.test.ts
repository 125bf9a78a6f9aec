import { BLOG_CHUNK, CAROUSEL_CHUNK, chunksAsked, isBrowserSideChunk } from "./browser-chunks";

const attrs = (...pairs: [string, string][]) => pairs.map(([name, value]) => ({ name, value }));

test("a page's islands are read from its attributes, each once and in order", () => {
  const islands = attrs(["data-island", "contact-form"], ["data-props", "p1"], ["data-island", "kept-offer"], ["data-island", "contact-form"]);
  expect(chunksAsked(islands)).toEqual({ parts: [], islands: ["contact-form", "kept-offer"] });
  expect(chunksAsked(attrs(["class", "data-island"]))).toEqual({ parts: [], islands: [] });
});

test("a page's parts (the carousel, the blog's filter) are found by their attribute, not by a value or a longer name", () => {
  expect(chunksAsked(attrs(["class", "hero"], ["data-carousel", ""], ["data-held", ""])).parts).toEqual([CAROUSEL_CHUNK]);
  expect(chunksAsked(attrs(["data-blog-filter", ""], ["data-carousel", ""])).parts).toEqual([CAROUSEL_CHUNK, BLOG_CHUNK]);
  expect(chunksAsked(attrs(["title", "data-carousel data-blog-filter"], ["data-carousel-extra", ""])).parts).toEqual([]);
});

test("the parts' chunks are the browser side's, kept out of Gatsby's shared chunks", () => {
  expect([CAROUSEL_CHUNK, BLOG_CHUNK, "chrome", "islands-react", "isla-share"].every(isBrowserSideChunk)).toBe(true);
  expect(isBrowserSideChunk("app")).toBe(false);
  expect(isBrowserSideChunk("toString")).toBe(false);
});
