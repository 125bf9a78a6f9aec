/**
 * The home's hero carousel (src/components/hero-carousel.tsx renders it whole, first slide shown), run by the page
 * script without React: every 6 s it moves on and wraps; a dot jumps, a horizontal swipe goes to the next or previous
 * slide; it holds still while the pointer or focus is in the hero, after the pause button, and under reduced motion.
 * Each slide after the first keeps its picture in a <template> until shortly before it shows, so a visitor who never
 * sees slide 5 never downloads it.
 */
import { CAROUSEL_INTERVAL, nextIndex, shouldAutoAdvance } from "../lib/carousel";
import { HYDRATED_ATTRIBUTE } from "../lib/hydrated";

/** How long before its turn the next slide's picture starts loading. */
const IMAGE_LEAD = 2500;
/** How far a finger must travel sideways, more than it does up or down, to change the slide. */
const SWIPE_PX = 50;

export function wireCarousel(doc: Document): void {
  const hero = doc.querySelector<HTMLElement>("[data-carousel]");
  const win = doc.defaultView;
  if (!hero || !win) return;
  const slides = [...hero.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...hero.querySelectorAll<HTMLButtonElement>("[data-dot]")];
  const pause = hero.querySelector<HTMLButtonElement>("[data-pause]");
  const caption = hero.querySelector<HTMLElement>("[data-shown-caption]");
  const box = slides[0]?.parentElement;
  const motion = win.matchMedia("(prefers-reduced-motion: reduce)");
  let current = 0;
  let hovered = hero.matches(":hover");
  let focused = hero.contains(doc.activeElement);
  let stopped = false;
  let timers: number[] = [];

  const addImage = (i: number) => {
    const template = slides[i]?.querySelector("template");
    if (template) template.replaceWith(template.content);
  };
  const show = (i: number) => {
    addImage(i);
    current = i;
    slides.forEach((slide, n) => {
      slide.dataset.active = String(n === i);
      slide.setAttribute("aria-hidden", String(n !== i));
    });
    dots.forEach((dot, n) => (n === i ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    if (caption) caption.textContent = slides[i]?.dataset.caption ?? "";
    schedule();
  };
  function schedule() {
    timers.forEach((t) => win!.clearTimeout(t));
    timers = [];
    const auto = shouldAutoAdvance(slides.length, hovered || focused || stopped, motion.matches);
    // Announced only when the visitor moves it: a slide changing by itself every 6 s would interrupt a screen reader.
    box?.setAttribute("aria-live", auto ? "off" : "polite");
    if (!auto) return;
    const next = nextIndex(current, slides.length);
    timers = [win!.setTimeout(() => addImage(next), CAROUSEL_INTERVAL - IMAGE_LEAD), win!.setTimeout(() => show(next), CAROUSEL_INTERVAL)];
  }
  const set = (change: () => void) => () => {
    change();
    schedule();
  };

  hero.addEventListener("mouseenter", set(() => (hovered = true)));
  hero.addEventListener("mouseleave", set(() => (hovered = false)));
  hero.addEventListener("focusin", set(() => (focused = true)));
  hero.addEventListener("focusout", (event) => set(() => (focused = hero.contains(event.relatedTarget as Node | null)))());
  motion.addEventListener("change", schedule);
  dots.forEach((dot, i) => {
    dot.addEventListener("click", () => show(i));
    dot.addEventListener("pointerenter", () => addImage(i));
    dot.addEventListener("focus", () => addImage(i));
  });
  pause?.addEventListener(
    "click",
    set(() => {
      stopped = !stopped;
      hero.toggleAttribute("data-stopped", stopped);
      pause.setAttribute("aria-label", pause.dataset[stopped ? "playLabel" : "pauseLabel"] ?? "");
    }),
  );
  let start: { x: number; y: number } | null = null;
  hero.addEventListener("pointerdown", (e) => (start = e.pointerType === "mouse" ? null : { x: e.clientX, y: e.clientY }));
  hero.addEventListener("pointercancel", () => (start = null));
  hero.addEventListener("pointerup", (e) => {
    if (!start) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    start = null;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
    show(dx < 0 ? nextIndex(current, slides.length) : (current - 1 + slides.length) % slides.length);
  });
  schedule();
  // The page's loader replays the taps it held on the dots once this is set.
  hero.setAttribute(HYDRATED_ATTRIBUTE, "true");
}
