/** @jest-environment jsdom */
import { clearingScroll, freeBand, keepFocusClear } from "./focus-clear";

const header = { top: 0, bottom: 72 };
const bar = { top: 788, bottom: 844 };

test("the header covers from the top and the action bar from the bottom; a part not shown covers nothing", () => {
  expect(freeBand([header, bar], 844)).toEqual({ top: 72, bottom: 788 });
  expect(freeBand([{ top: 40, bottom: 112 }, { top: 0, bottom: 0 }], 800)).toEqual({ top: 112, bottom: 800 });
});

test("a box under the bar is scrolled up above it, one under the header down below it, one in the clear stays", () => {
  const band = { top: 72, bottom: 788 };
  expect(clearingScroll({ top: 770, bottom: 810 }, band)).toBe(810 - 788 + 16);
  expect(clearingScroll({ top: 40, bottom: 90 }, band)).toBe(40 - 72 - 16);
  expect(clearingScroll({ top: 300, bottom: 340 }, band)).toBe(0);
});

test("a box taller than the free band shows its top", () => {
  expect(clearingScroll({ top: 200, bottom: 1400 }, { top: 72, bottom: 788 })).toBe(200 - 72 - 16);
});

test("focusing a control under the action bar scrolls the window, focusing one inside the bar does not", () => {
  document.body.innerHTML = `<button id="under">Enviar</button><nav data-pinned><a id="call" href="tel:1">Llamar</a></nav>`;
  const rect = (edges: { top: number; bottom: number }) => () => ({ ...edges, left: 0, right: 100, width: 100, height: edges.bottom - edges.top, x: 0, y: edges.top, toJSON: () => edges }) as DOMRect;
  document.querySelector("nav")!.getBoundingClientRect = rect(bar);
  document.getElementById("under")!.getBoundingClientRect = rect({ top: 800, bottom: 840 });
  document.getElementById("call")!.getBoundingClientRect = rect(bar);
  Object.defineProperty(window, "innerHeight", { value: 844, configurable: true });
  const scrollBy = jest.fn();
  window.scrollBy = scrollBy;
  const stop = keepFocusClear(document);
  document.getElementById("call")!.focus();
  expect(scrollBy).not.toHaveBeenCalled();
  document.getElementById("under")!.focus();
  expect(scrollBy).toHaveBeenCalledWith({ top: 840 - 788 + 16, behavior: "instant" });
  stop();
  document.getElementById("call")!.focus();
  document.getElementById("under")!.focus();
  expect(scrollBy).toHaveBeenCalledTimes(1);
});

test("a map frame tabbed into under the action bar (the window loses focus to it) is scrolled clear too", () => {
  document.body.innerHTML = `<iframe title="Mapa"></iframe><nav data-pinned></nav>`;
  document.querySelector("nav")!.getBoundingClientRect = () => ({ top: bar.top, bottom: bar.bottom }) as DOMRect;
  const frame = document.querySelector("iframe")!;
  frame.getBoundingClientRect = () => ({ top: 700, bottom: 1100 }) as DOMRect;
  Object.defineProperty(window, "innerHeight", { value: 844, configurable: true });
  const scrollBy = jest.fn();
  window.scrollBy = scrollBy;
  const stop = keepFocusClear(document);
  Object.defineProperty(document, "activeElement", { value: frame, configurable: true });
  window.dispatchEvent(new FocusEvent("blur"));
  delete (document as { activeElement?: Element }).activeElement;
  expect(scrollBy).toHaveBeenCalledWith({ top: Math.min(1100 - bar.top + 16, 700 - 0 - 16), behavior: "instant" });
  stop();
});
