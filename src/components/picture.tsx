import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { intrinsicSize } from "../lib/image-size";
import * as styles from "./picture.module.css";

export interface PictureProps {
  /** What gatsby-plugin-image made at build time (WebP and JPEG srcsets, size, dominant colour). */
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** The page's main image (its LCP): fetched first and at once; every other image waits until it nears the screen. */
  priority?: boolean;
}

/**
 * A processed image as a plain <picture>: the browser shows it, lazy-loads it and picks its size by itself, with
 * no script. (GatsbyImage hides the main image until its script runs and loads a 20 KB chunk on every page.)
 */
export function Picture({ image, alt, className, priority = false }: PictureProps) {
  const { images, width, height, backgroundColor } = image;
  const fallback = images.fallback;
  const size = intrinsicSize(width, height, fallback?.srcSet);
  // React 18 does not know fetchPriority yet; the lower-case attribute reaches the HTML as it is.
  const hint = priority ? { fetchpriority: "high" } : {};
  return (
    <picture className={`${styles.picture} ${className ?? ""}`} style={backgroundColor ? { backgroundColor } : undefined}>
      {images.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />)}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={size.width}
        height={size.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        {...hint}
      />
    </picture>
  );
}
