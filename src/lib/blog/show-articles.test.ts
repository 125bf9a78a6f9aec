import { showArticles } from "./show-articles";

const page = () => {
  document.body.innerHTML = `
    <section data-featured-block=""><div data-featured-article="3"></div><div data-featured-article="1" hidden></div></section>
    <ul data-listed-block=""><li data-listed-article="3" hidden></li><li data-listed-article="2"></li><li data-listed-article="1"></li></ul>`;
  return (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.hidden).map((el) => el.getAttribute("data-featured-article") ?? el.getAttribute("data-listed-article") ?? el.tagName);
};

test("the first result's featured card and the rest in the grid show; every other card hides", () => {
  const visible = page();
  showArticles(document, 1, [2]);
  expect(visible("[data-featured-article]")).toEqual(["1"]);
  expect(visible("[data-listed-article]")).toEqual(["2"]);
  expect(visible("[data-featured-block]")).toEqual(["SECTION"]);
});

test("no featured first result hides the featured block; no result hides the grid too", () => {
  const visible = page();
  showArticles(document, null, [2, 3]);
  expect(visible("[data-featured-block]")).toEqual([]);
  expect(visible("[data-listed-article]")).toEqual(["3", "2"]);
  showArticles(document, null, []);
  expect(visible("[data-listed-block]")).toEqual([]);
});
