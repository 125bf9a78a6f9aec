import { wireMegaMenu } from "./mega-menu";

function menu() {
  document.body.innerHTML = `<ul><li data-mega=""><a href="/servicios/" aria-expanded="false">Servicios</a>
    <div><a href="/servicios/a/">A</a><a href="/servicios/b/">B</a></div></li></ul><a href="/blog/">Blog</a>`;
  wireMegaMenu(document);
  const item = document.querySelector<HTMLElement>("[data-mega]")!;
  const [own, a, b] = [...item.querySelectorAll("a")];
  return { item, own: own!, a: a!, b: b! };
}
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));

test("focus in the item opens it (aria-expanded), and focus leaving closes it at once", () => {
  const { item, own } = menu();
  own.focus();
  expect(own.getAttribute("aria-expanded")).toBe("true");
  document.querySelector<HTMLAnchorElement>('a[href="/blog/"]')!.focus();
  expect(own.getAttribute("aria-expanded")).toBe("false");
  expect(item.hasAttribute("data-closed")).toBe(true);
});

test("the arrow keys, Home and End move through its links; Escape closes it and gives focus back to its own link", () => {
  const { item, own, a, b } = menu();
  own.focus();
  key(own, "ArrowDown");
  expect(document.activeElement).toBe(a);
  key(a, "End");
  expect(document.activeElement).toBe(b);
  key(b, "ArrowDown");
  expect(document.activeElement).toBe(own);
  key(own, "ArrowDown");
  key(a, "Escape");
  expect(document.activeElement).toBe(own);
  expect(own.getAttribute("aria-expanded")).toBe("false");
  expect(item.hasAttribute("data-closed")).toBe(true);
});

test("the pointer leaving closes it after the delay; coming back cancels that", () => {
  jest.useFakeTimers();
  const { item, own } = menu();
  item.dispatchEvent(new MouseEvent("mouseenter"));
  expect(own.getAttribute("aria-expanded")).toBe("true");
  item.dispatchEvent(new MouseEvent("mouseleave"));
  jest.advanceTimersByTime(100);
  item.dispatchEvent(new MouseEvent("mouseenter"));
  jest.advanceTimersByTime(1000);
  expect(own.getAttribute("aria-expanded")).toBe("true");
  item.dispatchEvent(new MouseEvent("mouseleave"));
  jest.advanceTimersByTime(1000);
  expect(own.getAttribute("aria-expanded")).toBe("false");
  jest.useRealTimers();
});
