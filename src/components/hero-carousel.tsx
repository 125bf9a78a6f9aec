import React from "react";
import { Pause, Play } from "lucide";
import { Drawing } from "./drawing";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./picture";
import * as styles from "./hero-carousel.module.css";

export interface HeroSlide {
  image: IGatsbyImageData | undefined;
  alt: string;
  caption: string;
}

export interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  label: string;
  /** The headline, text and buttons shown over the images: HTML that no script touches. */
  children: React.ReactNode;
}

const PAUSE = "Pausar el carrusel";
const PLAY = "Reanudar el carrusel";

/**
 * Hero with rotating images: every 6 s, wraps, dots to jump, swipe, pauses on hover, focus, the pause button or
 * reduced motion. All HTML from the build, the first slide shown; the page script runs it (src/chrome/carousel.ts,
 * which finds its parts by their data- attributes), and each later slide's picture waits in a <template> until then.
 */
export function HeroCarousel({ slides, label, children }: HeroCarouselProps) {
  return (
    <section className={styles.hero} aria-roledescription="carrusel" aria-label={label} data-carousel="" data-held="">
      <div className={styles.overlay} />
      <div className={`container ${styles.content}`}>{children}</div>
      <div className={styles.slides} aria-live="off">
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${slides.length}: ${slide.caption}`}
            aria-hidden={i !== 0}
            data-active={i === 0 ? "true" : "false"}
            data-slide=""
            data-caption={slide.caption}
          >
            {slide.image &&
              (i === 0 ? (
                <Picture image={slide.image} alt={slide.alt} className={styles.image} priority />
              ) : (
                <template>
                  <Picture image={slide.image} alt={slide.alt} className={styles.image} />
                </template>
              ))}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className={`container ${styles.controls}`}>
          <p className={styles.caption} aria-hidden="true" data-shown-caption="">
            {slides[0]?.caption}
          </p>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={`Mostrar imagen ${i + 1} de ${slides.length}: ${slide.caption}`}
                aria-current={i === 0 ? "true" : undefined}
                data-dot=""
              />
            ))}
            <button type="button" className={styles.pause} aria-label={PAUSE} data-pause="" data-pause-label={PAUSE} data-play-label={PLAY}>
              <Drawing drawing={Pause} size={16} className={styles.pauseIcon} />
              <Drawing drawing={Play} size={16} className={styles.playIcon} />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
