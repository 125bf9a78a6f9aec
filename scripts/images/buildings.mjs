// Façades and the parts of buildings: apartment blocks, houses, rooftop fittings, walls, beams, stairs, mailboxes.
import { color, mix, darken, lighten } from './colors.mjs';
import { between, pick } from './random.mjs';
import { oneDecimal, rect, ellipse, path, polygon, line, stroke, group, place, linearGradient, clipTo } from './svg.mjs';

export function apartmentBlock(x, gy, w, h, o = {}) {
  const c = o.color || color.white, floors = o.floors || 4, cols = o.cols || 3, sh = o.shutter || color.teal, fh = h / floors, cw = w / cols, gl = linearGradient(['#9cc8e8', '#e3f1fa']);
  let s = rect(x + 10, gy - h + 10, w, h, '#0b1f33', { opacity: 0.08 }) + rect(x, gy - h, w, h, c) + rect(x - 6, gy - h - 12, w + 12, 14, darken(c, 0.13)) + rect(x + w - 14, gy - h, 14, h, '#000', { opacity: 0.05 });
  if (o.base !== false) s += rect(x, gy - fh * 0.35, w, fh * 0.35, darken(c, 0.1));
  for (let f = 0; f < floors; f++) {
    const y0 = gy - h + f * fh, groundF = f === floors - 1;
    for (let i = 0; i < cols; i++) {
      const ww = cw * 0.42, wx = x + i * cw + (cw - ww) / 2, wy = y0 + fh * 0.2, wh = fh * 0.56;
      if (groundF && o.door !== false && i === Math.floor(cols / 2)) { s += rect(wx - 6, y0 + fh * 0.14, ww + 12, fh * 0.86, darken(c, 0.2)) + rect(wx, y0 + fh * 0.2, ww, fh * 0.8, o.doorC || '#6e4c33') + rect(wx + ww * 0.1, y0 + fh * 0.28, ww * 0.8, fh * 0.3, gl, { opacity: 0.7 }); continue; }
      s += rect(wx - ww * 0.3, wy, ww * 0.28, wh, sh) + rect(wx + ww * 1.02, wy, ww * 0.28, wh, sh) + rect(wx, wy, ww, wh, gl) + rect(wx + ww / 2 - 1.5, wy, 3, wh, '#fff', { opacity: 0.7 });
      if (o.balcony && !groundF) s += rect(wx - ww * 0.45, wy + wh, ww * 1.9, 7, darken(c, 0.15)) + group('', Array.from({ length: 8 }, (_, k) => line(wx - ww * 0.4 + k * ww * 1.8 / 7, wy + wh * 0.62, wx - ww * 0.4 + k * ww * 1.8 / 7, wy + wh, color.ink, 2.5)).join('') + line(wx - ww * 0.45, wy + wh * 0.6, wx + ww * 1.45, wy + wh * 0.6, color.ink, 4));
    }
  }
  return s;
}
export function house(x, gy, w, h, o = {}) {
  const c = o.color || color.white, rf = o.roof || color.terra;
  let s = rect(x, gy - h, w, h, c) + rect(x + w - 12, gy - h, 12, h, '#000', { opacity: 0.05 }) + polygon([[x - 14, gy - h], [x + w / 2, gy - h - w * 0.26], [x + w + 14, gy - h]], rf);
  for (let k = 1; k < 6; k++) s += line(x - 14 + k * (w + 28) / 6, gy - h, x + w / 2, gy - h - w * 0.26, darken(rf, 0.2), 2, { opacity: 0.5 });
  s += rect(x + w * 0.14, gy - h * 0.6, w * 0.2, h * 0.6, o.doorC || '#7a5236') + rect(x + w * 0.5, gy - h * 0.7, w * 0.3, h * 0.32, color.glass) + rect(x + w * 0.44, gy - h * 0.7, w * 0.06, h * 0.32, o.shutter || color.teal) + rect(x + w * 0.8, gy - h * 0.7, w * 0.06, h * 0.32, o.shutter || color.teal);
  return s;
}
// Rooftop helpers
export const antenna = (x, gy, s = 1) => group(place(x, gy, s), line(0, 0, 0, -160, color.grey, 5) + line(-50, -130, 50, -130, color.grey, 4) + line(-40, -100, 40, -100, color.grey, 4) + line(-30, -150, 30, -150, color.grey, 4) + line(0, 0, -40, 0, color.grey, 3));
export const chimney = (x, gy, s = 1) => group(place(x, gy, s), rect(-24, -90, 48, 90, '#e9ddc8') + rect(-32, -100, 64, 14, '#d6c4a6'));
export const drain = (x, y, s = 1) => group(place(x, y, s), ellipse(0, 0, 30, 10, color.ink) + ellipse(0, -2, 22, 7, color.grey) + line(-14, -2, 14, -2, color.ink, 2) + line(0, -8, 0, 4, color.ink, 2));
export function graffiti(x, y, w, h, k = 12) {
  let s = ''; const cols = ['#e0457b', '#7a4ce0', '#23b5d3', '#f2a81d', '#39b54a', '#1d2833'];
  for (let i = 0; i < k; i++) { const x0 = x + between(0, w * 0.8), y0 = y + between(0, h), c = pick(cols); let d = `M${oneDecimal(x0)},${oneDecimal(y0)}`; for (let j = 0; j < 4; j++) d += ` q${oneDecimal(between(-40, 60))},${oneDecimal(between(-80, 80))} ${oneDecimal(between(30, 110))},${oneDecimal(between(-40, 40))}`; s += stroke(d, c, between(9, 20), { opacity: 0.9 }); }
  for (let i = 0; i < 5; i++) s += path(`M${x + between(0, w)},${y + between(0, h)} c30,-60 90,-60 100,0 c10,60 -70,70 -100,0Z`, pick(cols), { opacity: 0.55 });
  return s;
}
export const brickWall = (x, y, w, h, c = '#d9c3a5') => { let s = rect(x, y, w, h, c); for (let r = 0, yy = y; yy < y + h; yy += 34, r++) { s += line(x, yy, x + w, yy, darken(c, 0.12), 2); for (let xx = x + (r % 2 ? 40 : 0); xx < x + w; xx += 80) s += line(xx, yy, xx, yy + 34, darken(c, 0.12), 2); } return s; };
export const stoneWall = (x, y, w, h, c) => { let s = rect(x, y, w, h, c); for (let yy = y, r = 0; yy < y + h; yy += 60, r++) for (let xx = x - (r % 2) * 60; xx < x + w; xx += 120) s += rect(xx + 3, yy + 3, 114, 54, mix(c, pick(['#ffffff', '#000000', color.ochre]), between(0.02, 0.1)), { rx: 6 }); return group('', s, { clipPath: clipTo(rect(x, y, w, h)) }); };
export function iBeam(x, y, w, h, c, vertical = false) {
  const fl = h * 0.18;
  return vertical ? rect(x, y, h, w, c) + rect(x + fl, y, h - 2 * fl, w, lighten(c, 0.15)) + rect(x, y, fl * 0.6, w, darken(c, 0.15)) : rect(x, y, w, h, c) + rect(x, y + fl, w, h - 2 * fl, lighten(c, 0.15)) + rect(x, y + h - fl * 0.6, w, fl * 0.6, darken(c, 0.15));
}
export function stairs(x0, y0, n0, tread = 64, riser = 42, c = '#efe9df') { // rising to the right from (x0,y0) floor level
  let s = path(`M${x0},${y0} ` + Array.from({ length: n0 }, (_, i) => `L${x0 + i * tread},${y0 - (i + 1) * riser} L${x0 + (i + 1) * tread},${y0 - (i + 1) * riser}`).join(' ') + ` L${x0 + n0 * tread},${y0}Z`, darken(c, 0.08));
  for (let i = 0; i < n0; i++) s += rect(x0 + i * tread - 4, y0 - (i + 1) * riser, tread + 4, 10, lighten(c, 0.4)) + rect(x0 + i * tread, y0 - (i + 1) * riser + 10, tread, riser - 10, c) + rect(x0 + i * tread, y0 - (i + 1) * riser + 10, 6, riser - 10, '#000', { opacity: 0.06 });
  const hx0 = x0 + 20, hy0 = y0 - riser - 110, hx1 = x0 + n0 * tread, hy1 = y0 - n0 * riser - 110;
  for (let i = 0; i < n0; i++) { const bx = x0 + i * tread + tread / 2; s += line(bx, y0 - (i + 1) * riser, bx, hy0 + (bx - hx0) * (hy1 - hy0) / (hx1 - hx0), '#3a4652', 4); }
  return s + line(hx0, hy0, hx1, hy1, '#7a5236', 12) + line(x0 + 20, y0 - riser, hx0, hy0, '#3a4652', 8);
}
export const mailboxes = (x, y, cols = 4, rows = 3) => rect(x - 10, y - 10, cols * 62 + 16, rows * 46 + 16, '#8d96a0', { rx: 6 }) + Array.from({ length: cols * rows }, (_, i) => rect(x + (i % cols) * 62, y + Math.floor(i / cols) * 46, 56, 40, '#c6ced6', { rx: 3 }) + rect(x + (i % cols) * 62 + 10, y + Math.floor(i / cols) * 46 + 8, 36, 5, color.ink, { rx: 2 })).join('');
