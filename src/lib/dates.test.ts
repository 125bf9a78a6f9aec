import { formatDate } from "./dates";

describe("formatDate", () => {
  const months = ["Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic"];
  test.each(months.map((name, i) => [`2025-${String(i + 1).padStart(2, "0")}-10`, `10 ${name} 2025`]))("%s → %s", (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  test("days go without a leading zero", () => {
    expect(["2024-12-05", "2023-08-01", "2025-03-31"].map(formatDate)).toEqual(["5 Dic 2024", "1 Ago 2023", "31 Mar 2025"]);
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
