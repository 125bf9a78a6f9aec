import { CAROUSEL_INTERVAL, nextIndex, shouldAutoAdvance } from "./carousel";

describe("nextIndex", () => {
  test("advances by one", () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(nextIndex(3, 6)).toBe(4);
    expect(nextIndex(4, 6)).toBe(5);
  });

  test("wraps from the last slide to the first", () => {
    expect(nextIndex(5, 6)).toBe(0);
    expect(nextIndex(1, 2)).toBe(0);
  });

  test("with a single slide it always stays at 0", () => {
    expect(nextIndex(0, 1)).toBe(0);
  });

  test("with no slides it returns 0 (never NaN)", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(nextIndex(3, 0)).toBe(0);
  });
});

describe("shouldAutoAdvance", () => {
  test("advances with two or more slides, not paused, motion welcome", () => {
    expect(shouldAutoAdvance(2, false, false)).toBe(true);
    expect(shouldAutoAdvance(6, false, false)).toBe(true);
  });

  test("never with zero or one slide", () => {
    expect(shouldAutoAdvance(0, false, false)).toBe(false);
    expect(shouldAutoAdvance(1, false, false)).toBe(false);
  });

  test("never while paused", () => {
    expect(shouldAutoAdvance(6, true, false)).toBe(false);
  });

  test("never when the visitor prefers reduced motion", () => {
    expect(shouldAutoAdvance(6, false, true)).toBe(false);
    expect(shouldAutoAdvance(6, true, true)).toBe(false);
  });

  test("the automatic interval is 6 seconds", () => {
    expect(CAROUSEL_INTERVAL).toBe(6000);
  });
});
