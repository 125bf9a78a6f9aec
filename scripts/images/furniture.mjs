// Furniture and fittings: sofas, lamps, pictures, desks, chairs, shelves, warehouse racks, a sink.
import { color, darken, lighten } from './colors.mjs';
import { random, between, pick } from './random.mjs';
import { rect, circle, ellipse, path, polygon, line, stroke, group, place, shadow, linearGradient } from './svg.mjs';
import { box } from './props.mjs';

export const sofa = (x, gy, w = 320, c = color.teal) => shadow(x + w / 2, gy, w * 0.55, 12) + rect(x, gy - 150, w, 90, darken(c, 0.08), { rx: 24 }) + rect(x - 14, gy - 100, w + 28, 70, c, { rx: 20 }) + rect(x - 26, gy - 120, 40, 96, darken(c, 0.15), { rx: 16 }) + rect(x + w - 14, gy - 120, 40, 96, darken(c, 0.15), { rx: 16 }) + rect(x + 20, gy - 140, 70, 60, color.amber, { rx: 16 }) + rect(x + 8, gy - 30, 10, 30, color.ink) + rect(x + w - 18, gy - 30, 10, 30, color.ink) + line(x + w / 2, gy - 96, x + w / 2, gy - 40, darken(c, 0.2), 3);
export const floorLamp = (x, gy, h = 300) => shadow(x, gy, 40, 6) + line(x, gy, x, gy - h + 40, color.ink, 5) + ellipse(x, gy - 3, 30, 6, color.ink) + path(`M${x - 40},${gy - h + 60} L${x - 26},${gy - h} L${x + 26},${gy - h} L${x + 40},${gy - h + 60}Z`, '#f3d9a3') + ellipse(x, gy - h + 120, 120, 90, '#fff3c4', { opacity: 0.25 });
export const picture = (x, y, w, h) => rect(x - 8, y - 8, w + 16, h + 16, '#fff') + rect(x, y, w, h, color.sky) + circle(x + w * 0.7, y + h * 0.35, h * 0.16, color.amber) + polygon([[x, y + h], [x + w * 0.4, y + h * 0.4], [x + w * 0.75, y + h]], color.teal) + polygon([[x + w * 0.35, y + h], [x + w * 0.7, y + h * 0.55], [x + w, y + h * 0.85], [x + w, y + h]], color.navy);
export const swatchFan = (x, y, s = 1) => group(place(x, y, s), [color.navy, color.blue, color.teal, '#8fbf9f', color.amber, color.ochre, color.terra].map((c, i) => group(`rotate(${-60 + i * 18})`, rect(-14, -150, 28, 150, c, { rx: 6 }) + rect(-10, -142, 20, 4, '#fff', { opacity: 0.5 }))).join('') + circle(0, 0, 8, color.ink));
export const desk = (x, gy, w = 300) => shadow(x + w / 2, gy, w * 0.55, 10) + rect(x, gy - 130, w, 16, '#e9e3d9') + rect(x + 10, gy - 114, 12, 114, color.grey) + rect(x + w - 22, gy - 114, 12, 114, color.grey) + rect(x + w - 110, gy - 114, 90, 80, '#dcd4c7') + rect(x + w * 0.3, gy - 250, 150, 96, color.ink, { rx: 6 }) + rect(x + w * 0.3 + 8, gy - 242, 134, 80, linearGradient([color.blue, color.teal])) + rect(x + w * 0.3 + 66, gy - 154, 18, 24, color.grey) + rect(x + w * 0.3 + 40, gy - 134, 70, 6, color.grey) + rect(x + 26, gy - 140, 60, 10, color.ink, { rx: 3 }) + rect(x + w * 0.82, gy - 176, 22, 46, color.amber, { rx: 6 });
export const chair = (x, gy, c = color.navy) => shadow(x, gy, 50, 7) + rect(x - 36, gy - 190, 72, 90, c, { rx: 16 }) + rect(x - 44, gy - 104, 88, 22, c, { rx: 10 }) + line(x, gy - 82, x, gy - 22, color.grey, 8) + line(x - 40, gy - 6, x + 40, gy - 6, color.ink, 6) + circle(x - 40, gy - 4, 6, color.ink) + circle(x + 40, gy - 4, 6, color.ink);
export const shelfUnit = (x, gy, w, h, levels, fillFn) => { let s = rect(x, gy - h, w, h, '#e6ded2') + rect(x, gy - h, 10, h, color.grey) + rect(x + w - 10, gy - h, 10, h, color.grey); for (let k = 0; k <= levels; k++) { const y = gy - (h * k) / levels; s += rect(x, y - 8, w, 10, darken(color.grey, 0.1)); if (k < levels) s += fillFn(x + 16, y - 8, w - 32, h / levels - 20, k); } return shadow(x + w / 2, gy, w * 0.55, 10) + s; };
export function rack(x, gy, w, h, levels = 3, bays = 3) {
  let s = ''; const bw = w / bays, lh = h / levels;
  for (let b = 0; b < bays; b++) for (let l = 0; l < levels; l++) {
    const bx = x + b * bw, by = gy - l * lh;
    s += rect(bx + 10, by - 16, bw - 20, 10, '#a57c52');
    let cx = bx + 16;
    while (cx < bx + bw - 60) { const bwid = between(50, 95), bh = between(lh * 0.4, lh * 0.75); if (cx + bwid > bx + bw - 14) break; s += random() < 0.25 ? rect(cx, by - 16 - bh, bwid, bh, '#dbe6ee', { opacity: 0.9 }) + rect(cx, by - 16 - bh, bwid, bh, 'none', { stroke: '#b9c7d3', strokeWidth: 2 }) : box(cx, by - 16, bwid, bh, pick(['#c99a62', '#d3a86e', '#bd8f59'])); cx += bwid + 4; }
  }
  for (let l = 1; l <= levels; l++) s += rect(x, gy - l * lh - 4, w, 12, color.amber) + rect(x, gy - l * lh + 4, w, 4, darken(color.amber, 0.2));
  for (let b = 0; b <= bays; b++) s += rect(x + b * bw - 7, gy - h - 20, 14, h + 20, color.blue) + rect(x + b * bw - 7, gy - h - 20, 4, h + 20, lighten(color.blue, 0.3));
  return shadow(x + w / 2, gy, w * 0.55, 10) + s;
}
export const sink = (x, gy, w = 320, open = true) => { let s = shadow(x + w / 2, gy, w * 0.55, 10) + rect(x, gy - 250, w, 250, '#f3eee6') + rect(x - 10, gy - 270, w + 20, 26, '#d8d0c2', { rx: 6 }) + rect(x + w * 0.28, gy - 276, w * 0.44, 14, '#c6ced6', { rx: 6 }) + stroke(`M${x + w / 2},${gy - 276} L${x + w / 2},${gy - 330} L${x + w / 2 + 44},${gy - 330} L${x + w / 2 + 44},${gy - 310}`, color.steel, 10);
  if (open) s += rect(x + 14, gy - 236, w - 28, 222, '#4a5663') + rect(x - 60, gy - 236, 70, 222, '#e9e2d6') + rect(x + w - 10, gy - 236, 70, 222, '#e9e2d6') + circle(x - 2, gy - 130, 5, color.grey) + circle(x + w + 2, gy - 130, 5, color.grey)
    + stroke(`M${x + w / 2},${gy - 244} L${x + w / 2},${gy - 170} Q${x + w / 2},${gy - 120} ${x + w / 2 + 40},${gy - 120} Q${x + w / 2 + 80},${gy - 120} ${x + w / 2 + 80},${gy - 160} L${x + w / 2 + 80},${gy - 176} L${x + w - 14},${gy - 176}`, '#dfe5ea', 22) + rect(x + w / 2 - 16, gy - 188, 32, 14, color.steel, { rx: 3 }) + rect(x + 40, gy - 236, 12, 140, '#dfe5ea') + rect(x + 70, gy - 236, 12, 120, '#c98b4f') + circle(x + 46, gy - 100, 12, color.blue) + circle(x + 76, gy - 120, 12, color.red);
  return s; };
