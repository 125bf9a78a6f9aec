// Composed settings that several scenes share: the rooftop, the warehouse, perspective strips and lines.
import { color, lighten } from './colors.mjs';
import { between, pick } from './random.mjs';
import { rect, circle, ellipse, path, polygon, line, stroke, group, clipTo } from './svg.mjs';
import { drop, shield } from './symbols.mjs';
import { sky, sun, cloud, town, floor, interior } from './backgrounds.mjs';
import { palm } from './nature.mjs';

export function rooftop(o = {}) {
  const fy = o.fy ?? 440;
  let s = sky(fy) + sun(o.sunX ?? 1000, 140, 58) + cloud(300, 120) + cloud(760, 80, 0.6) + town(fy - 40, { minH: 40, varH: 120, tower: o.tower ?? 180, op: 0.8 });
  if (o.palms) s += palm(640, fy - 40, 170, 0.55) + palm(1120, fy - 40, 200, 0.6);
  s += floor(fy, o.floor || 'terra', { depth: o.depth ?? 300, step: 120, colors: o.colors });
  s += rect(0, fy - 46, 1200, 48, '#f3ece0') + rect(0, fy - 54, 1200, 12, '#e1d2b8') + rect(0, fy - 2, 1200, 8, '#000', { opacity: 0.08 });
  return s;
}
// strip of membrane on a perspective roof (bottom x from b0 to b1 at y=800, up to yTop)
export const membraneStrip = (fy, b0, b1, yTop, c, depth = 300, vx = 600) => { const vy = fy - depth, xAt = (xb, y) => vx + (xb - vx) * (y - vy) / (800 - vy); return polygon([[xAt(b0, yTop), yTop], [xAt(b1, yTop), yTop], [xAt(b1, 800), 800], [xAt(b0, 800), 800]], c) + line(xAt(b0, yTop), yTop, xAt(b0, 800), 800, lighten(c, 0.18), 5); };
export const perspectiveX = (fy, xb, y, depth = 300, vx = 600) => { const vy = fy - depth; return vx + (xb - vx) * (y - vy) / (800 - vy); };
export const warehouse = (o = {}) => interior({ fy: o.fy ?? 470, wall: o.wall || '#dfe6ec', floor: o.floor || 'concrete', depth: 300 }) + rect(0, 0, 1200, 70, '#c5d0da') + Array.from({ length: 6 }, (_, i) => rect(40 + i * 200, 16, 120, 34, '#f5fbff', { opacity: 0.9 }) + rect(40 + i * 200, 16, 120, 34, 'none', { stroke: '#9fb0bf', strokeWidth: 3 })).join('') + Array.from({ length: 7 }, (_, i) => stroke(`M${i * 200},70 L${i * 200 + 100},10 L${i * 200 + 200},70`, '#9fb0bf', 4)).join('');
export const safetyLines = (fy, xs = [[-100, -60], [1240, 1280]]) => xs.map(([a, b]) => polygon([[perspectiveX(fy, a, fy, 300), fy], [perspectiveX(fy, b, fy, 300), fy], [perspectiveX(fy, b, 800, 300), 800], [perspectiveX(fy, a, 800, 300), 800]], color.amber, { opacity: 0.9 })).join('');
export const ceilingLights = (y, k = 4, c = '#fffbe6') => Array.from({ length: k }, (_, i) => rect(1200 / k * (i + 0.5) - 70, y, 140, 16, c, { rx: 6 }) + ellipse(1200 / k * (i + 0.5), y + 40, 120, 30, '#fffbe6', { opacity: 0.2 })).join('');
export const calloutFloor = (x, y, r) => circle(x, y, r + 8, color.navy, { opacity: 0.15 }) + circle(x, y, r, '#ffffff') + group('', rect(x - r, y + 10, 2 * r, r, color.ochre) + rect(x - r, y, 2 * r, 12, color.teal, { opacity: 0.9 }) + drop(x - 30, y - 16, 18, color.blue) + drop(x + 26, y - 12, 14, color.blue) + ellipse(x - 30, y - 1, 14, 3, '#000', { opacity: 0.15 }) + shield(x + 4, y - r * 0.55, 0.4), { clipPath: clipTo(circle(x, y, r - 6, '#fff')) });
export const tileGrid = (x, y, w, h, st = 40, c = '#dfe7ea') => group('', Array.from({ length: Math.ceil(h / st) }, (_, i) => line(x, y + i * st, x + w, y + i * st, c, 2)).join('') + Array.from({ length: Math.ceil(w / st) }, (_, i) => line(x + i * st, y, x + i * st, y + h, c, 2)).join(''));
export const mineralMembrane = (pathD, c = '#5f666d', k = 500) => path(pathD, c) + group('', Array.from({ length: k }, () => circle(between(0, 1200), between(380, 800), between(1.2, 2.6), pick(['#7b838a', '#4d545a', '#8d8577']))).join(''), { clipPath: clipTo(path(pathD)) });
