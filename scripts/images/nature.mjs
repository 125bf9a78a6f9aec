// Leaves, palms, olive trees, cypresses, hedges, bushes, flowers and potted plants.
import { color, darken, lighten } from './colors.mjs';
import { between } from './random.mjs';
import { oneDecimal, rect, circle, ellipse, path, line, group, place, shadow } from './svg.mjs';

export function leaf(x0, y0, x1, y1, w, droop, fill) {
  const mx = (x0 + x1) / 2, my = (y0 + y1) / 2 + droop, d = Math.hypot(x1 - x0, y1 - y0) || 1, nx = -(y1 - y0) / d * w, ny = (x1 - x0) / d * w;
  return path(`M${oneDecimal(x0)},${oneDecimal(y0)} Q${oneDecimal(mx + nx)},${oneDecimal(my + ny)} ${oneDecimal(x1)},${oneDecimal(y1 + droop * 0.6)} Q${oneDecimal(mx - nx)},${oneDecimal(my - ny)} ${oneDecimal(x0)},${oneDecimal(y0)}Z`, fill);
}
export function palm(x, gy, h = 320, s = 1, lean = 24) {
  const tx = x + lean, ty = gy - h;
  let o = path(`M${x - 12 * s},${gy} Q${x + lean * 0.1},${gy - h / 2} ${tx - 6 * s},${ty} L${tx + 6 * s},${ty} Q${x + lean * 0.1 + 14 * s},${gy - h / 2} ${x + 13 * s},${gy}Z`, '#a07b52');
  for (let k = 1; k < 12; k++) { const t = k / 12, yy = gy - h * t, xx = x + (tx - x) * t * t * 0.9; o += line(xx - 9 * s, yy, xx + 9 * s, yy + 3, '#7f5f3f', 2 * s, { opacity: 0.6 }); }
  const fr = [[-175, 0.9], [-150, 1], [-122, 0.95], [-95, 0.8], [-62, 0.95], [-32, 1], [-5, 0.9], [-135, 0.7], [-48, 0.7]];
  fr.forEach(([a, k], i) => { const L = 185 * s * k, r = (a * Math.PI) / 180; o += leaf(tx, ty, tx + Math.cos(r) * L, ty + Math.sin(r) * L * 0.55, 22 * s, 40 * s, i % 2 ? '#4c8a52' : '#3b7446'); });
  return o + circle(tx - 6 * s, ty + 6 * s, 7 * s, color.ochre) + circle(tx + 6 * s, ty + 8 * s, 7 * s, '#c98b4f');
}
export function olive(x, gy, s = 1) {
  let o = path(`M${x - 14 * s},${gy} C${x - 4 * s},${gy - 50 * s} ${x - 30 * s},${gy - 80 * s} ${x - 10 * s},${gy - 120 * s} L${x + 10 * s},${gy - 120 * s} C${x + 20 * s},${gy - 80 * s} ${x + 4 * s},${gy - 50 * s} ${x + 16 * s},${gy}Z`, '#8a7560');
  [[-55, -150, 62, 42, '#7b946b'], [50, -155, 66, 44, '#869f74'], [0, -190, 72, 48, '#93ab80'], [-30, -125, 50, 30, '#6f8a62'], [40, -122, 48, 30, '#7b946b']].forEach(([dx, dy, rx, ry, c]) => { o += ellipse(x + dx * s, gy + dy * s, rx * s, ry * s, c); });
  for (let i = 0; i < 14; i++) o += ellipse(x + between(-90, 90) * s, gy + between(-220, -120) * s, 10 * s, 4 * s, '#c6d3b4', { opacity: 0.6, transform: `rotate(${oneDecimal(between(-30, 30))} ${x} ${gy})` });
  return shadow(x, gy, 110 * s, 14 * s) + o;
}
export const cypress = (x, gy, h = 240) => ellipse(x, gy - h / 2, h * 0.13, h / 2, '#2f5d3c') + ellipse(x - h * 0.03, gy - h / 2, h * 0.07, h * 0.45, '#3d6e49');
export function hedge(x, gy, w, h, c = '#4f8a4f') {
  let s = shadow(x + w / 2, gy, w * 0.55, 10) + rect(x, gy - h, w, h, c, { rx: Math.min(26, h / 3) }) + rect(x, gy - h, w, h * 0.28, lighten(c, 0.15), { rx: Math.min(26, h / 3) }) + rect(x, gy - h * 0.25, w, h * 0.25, darken(c, 0.12), { rx: 10 });
  for (let i = 0; i < w / 22; i++) s += circle(x + 12 + i * 22 + between(-4, 4), gy - h + between(6, h - 10), between(3, 6), lighten(c, 0.3), { opacity: 0.5 });
  return s;
}
export const bush = (x, gy, s = 1, c = '#5a9155') => circle(x - 26 * s, gy - 22 * s, 26 * s, darken(c, 0.08)) + circle(x + 22 * s, gy - 24 * s, 28 * s, c) + circle(x, gy - 40 * s, 30 * s, lighten(c, 0.1));
export const flowers = (x, gy, w, c = '#d6487e') => Array.from({ length: Math.floor(w / 16) }, (_, i) => circle(x + i * 16 + between(-4, 4), gy - between(4, 30), between(4, 7), i % 3 ? c : color.amber)).join('');
export const pot = (x, gy, s = 1, plant = 'round') => group(place(x, gy, s), shadow(0, 0, 40) + (plant === 'palm' ? leaf(0, -70, -60, -170, 14, 10, '#4c8a52') + leaf(0, -70, 50, -180, 14, 10, '#3b7446') + leaf(0, -70, 0, -200, 12, 0, '#5a9a5c') + leaf(0, -70, -80, -110, 12, 10, '#3b7446') + leaf(0, -70, 80, -120, 12, 10, '#4c8a52')
  : circle(-20, -100, 32, '#5a9155') + circle(20, -110, 34, '#4c8a52') + circle(0, -135, 30, '#67a05e')) + path('M-34,-72 L34,-72 L26,0 L-26,0Z', color.terra) + rect(-38, -78, 76, 12, darken(color.terra, 0.1), { rx: 4 }));
