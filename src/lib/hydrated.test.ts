import { HYDRATED_ATTRIBUTE, markLive } from "./hydrated";
import { startIslands } from "../chrome/start-islands";

const page = (body: string) => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  for (const part of ["chrome", "islands"]) document.documentElement.removeAttribute(`data-live-${part}`);
  document.body.innerHTML = body;
  return document;
};

test("a page without islands is live once its small script is", async () => {
  const doc = page("<p>texto</p>");
  markLive(doc, "chrome");
  await startIslands(doc);
  expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe("true");
});

test("an island made only when needed (the kept-enquiry offer) does not hold the page back", async () => {
  const doc = page('<script type="application/json" id="p">{}</script><div data-island="kept-offer" data-props="p" data-lazy=""></div>');
  markLive(doc, "chrome");
  await startIslands(doc);
  expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
});

test("a page is live once both its script and its islands are, in either order", () => {
  const doc = page('<div data-island="share"></div>');
  markLive(doc, "islands");
  expect(doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  markLive(doc, "chrome");
  expect(doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  const other = page('<div data-island="share"></div>');
  markLive(other, "chrome");
  expect(other.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
  markLive(other, "islands");
  expect(other.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
});
