/** The width and height attributes an <img> needs so the browser reserves its box before it loads. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * gatsby-plugin-image gives a fixed or constrained image its size in pixels, but a full-width one only its ratio
 * (width 1, height 0.5625). Then the widest file of the srcset gives the pixels, and the ratio the height.
 */
export function intrinsicSize(width: number, height: number, srcSet: string | undefined): ImageSize {
  if (width >= 10) return { width: Math.round(width), height: Math.round(height) };
  const widest = Math.max(0, ...[...(srcSet ?? "").matchAll(/\s(\d+)w\b/g)].map((m) => Number(m[1])));
  const pixels = widest || 1600;
  return { width: pixels, height: Math.round((pixels * height) / width) };
}
