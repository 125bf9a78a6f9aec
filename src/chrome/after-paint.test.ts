import { afterFirstPaint } from "./after-paint";

test("starts once, a frame after the first paint, or after 2 s in a tab that never paints", () => {
  jest.useFakeTimers();
  try {
    const start = jest.fn();
    afterFirstPaint(start); // jsdom has no PerformanceObserver: it waits for frames instead
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2000);
    expect(start).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test("starts on the first contentful paint the browser reports, and only then", () => {
  jest.useFakeTimers();
  const observers: ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void)[] = [];
  const disconnect = jest.fn();
  Object.assign(globalThis, {
    PerformanceObserver: class {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
    },
  });
  try {
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(500);
    expect(start).not.toHaveBeenCalled();
    observers[0]!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect });
    expect(disconnect).toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    jest.useRealTimers();
  }
});
