import { jsonErrorOffset, lineAndColumn } from "./load";

describe("jsonErrorOffset", () => {
  test.each([
    ['{"a": 1}', -1],
    ['[1, "x", true, null, {"b": [ ]}]', -1],
    ['{"a": 1,}', 8],
    ['{"a" 1}', 5],
    ['[1,, 2]', 3],
    ['{"a": "sin cerrar}', 6],
    ['{"a": 1} x', 9],
    ["{'a': 1}", 1],
    ['// nota\n{"a": 1}', 0],
  ])("%s → %d", (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });

  test("agrees with JSON.parse on what is valid", () => {
    for (const text of ['{"n": -1.5e3}', '{"n": 01}', '"\\u00e9"', "[", "tru", ""]) {
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      expect(jsonErrorOffset(text) === -1).toBe(valid);
    }
  });
});

test("lineAndColumn counts from 1", () => {
  expect(lineAndColumn('{\n  "a": 1,\n}', 12)).toEqual({ line: 3, column: 1 });
  expect(lineAndColumn("x", 0)).toEqual({ line: 1, column: 1 });
});
