import { HYDRATED_ATTRIBUTE, markLive } from "./hydrated";

const page = (body: string) => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  for (const part of ["chrome", "islands"]) document.documentElement.removeAttribute(`data-live-${part}`);
  document.body.innerHTML = body;
  return document;
};

test("a page without islands is live once its small script is", () => {
  markLive(page("<p>texto</p>"), "chrome");
  expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe("true");
});

test("a lazy island (made only when needed) does not hold the page back", () => {
  markLive(page('<div data-island="kept-offer" data-lazy=""></div>'), "chrome");
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
});

test("a page with islands is live once both its script and its islands are, in either order", () => {
  const doc = page('<div data-island="blog"></div>');
  markLive(doc, "islands");
  expect(doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  markLive(doc, "chrome");
  expect(doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  const other = page('<div data-island="blog"></div>');
  markLive(other, "chrome");
  expect(other.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  markLive(other, "islands");
  expect(other.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
});
