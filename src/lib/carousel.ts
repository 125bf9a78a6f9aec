/** Hero carousel timing and order. */
export const CAROUSEL_INTERVAL = 6000;

/** Next slide, wrapping from the last to the first. */
export function nextIndex(current: number, count: number): number {
  return count <= 0 ? 0 : (current + 1) % count;
}

/** The carousel moves by itself only with two or more slides, when not paused and motion is welcome. */
export function shouldAutoAdvance(count: number, paused: boolean, reducedMotion: boolean): boolean {
  return count > 1 && !paused && !reducedMotion;
}
