import React, { useEffect, useRef, useState } from "react";
import { Pause, Play } from "lucide";
import { Drawing } from "./drawing";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./picture";
import { CAROUSEL_INTERVAL, nextIndex, shouldAutoAdvance } from "../lib/carousel";
import * as styles from "./hero-carousel.module.css";

export interface HeroSlide {
  image: IGatsbyImageData | undefined;
  alt: string;
  caption: string;
}

export interface CarouselSlidesProps {
  slides: readonly HeroSlide[];
}

export interface HeroCarouselProps {
  label: string;
  /** The slides and their controls: the page places them as an island (CarouselSlides, src/islands/registry.ts). */
  slides: React.ReactNode;
  /** The headline, text and buttons shown over the images: HTML that no script touches. */
  children: React.ReactNode;
}

/** How long before its turn the next slide's image starts loading. */
const IMAGE_LEAD = 2500;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * Hero with rotating images: every 6 s, wraps, dots to jump, pauses on hover, focus, the pause button or reduced
 * motion. The images and their controls are an island the page places (src/islands/registry.ts); the headline,
 * text and buttons over them stay HTML.
 */
export function HeroCarousel({ slides, label, children }: HeroCarouselProps) {
  return (
    <section className={styles.hero} aria-roledescription="carrusel" aria-label={label}>
      <div className={styles.overlay} />
      <div className={`container ${styles.content}`}>{children}</div>
      {slides}
    </section>
  );
}

/** The slides and their controls; the section around them (the hero) pauses them while hovered or holding focus. */
export function CarouselSlides({ slides }: CarouselSlidesProps) {
  const [current, setCurrent] = useState(0);
  // Only the first image is in the page at first; each other one is added shortly before it is shown, so a
  // visitor who never sees slide 5 never downloads it (they are stacked in the viewport, so lazy loading
  // alone would fetch them all at once).
  const [withImage, setWithImage] = useState<ReadonlySet<number>>(() => new Set([0]));
  const addImage = (i: number) => setWithImage((set) => (set.has(i) ? set : new Set(set).add(i)));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || stopped;
  const auto = shouldAutoAdvance(slides.length, paused, reducedMotion);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!auto) return undefined;
    const prepare = setTimeout(() => addImage(nextIndex(current, slides.length)), CAROUSEL_INTERVAL - IMAGE_LEAD);
    const timer = setTimeout(() => setCurrent((i) => nextIndex(i, slides.length)), CAROUSEL_INTERVAL);
    return () => {
      clearTimeout(prepare);
      clearTimeout(timer);
    };
  }, [auto, current, slides.length]);

  // The whole hero pauses it: the pointer over it, or focus anywhere in it (its buttons, the links over the images).
  useEffect(() => {
    const hero = box.current?.closest("section");
    if (!hero) return undefined;
    const listeners: [string, (e: Event) => void][] = [
      ["mouseenter", () => setHovered(true)],
      ["mouseleave", () => setHovered(false)],
      ["focusin", () => setFocused(true)],
      ["focusout", (e) => setFocused(hero.contains((e as FocusEvent).relatedTarget as Node | null))],
    ];
    for (const [type, listener] of listeners) hero.addEventListener(type, listener);
    if (hero.matches(":hover")) setHovered(true);
    if (hero.contains(document.activeElement)) setFocused(true);
    return () => {
      for (const [type, listener] of listeners) hero.removeEventListener(type, listener);
    };
  }, []);

  return (
    <>
      <div ref={box} className={styles.slides} aria-live={auto ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={`${styles.slide} ${i === current ? styles.current : ""}`}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${slides.length}: ${slide.caption}`}
            aria-hidden={i !== current}
            data-active={i === current ? "true" : "false"}
          >
            {slide.image && withImage.has(i) && (
              <Picture image={slide.image} alt={slide.alt} className={styles.image} priority={i === 0} />
            )}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={`container ${styles.controls}`}>
          <p className={styles.caption} aria-hidden="true">
            {slides[current]?.caption}
          </p>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={i}
                type="button"
                className={`${styles.dot} ${i === current ? styles.dotCurrent : ""}`}
                aria-label={`Mostrar imagen ${i + 1} de ${slides.length}: ${slide.caption}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => {
                  addImage(i);
                  setCurrent(i);
                }}
                onPointerEnter={() => addImage(i)}
                onFocus={() => addImage(i)}
              />
            ))}
            <button
              type="button"
              className={styles.pause}
              aria-label={stopped ? "Reanudar el carrusel" : "Pausar el carrusel"}
              onClick={() => setStopped((s) => !s)}
            >
              <Drawing drawing={stopped ? Play : Pause} size={16} />
            </button>
          </div>
        </div>
      )}
    </>
  );
}
