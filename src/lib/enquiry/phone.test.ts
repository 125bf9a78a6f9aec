import { nationalDigits, phoneToInteger } from "./phone";

describe("phoneToInteger", () => {
  test.each<[string, number]>([
    ["+34 968 00 01 01", 34968000101],
    ["968-000.101", 968000101],
    ["(968) 000 101", 968000101],
    ["968000101", 968000101],
    ["  600 000 103  ", 600000103],
    ["abc", 0],
    ["", 0],
    ["   ", 0],
    ["+-(). ", 0],
  ])("%j → %d", (typed, expected) => {
    expect(phoneToInteger(typed)).toBe(expected);
  });

  test("the result is always a safe integer", () => {
    for (const typed of ["+34 968 00 01 01", "1".repeat(30), "9".repeat(20)]) {
      const value = phoneToInteger(typed);
      expect(Number.isSafeInteger(value)).toBe(true);
    }
  });

  test("keeps at most 15 digits (the E.164 maximum)", () => {
    expect(phoneToInteger("1234567890123456789")).toBe(123456789012345);
  });

  test("letters mixed with digits are ignored", () => {
    expect(phoneToInteger("tel: 968 000 101 (oficina)")).toBe(968000101);
  });
});

test("nationalDigits: one phone however it is written, with or without Spain's prefix", () => {
  for (const typed of ["+34 968 000 101", "0034 968-000-101", "968.000.101", "(968) 000 101", "34968000101"]) expect(nationalDigits(typed)).toBe("968000101");
  expect(nationalDigits("+44 20 7946 0018")).toBe("442079460018");
  expect(nationalDigits("")).toBe("");
});
