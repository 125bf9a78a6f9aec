import { handleMissingPage, isUnknownArticle } from "./missing-page";

test("an unknown article is any single step under the blog's list, not the list itself nor deeper paths", () => {
  expect(isUnknownArticle("/blog/99/", "/blog/")).toBe(true);
  expect(isUnknownArticle("/blog/abc", "/blog/")).toBe(true);
  expect(isUnknownArticle("/blog/", "/blog/")).toBe(false);
  expect(isUnknownArticle("/blog/a/b/", "/blog/")).toBe(false);
  expect(isUnknownArticle("/servicios/x/", "/blog/")).toBe(false);
});

test("the 404 page logs the path it was asked for", () => {
  document.body.innerHTML = '<section data-missing-page="" data-missing-article-goes-to="/blog/"></section>';
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  handleMissingPage(document);
  expect(error).toHaveBeenCalledWith(expect.stringContaining("404"), window.location.pathname);
  error.mockRestore();
});
