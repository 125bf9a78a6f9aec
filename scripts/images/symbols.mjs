// Small symbols and effects laid over a scene: sparkles, drops, bubbles, shields, flames, mist, rain.
import { color } from './colors.mjs';
import { between } from './random.mjs';
import { circle, ellipse, path, line, stroke, group, place, radialGradient } from './svg.mjs';

export const sparkle = (x, y, s = 20, fill = '#ffffff', op = 1) => path(
  `M${x},${y - s} Q${x + s * 0.14},${y - s * 0.14} ${x + s},${y} Q${x + s * 0.14},${y + s * 0.14} ${x},${y + s} Q${x - s * 0.14},${y + s * 0.14} ${x - s},${y} Q${x - s * 0.14},${y - s * 0.14} ${x},${y - s}Z`, fill, { opacity: op });
const dropOutline = 'M0,-1 C0.45,-0.35 0.62,0.05 0.62,0.32 A0.62,0.62 0 0 1 -0.62,0.32 C-0.62,0.05 -0.45,-0.35 0,-1Z';
export const drop = (x, y, s = 20, fill = color.blue, op = 1) => path(dropOutline, fill, { transform: place(x, y, s), opacity: op });
export const bubbles = (x, y, w, h, k = 8) => Array.from({ length: k }, () => { const r = between(5, 14); return circle(x + between(0, w), y + between(0, h), r, '#ffffff', { opacity: 0.75, stroke: color.sky, strokeWidth: 2 }); }).join('');
export const sparkles = (x, y, w, h, k = 5, size = 22) => Array.from({ length: k }, () => sparkle(x + between(0, w), y + between(0, h), between(size * 0.5, size))).join('');
export const shield = (x, y, s = 1, fill = color.teal) => group(place(x, y, s), path('M0,-60 L48,-42 L48,0 Q48,40 0,62 Q-48,40 -48,0 L-48,-42Z', fill)
  + path('M0,-60 L48,-42 L48,0 Q48,40 0,62Z', '#000', { opacity: 0.12 }) + stroke('M-20,0 L-5,16 L24,-18', '#fff', 10));
export const flame = (x, y, s = 1) => group(place(x, y, s), path('M0,0 C-34,-6 -38,-48 -12,-80 C-12,-56 4,-54 2,-92 C34,-64 40,-20 26,-6 C18,0 8,2 0,0Z', '#e8663b')
  + path('M2,-4 C-16,-10 -18,-36 -2,-52 C0,-38 10,-36 10,-56 C26,-36 26,-14 16,-6Z', color.amber));
export const virus = (x, y, r, c = color.teal, op = 0.8) => group(`translate(${x},${y})`, Array.from({ length: 10 }, (_, i) => {
  const a = (i / 10) * Math.PI * 2; return line(0, 0, Math.cos(a) * r * 1.45, Math.sin(a) * r * 1.45, c, r * 0.16) + circle(Math.cos(a) * r * 1.5, Math.sin(a) * r * 1.5, r * 0.22, c);
}).join('') + circle(0, 0, r, c) + circle(-r * 0.3, -r * 0.2, r * 0.22, '#fff', { opacity: 0.35 }), { opacity: op });
export const clock = (x, y, r) => circle(x, y, r, '#fff') + circle(x, y, r, 'none', { stroke: color.navy, strokeWidth: r * 0.12 })
  + path(`M${x},${y} L${x},${y - r * 0.95} A${r * 0.95},${r * 0.95} 0 0 1 ${x + r * 0.95},${y}Z`, color.amber, { opacity: 0.8 })
  + line(x, y, x, y - r * 0.6, color.navy, r * 0.1) + line(x, y, x + r * 0.45, y + r * 0.2, color.navy, r * 0.1) + circle(x, y, r * 0.08, color.navy);
export const shine = (x, y, rx, ry, op = 0.8) => ellipse(x, y, rx, ry, radialGradient([[0, '#ffffff', op], [1, '#ffffff', 0]]));
export const mist = (x, y, w, h, k = 14, c = '#ffffff') => Array.from({ length: k }, () => circle(x + between(0, w), y + between(0, h), between(20, 55), c, { opacity: between(0.15, 0.35) })).join('');
export const rainDrops = (x, y, w, h, k = 40, c = '#6fa6cf') => Array.from({ length: k }, () => { const px = between(x, x + w), py = between(y, y + h); return line(px, py, px - 8, py + 26, c, 3, { opacity: 0.7 }); }).join('');
