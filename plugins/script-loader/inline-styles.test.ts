import { withCurrentStyles } from "./inline-styles";

const page = (href: string, css: string) => `<html><head><style data-href="${href}" data-identity="gatsby-global-css">${css}</style></head><body></body></html>`;

test("a page holding the previous build's sheet gets this build's, named and inlined", () => {
  expect(withCurrentStyles(page("/styles.aaaa.css", ".a{color:red}"), "/styles.bbbb.css", ".b{color:blue}$&")).toBe(page("/styles.bbbb.css", ".b{color:blue}$&"));
});

test("a page that already holds it, or holds none, stays as it is", () => {
  const current = page("/styles.bbbb.css", ".b{}");
  expect(withCurrentStyles(current, "/styles.bbbb.css", ".other{}")).toBe(current);
  expect(withCurrentStyles("<html><head></head></html>", "/styles.bbbb.css", ".b{}")).toBe("<html><head></head></html>");
});
