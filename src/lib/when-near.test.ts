import { nearNow, whenNear } from "./when-near";

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

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.restoreAllMocks();
});

test("near means what the browser's observer first reports for each box, with a 400 px margin; an island's children are what is watched", async () => {
  const reports: Element[][] = [];
  class Reporting {
    targets: Element[] = [];
    constructor(public callback: (entries: { target: Element; isIntersecting: boolean }[]) => void, public options: { rootMargin: string }) {}
    observe(el: Element) {
      this.targets.push(el);
      if (this.targets.length === 1) queueMicrotask(() => {
        reports.push(this.targets);
        // Reported over two callbacks, as a browser may: the answer waits for every box's first report.
        this.callback(this.targets.slice(0, 1).map((target) => ({ target, isIntersecting: false })));
        this.callback(this.targets.slice(1).map((target) => ({ target, isIntersecting: target.id === "cerca" })));
      });
    }
    disconnect() {}
  }
  Object.assign(window, { IntersectionObserver: Reporting });
  document.body.innerHTML = '<div data-island="a"><form></form><p id="cerca"></p></div><div data-island="b"><form></form></div><div id="mapa"></div>';
  const boxes = [...document.querySelectorAll("div")];
  await expect(nearNow(boxes)).resolves.toEqual([true, false, false]);
  expect(reports[0]!.map((el) => el.tagName)).toEqual(["FORM", "P", "FORM", "DIV"]);

  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  await expect(nearNow(boxes)).resolves.toEqual([true, true, true]);
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
