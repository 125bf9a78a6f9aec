import { isNear, whenNear } from "./when-near";

/** A stand-in IntersectionObserver (jsdom has none) whose last instance the test drives. */
class FakeObserver {
  static last: FakeObserver;
  watched: Element[] = [];
  disconnected = false;
  constructor(public callback: (entries: { isIntersecting: boolean }[]) => void, public options: { rootMargin: string }) {
    FakeObserver.last = this;
  }
  observe(el: Element) { this.watched.push(el); }
  disconnect() { this.disconnected = true; }
  report(isIntersecting: boolean) { this.callback([{ isIntersecting }]); }
}

const at = (el: Element, top: number) => jest.spyOn(el, "getBoundingClientRect").mockReturnValue({ top, bottom: top + 100 } as DOMRect);

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

test("near means within 400 px of the window, above or below; an island's children are what is measured", () => {
  document.body.innerHTML = '<div data-island="x" style="display: contents"><form></form></div>';
  const island = document.querySelector("[data-island]")!;
  const form = document.querySelector("form")!;
  at(form, window.innerHeight + 399);
  expect(isNear(island)).toBe(true);
  at(form, window.innerHeight + 401);
  expect(isNear(island)).toBe(false);
  at(form, -499);
  expect(isNear(island)).toBe(true);
});

test("it starts once, when the box comes near, with the same margin, and stops watching", () => {
  Object.assign(window, { IntersectionObserver: FakeObserver });
  document.body.innerHTML = "<div></div>";
  const start = jest.fn();
  whenNear(document.querySelector("div")!, start);
  expect(FakeObserver.last.options.rootMargin).toBe("400px 0px");
  FakeObserver.last.report(false);
  expect(start).not.toHaveBeenCalled();
  FakeObserver.last.report(true);
  FakeObserver.last.report(true);
  expect(start).toHaveBeenCalledTimes(1);
  expect(FakeObserver.last.disconnected).toBe(true);
});

test("a focus or a press inside it starts it before it is seen near; at once where the browser cannot tell", () => {
  Object.assign(window, { IntersectionObserver: FakeObserver });
  document.body.innerHTML = "<div><input></div><p></p>";
  const start = jest.fn();
  whenNear(document.querySelector("div")!, start);
  document.querySelector("p")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  expect(start).not.toHaveBeenCalled();
  document.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  document.querySelector("input")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);

  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  const now = jest.fn();
  whenNear(document.querySelector("p")!, now);
  expect(now).toHaveBeenCalledTimes(1);
});
