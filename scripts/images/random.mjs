// A seeded random sequence (mulberry32): each scene reseeds it with its own name before it is drawn, so its
// textures are the same at every run and do not change when another scene changes.
let next = () => 0.5;
export function reseed(name) {
  let a = [...name].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261) >>> 0;
  next = () => { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
export const random = () => next();
export const between = (a, b) => a + random() * (b - a);
export const pick = (arr) => arr[Math.floor(random() * arr.length)];
