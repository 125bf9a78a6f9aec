import { formatDate } from "./dates";

describe("formatDate", () => {
  test.each([
    ["2025-01-15", "15 Ene 2025"],
    ["2024-12-05", "5 Dic 2024"],
    ["2024-02-29", "29 Feb 2024"],
    ["2023-08-01", "1 Ago 2023"],
    ["2025-03-31", "31 Mar 2025"],
    ["2025-04-10", "10 Abr 2025"],
    ["2025-05-10", "10 May 2025"],
    ["2025-06-10", "10 Jun 2025"],
    ["2025-07-10", "10 Jul 2025"],
    ["2025-09-10", "10 Sep 2025"],
    ["2025-10-10", "10 Oct 2025"],
    ["2025-11-10", "10 Nov 2025"],
  ])("%s → %s", (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  test("the first and last day of the year are not shifted by the time zone", () => {
    expect(formatDate("2025-01-01")).toBe("1 Ene 2025");
    expect(formatDate("2024-12-31")).toBe("31 Dic 2024");
  });

  test.each(["", "15/01/2025", "2025-1-15", "2025-01-15T10:00:00Z", "abc", " 2025-01-15", "2025-01-15 "])(
    "rejects %j, which is not AAAA-MM-DD",
    (input) => {
      expect(() => formatDate(input)).toThrow(/AAAA-MM-DD/);
    },
  );

  test.each(["2025-00-10", "2025-13-10"])("rejects the impossible month in %s", (input) => {
    expect(() => formatDate(input)).toThrow(input);
  });
});

describe("formatDate rejects days that do not exist", () => {
  test.each(["2025-02-30", "2025-01-32", "2025-01-00", "2023-02-29"])("%s", (iso) => {
    expect(() => formatDate(iso)).toThrow(/Día no válido/);
  });
  test("accepts 29 February in a leap year", () => {
    expect(formatDate("2024-02-29")).toBe("29 Feb 2024");
  });
});
