import { cssString, jsonInScript } from "./inline-text";

const HOSTILE = 'Texto </script><script>alert(1)</script> </style><img src=x onerror="alert(2)"> & \u2028';

test("JSON for a <script> block has no <, > or & and parses back to the same value", () => {
  const value = { description: HOSTILE, list: [HOSTILE], n: 1 };
  const json = jsonInScript(value);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(json).not.toMatch(/<\/script/i);
  expect(JSON.parse(json)).toEqual(value);
});

/** What a CSS parser reads from a string token: each hex escape and the one space after it as its character. */
const readCssString = (css: string) =>
  css
    .slice(1, -1)
    .replace(/\\([0-9a-f]{1,6}) ?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\(.)/g, "$1");

test("a CSS string cannot end its <style> element or its own quotes, and reads back as written", () => {
  const css = cssString(HOSTILE);
  expect(css).not.toMatch(/[<>&]/);
  expect(css.slice(1, -1)).not.toMatch(/(^|[^\\])["']/);
  expect(readCssString(css)).toBe(HOSTILE.replace(/\s+/g, " "));
});

test("line breaks and control characters become one space", () => {
  expect(cssString("a\n\r\tb\u0000c")).toBe('"a b c"');
});
