import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { HeroCarousel } from "../components/hero-carousel";
import { wireCarousel } from "./carousel";

const image = (n: number): IGatsbyImageData => ({
  layout: "fullWidth",
  width: 1600,
  height: 900,
  images: { fallback: { src: `/foto-${n}.jpg`, srcSet: `/foto-${n}.jpg 1600w`, sizes: "100vw" } },
});
const SLIDES = [1, 2, 3].map((n) => ({ image: image(n), alt: `Foto ${n}`, caption: `Trabajo ${n}` }));

let reduced = false;
beforeEach(() => {
  jest.useFakeTimers();
  reduced = false;
  window.matchMedia = ((query: string) => ({ matches: reduced, media: query, addEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterEach(() => jest.useRealTimers());

/** The carousel as the build writes it, wired by the page script. */
function carousel() {
  document.body.innerHTML = renderToStaticMarkup(
    <HeroCarousel slides={SLIDES} label="Nuestros trabajos">
      <h1>Limpieza</h1>
    </HeroCarousel>,
  );
  wireCarousel(document);
  const hero = document.querySelector<HTMLElement>("[data-carousel]")!;
  const shown = () => hero.querySelector('[data-active="true"]')!.getAttribute("aria-label");
  const dot = (n: number) => hero.querySelector<HTMLButtonElement>(`button[aria-label^="Mostrar imagen ${n} de"]`)!;
  const pictures = () => [...hero.querySelectorAll("img")].map((img) => img.alt);
  return { hero, shown, dot, pictures, pause: hero.querySelector<HTMLButtonElement>("[data-pause]")! };
}

test("the first slide is shown and only its picture is in the page; the page script marks the carousel live", () => {
  const { hero, shown, pictures, dot } = carousel();
  expect(shown()).toBe("1 de 3: Trabajo 1");
  expect(pictures()).toEqual(["Foto 1"]);
  expect(dot(1).getAttribute("aria-current")).toBe("true");
  expect(hero.getAttribute("data-hydrated")).toBe("true");
});

test("every 6 s it moves on and wraps; the next picture comes 2.5 s before its turn", () => {
  const { shown, pictures } = carousel();
  jest.advanceTimersByTime(3499);
  expect(pictures()).toEqual(["Foto 1"]);
  jest.advanceTimersByTime(1);
  expect(pictures()).toEqual(["Foto 1", "Foto 2"]);
  jest.advanceTimersByTime(2500);
  expect(shown()).toBe("2 de 3: Trabajo 2");
  jest.advanceTimersByTime(12_000);
  expect(shown()).toBe("1 de 3: Trabajo 1");
});

test("a dot shows its slide, its picture and caption, and is marked current", () => {
  const { hero, shown, dot, pictures } = carousel();
  dot(3).click();
  expect(shown()).toBe("3 de 3: Trabajo 3");
  expect(pictures()).toContain("Foto 3");
  expect(dot(3).getAttribute("aria-current")).toBe("true");
  expect(dot(1).hasAttribute("aria-current")).toBe(false);
  expect(hero.querySelector("[data-shown-caption]")!.textContent).toBe("Trabajo 3");
  expect(hero.querySelector('[aria-label^="1 de 3"]')!.getAttribute("aria-hidden")).toBe("true");
});

test("it holds still while the pointer is over the hero, and after the pause button until resumed", () => {
  const { hero, shown, pause } = carousel();
  hero.dispatchEvent(new MouseEvent("mouseenter"));
  jest.advanceTimersByTime(20_000);
  expect(shown()).toMatch(/^1 de 3/);
  hero.dispatchEvent(new MouseEvent("mouseleave"));
  pause.click();
  expect(pause.getAttribute("aria-label")).toBe("Reanudar el carrusel");
  expect(hero.querySelector("[aria-live]")!.getAttribute("aria-live")).toBe("polite");
  jest.advanceTimersByTime(20_000);
  expect(shown()).toMatch(/^1 de 3/);
  pause.click();
  expect(pause.getAttribute("aria-label")).toBe("Pausar el carrusel");
  jest.advanceTimersByTime(6000);
  expect(shown()).toMatch(/^2 de 3/);
});

test("with reduced motion it does not move by itself", () => {
  reduced = true;
  const { shown } = carousel();
  jest.advanceTimersByTime(20_000);
  expect(shown()).toMatch(/^1 de 3/);
});

test("a finger swiped sideways goes to the next or previous slide; a tap, a scroll or the mouse do not", () => {
  const { hero, shown } = carousel();
  const swipe = (dx: number, dy: number, pointerType = "touch") => {
    for (const [type, x, y] of [["pointerdown", 200, 300], ["pointerup", 200 + dx, 300 + dy]] as const) {
      const event = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true });
      Object.defineProperty(event, "pointerType", { value: pointerType });
      hero.dispatchEvent(event);
    }
  };
  swipe(-80, 10);
  expect(shown()).toMatch(/^2 de 3/);
  swipe(80, 0);
  swipe(80, 0);
  expect(shown()).toMatch(/^3 de 3/);
  for (const [dx, dy, type] of [[20, 0, "touch"], [60, 90, "touch"], [-80, 0, "mouse"]] as const) swipe(dx, dy, type);
  expect(shown()).toMatch(/^3 de 3/);
});
