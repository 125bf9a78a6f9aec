import { printPageCss } from "./print";

test("every printed sheet carries the brand, the page's address, the phones and address, and its number", () => {
  const css = printPageCss({ brand: "Montoya", url: "https://www.example.es/servicios/fontaneria/", contact: "Tel. 968 000 101 · Calle Mayor, 1" });
  expect(css.startsWith("@media print{@page{")).toBe(true);
  expect(css).toContain('@top-left{content:"Montoya";');
  expect(css).toContain('@top-right{content:"https://www.example.es/servicios/fontaneria/";');
  expect(css).toContain('@bottom-left{content:"Tel. 968 000 101 · Calle Mayor, 1";');
  expect(css).toContain('@bottom-right{content:counter(page) " / " counter(pages);');
});

test("quotes, backslashes, line breaks and </style> cannot break out of the CSS string", () => {
  const css = printPageCss({ brand: 'Montoya "S.L." \\ </style><script>alert(1)</script>', url: "u", contact: "a\nb" });
  expect(css).not.toMatch(/[<>]/);
  expect(css).toContain('content:"Montoya \\22 S.L.\\22  \\5c  \\3c /style\\3e \\3c script\\3e alert(1)\\3c /script\\3e ";');
  expect(css).toContain('content:"a b"');
});
