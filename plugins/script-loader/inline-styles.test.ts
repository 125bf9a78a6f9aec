import { withStyles } from "./inline-styles";

const page = (href: string, css: string) => `<html><head><style data-href="${href}" data-identity="gatsby-global-css">${css}</style></head><body></body></html>`;

test("the page's inlined sheet becomes the one given, named by this build's file, even one Gatsby's cache left from the last build", () => {
  expect(withStyles(page("/styles.aaaa.css", ".a{color:red}"), "/styles.bbbb.css", ".b{color:blue}$&")).toBe(page("/styles.bbbb.css", ".b{color:blue}$&"));
  expect(withStyles(page("/styles.bbbb.css", ".a{}.b{}"), "/styles.bbbb.css", ".b{}")).toBe(page("/styles.bbbb.css", ".b{}"));
});

test("a page that inlines no sheet stays as it is", () => {
  expect(withStyles("<html><head></head></html>", "/styles.bbbb.css", ".b{}")).toBe("<html><head></head></html>");
});
