import { printPageCss } from "./print";

test("every printed sheet carries the brand, the page's address, the phones and address, and its number", () => {
  const css = printPageCss({ brand: "Montoya", url: "https://www.example.es/servicios/fontaneria/", contact: "Tel. 968 000 101 · Calle Mayor, 1" });
  expect(css.startsWith("@media print{@page{")).toBe(true);
  expect(css).toContain('@top-left{content:"Montoya";');
  expect(css).toContain('@top-right{content:"https://www.example.es/servicios/fontaneria/";');
  expect(css).toContain('@bottom-left{content:"Tel. 968 000 101 · Calle Mayor, 1";');
  expect(css).toContain('@bottom-right{content:counter(page) " / " counter(pages);');
});

test("quotes, backslashes and line breaks cannot break out of the CSS string", () => {
  const css = printPageCss({ brand: 'Montoya "S.L." \\', url: "u", contact: "a\nb" });
  expect(css).toContain('content:"Montoya \\"S.L.\\" \\\\"');
  expect(css).toContain('content:"a b"');
});
