import { isTrapped, MIN_FILL_MS, visitStart, waitBeforeSending } from "./bot-check";

describe("isTrapped", () => {
  test("only something in the hidden field drops a send", () => {
    expect(isTrapped("")).toBe(false);
    expect(isTrapped("   ")).toBe(false);
    expect(isTrapped("https://spam.example")).toBe(true);
  });
});

describe("waitBeforeSending", () => {
  test("a send sooner than a person could type waits for the rest of that time, then goes", () => {
    expect(waitBeforeSending(500)).toBe(MIN_FILL_MS - 500);
    expect(waitBeforeSending(0)).toBe(MIN_FILL_MS);
    expect(waitBeforeSending(-40)).toBe(MIN_FILL_MS);
  });

  test("a send after that time goes at once", () => {
    expect(waitBeforeSending(MIN_FILL_MS)).toBe(0);
    expect(waitBeforeSending(60_000)).toBe(0);
  });
});

describe("visitStart", () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
  };

  test("the first page of the visit starts it, and a reload or the next page keeps that start", () => {
    const storage = memory();
    expect(visitStart(storage, 1_000_000)).toBe(1_000_000);
    expect(visitStart(storage, 1_045_000)).toBe(1_000_000);
  });

  test("a stored start later than the page's, or not a number, is not trusted", () => {
    const storage = memory();
    storage.setItem("inicio-visita", "9999999999999");
    expect(visitStart(storage, 1_000_000)).toBe(1_000_000);
    storage.setItem("inicio-visita", "mañana");
    expect(visitStart(storage, 1_000_000)).toBe(1_000_000);
  });

  test("without storage, or when it refuses, the page's own start is used", () => {
    expect(visitStart(null, 5)).toBe(5);
    const refusing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } };
    expect(visitStart(refusing, 5)).toBe(5);
  });
});
