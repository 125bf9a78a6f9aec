import { looksLikeBot, MIN_FILL_MS, visitStart } from "./bot-check";

describe("looksLikeBot", () => {
  test("a send with the hidden field empty, after the time a person needs, is a person's", () => {
    expect(looksLikeBot({ trap: "", elapsedMs: MIN_FILL_MS })).toBe(false);
    expect(looksLikeBot({ trap: "", elapsedMs: 60_000 })).toBe(false);
  });

  test("anything in the hidden field, or a send sooner than a person could, is a bot's", () => {
    expect(looksLikeBot({ trap: "https://spam.example", elapsedMs: 60_000 })).toBe(true);
    expect(looksLikeBot({ trap: "", elapsedMs: MIN_FILL_MS - 1 })).toBe(true);
    expect(looksLikeBot({ trap: "", elapsedMs: 150 })).toBe(true);
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
