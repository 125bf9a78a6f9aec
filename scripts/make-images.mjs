// make-images.mjs — draws every illustration of the website as flat SVG scenes and renders them with sharp.
//
// Run from the project root:   npm run images      (same as: node scripts/make-images.mjs)
//
// Deterministic: no network and no Math.random (textures use a PRNG seeded by the file name), so the
// same script always writes the same files. Output: data/images/{hero,services,projects,blog,about},
// data/images/og-default.jpg. (The site's icon is data/images/icono.svg, drawn by hand; the build makes every size from it.)
// Every scene is drawn on a 1200×800 canvas; 16:9 outputs show its central band (y 62–738).
import sharp from 'sharp';
import { mkdir, stat } from 'node:fs/promises';
import nodePath from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = nodePath.resolve(nodePath.dirname(fileURLToPath(import.meta.url)), '..');
const IMAGES_DIR = nodePath.join(ROOT, 'data/images');

// ───────────────────────── palette, colour maths, PRNG ─────────────────────────
const color = {
  navy: '#0f3a5f', blue: '#1f6fb2', sky: '#d8ebf7', teal: '#2a9d8f', amber: '#f2a81d', white: '#fbf7f0',
  ochre: '#d9a066', grey: '#5b6b7a', ink: '#1d2833', green: '#5e9a58', leaf: '#467a48', sage: '#8fa67e',
  wood: '#b98553', terra: '#c4714a', steel: '#aab6c2', red: '#c8553d', glass: '#bcdaf0',
};
const skinTones = ['#f0c8a0', '#d9a47a', '#b98158', '#8d5b3c'];
const hairColors = ['#2b1d16', '#5a3a22', '#1c1c1c', '#8a6a4a', '#b9b2a8'];
const hexToRgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => '#' + hexToRgb(a).map((v, i) => Math.round(v + (hexToRgb(b)[i] - v) * t).toString(16).padStart(2, '0')).join('');
const darken = (c, t = 0.2) => mix(c, '#000000', t);
const lighten = (c, t = 0.2) => mix(c, '#ffffff', t);
let random = () => 0.5;
function reseed(name) {
  let a = [...name].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619), 2166136261) >>> 0;
  random = () => { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}
const between = (a, b) => a + random() * (b - a);
const pick = (arr) => arr[Math.floor(random() * arr.length)];

// ───────────────────────── SVG primitives ─────────────────────────
const oneDecimal = (v) => (typeof v === 'number' ? +v.toFixed(1) : v);
const attrs = (o) => Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== false)
  .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${oneDecimal(v)}"`).join(' ');
const element = (tag, o, inner) => (inner == null ? `<${tag} ${attrs(o)}/>` : `<${tag} ${attrs(o)}>${inner}</${tag}>`);
const rect = (x, y, w, h, fill, o = {}) => element('rect', { x, y, width: w, height: h, fill, ...o });
const circle = (cx, cy, r, fill, o = {}) => element('circle', { cx, cy, r, fill, ...o });
const ellipse = (cx, cy, rx, ry, fill, o = {}) => element('ellipse', { cx, cy, rx, ry, fill, ...o });
const path = (d, fill, o = {}) => element('path', { d, fill, ...o });
const polygon = (pts, fill, o = {}) => element('polygon', { points: pts.map((p) => p.map(oneDecimal).join(',')).join(' '), fill, ...o });
const line = (x1, y1, x2, y2, color, w, o = {}) => element('line', { x1, y1, x2, y2, stroke: color, strokeWidth: w, strokeLinecap: 'round', ...o });
const stroke = (d, color, w, o = {}) => path(d, 'none', { stroke: color, strokeWidth: w, strokeLinecap: 'round', strokeLinejoin: 'round', ...o });
const group = (transform, inner, o = {}) => element('g', { transform: transform || undefined, ...o }, inner);
const place = (x, y, s = 1, flip = false) => `translate(${oneDecimal(x)},${oneDecimal(y)}) scale(${oneDecimal(flip ? -s : s)},${oneDecimal(s)})`;
const shadow = (x, y, rx, ry = rx * 0.16, op = 0.16) => ellipse(x, y, rx, ry, '#0b1f33', { opacity: op });
let defs = [], nextId = 0;
const stopsSvg = (stops) => stops.map((s, i) => (Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s, 1]))
  .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
const linearGradient = (stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) => {
  const id = 'g' + nextId++;
  defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`);
  return `url(#${id})`;
};
const radialGradient = (stops, cx = 0.5, cy = 0.5, r = 0.5) => {
  const id = 'g' + nextId++;
  defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`);
  return `url(#${id})`;
};
const clipTo = (shape) => { const id = 'c' + nextId++; defs.push(`<clipPath id="${id}">${shape}</clipPath>`); return `url(#${id})`; };
const along = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const extendPast = (a, b, e) => { const d = Math.hypot(b[0] - a[0], b[1] - a[1]); return [b[0] + ((b[0] - a[0]) / d) * e, b[1] + ((b[1] - a[1]) / d) * e]; };

// ───────────────────────── small symbols ─────────────────────────
const sparkle = (x, y, s = 20, fill = '#ffffff', op = 1) => path(
  `M${x},${y - s} Q${x + s * 0.14},${y - s * 0.14} ${x + s},${y} Q${x + s * 0.14},${y + s * 0.14} ${x},${y + s} Q${x - s * 0.14},${y + s * 0.14} ${x - s},${y} Q${x - s * 0.14},${y - s * 0.14} ${x},${y - s}Z`, fill, { opacity: op });
const dropOutline = 'M0,-1 C0.45,-0.35 0.62,0.05 0.62,0.32 A0.62,0.62 0 0 1 -0.62,0.32 C-0.62,0.05 -0.45,-0.35 0,-1Z';
const drop = (x, y, s = 20, fill = color.blue, op = 1) => path(dropOutline, fill, { transform: place(x, y, s), opacity: op });
const bubbles = (x, y, w, h, k = 8) => Array.from({ length: k }, () => { const r = between(5, 14); return circle(x + between(0, w), y + between(0, h), r, '#ffffff', { opacity: 0.75, stroke: color.sky, strokeWidth: 2 }); }).join('');
const sparkles = (x, y, w, h, k = 5, size = 22) => Array.from({ length: k }, () => sparkle(x + between(0, w), y + between(0, h), between(size * 0.5, size))).join('');
const shield = (x, y, s = 1, fill = color.teal) => group(place(x, y, s), path('M0,-60 L48,-42 L48,0 Q48,40 0,62 Q-48,40 -48,0 L-48,-42Z', fill)
  + path('M0,-60 L48,-42 L48,0 Q48,40 0,62Z', '#000', { opacity: 0.12 }) + stroke('M-20,0 L-5,16 L24,-18', '#fff', 10));
const flame = (x, y, s = 1) => group(place(x, y, s), path('M0,0 C-34,-6 -38,-48 -12,-80 C-12,-56 4,-54 2,-92 C34,-64 40,-20 26,-6 C18,0 8,2 0,0Z', '#e8663b')
  + path('M2,-4 C-16,-10 -18,-36 -2,-52 C0,-38 10,-36 10,-56 C26,-36 26,-14 16,-6Z', color.amber));
const virus = (x, y, r, c = color.teal, op = 0.8) => group(`translate(${x},${y})`, Array.from({ length: 10 }, (_, i) => {
  const a = (i / 10) * Math.PI * 2; return line(0, 0, Math.cos(a) * r * 1.45, Math.sin(a) * r * 1.45, c, r * 0.16) + circle(Math.cos(a) * r * 1.5, Math.sin(a) * r * 1.5, r * 0.22, c);
}).join('') + circle(0, 0, r, c) + circle(-r * 0.3, -r * 0.2, r * 0.22, '#fff', { opacity: 0.35 }), { opacity: op });
const clock = (x, y, r) => circle(x, y, r, '#fff') + circle(x, y, r, 'none', { stroke: color.navy, strokeWidth: r * 0.12 })
  + path(`M${x},${y} L${x},${y - r * 0.95} A${r * 0.95},${r * 0.95} 0 0 1 ${x + r * 0.95},${y}Z`, color.amber, { opacity: 0.8 })
  + line(x, y, x, y - r * 0.6, color.navy, r * 0.1) + line(x, y, x + r * 0.45, y + r * 0.2, color.navy, r * 0.1) + circle(x, y, r * 0.08, color.navy);

// ───────────────────────── backgrounds ─────────────────────────
const sky = (h = 800, top = '#7fb9e2', bot = '#e6f2fa') => rect(0, 0, 1200, h, linearGradient([top, bot]));
const sun = (x, y, r = 60) => circle(x, y, r * 2.4, color.amber, { opacity: 0.1 }) + circle(x, y, r * 1.6, color.amber, { opacity: 0.18 }) + circle(x, y, r, '#f8c85a');
const cloud = (x, y, s = 1, fill = '#ffffff', op = 0.95) => group(place(x, y, s), ellipse(0, 0, 78, 24, fill) + circle(-30, -12, 30, fill) + circle(12, -24, 38, fill) + circle(50, -8, 26, fill), { opacity: op });
const ground = (y, top = '#e9dcc6', bot = '#d8c6a8') => rect(0, y, 1200, 800 - y, linearGradient([top, bot]));
const hills = (y, c = '#b9cfa0', op = 0.7) => path(`M0,${y} Q200,${y - 60} 420,${y - 20} T820,${y - 30} T1200,${y - 40} L1200,${y + 40} L0,${y + 40}Z`, c, { opacity: op });
function town(gy, o = {}) {
  const cols = o.cols || ['#f4e7d4', '#ecd5b4', '#f8f1e6', '#e6c8a0', '#f1dcc0'];
  let s = '', x = o.x0 ?? -20;
  while (x < (o.x1 ?? 1220)) {
    const w = between(60, 150), h = between(o.minH ?? 50, (o.minH ?? 50) + (o.varH ?? 90)), c = pick(cols);
    s += rect(x, gy - h, w, h, c) + rect(x - 3, gy - h - 5, w + 6, 6, darken(c, 0.1));
    for (let wy = gy - h + 14; wy < gy - 18; wy += 24) for (let wx = x + 10; wx < x + w - 14; wx += 22) s += rect(wx, wy, 9, 12, mix(c, color.grey, 0.4));
    x += w + between(0, 10);
  }
  if (o.tower !== false) { const tx = o.tower ?? 860; s += rect(tx, gy - 210, 44, 210, '#ead2ae') + rect(tx - 6, gy - 214, 56, 10, '#d9bd93') + rect(tx + 14, gy - 190, 16, 26, '#b99a72', { rx: 8 }) + path(`M${tx - 2},${gy - 214} Q${tx + 22},${gy - 262} ${tx + 46},${gy - 214}Z`, '#5aa0a8') + line(tx + 22, gy - 250, tx + 22, gy - 272, color.grey, 3); }
  return group('', s, { opacity: o.op ?? 0.85 });
}
// Perspective floor: checker / wood / concrete / marble / terrazzo, drawn below y=fy (draw the wall after it).
function floor(fy, kind = 'tiles', o = {}) {
  const vx = o.vx ?? 600, vy = fy - (o.depth ?? 260), F = 800 - vy, step = o.step ?? 110, W = step / F;
  const xAt = (xb, y) => vx + (xb - vx) * (y - vy) / F;
  const [c1, c2] = o.colors || ({ tiles: ['#e9e1d3', '#d9cdb9'], marble: ['#f6f2ec', '#e1dad0'], terrazzo: ['#ebe3d6', '#e3d9ca'], vinyl: ['#dfe5e9', '#c9d3da'], terra: ['#d08a63', '#c27752'] }[kind] || ['#c5cdd4', '#b7c0c8']);
  let s = rect(0, fy, 1200, 800 - fy, linearGradient([c2, c1]));
  if (kind === 'concrete' || kind === 'epoxy') {
    for (let xb = vx - 12 * 260; xb <= vx + 12 * 260; xb += 260) s += line(xAt(xb, fy), fy, xAt(xb, 800), 800, '#ffffff', 2, { opacity: 0.25 });
    for (let k = 1; k < 12; k++) { const y = vy + F / (1 + k * 2.4 * W); if (y > fy) s += line(0, y, 1200, y, '#ffffff', 2, { opacity: 0.2 }); }
    return s + rect(0, fy, 1200, 800 - fy, linearGradient([[0, '#fff', 0.25], [0.5, '#fff', 0], [1, '#000', 0.06]]));
  }
  if (kind === 'wood') {
    let i = 0;
    for (let xb = vx - 30 * 60; xb <= vx + 30 * 60; xb += 60, i++) {
      const c = ['#c8935e', '#bd8753', '#d29f6a', '#b98050'][i % 4];
      s += polygon([[xAt(xb, fy), fy], [xAt(xb + 60, fy), fy], [xAt(xb + 60, 800), 800], [xAt(xb, 800), 800]], c) + line(xAt(xb, fy), fy, xAt(xb, 800), 800, '#8d6239', 1.5, { opacity: 0.5 });
      for (let k = i % 3; k < 12; k += 3) { const y = vy + F / (1 + k * 4 * W * 0.25 + 0.01); if (y > fy) s += line(xAt(xb, y), y, xAt(xb + 60, y), y, '#8d6239', 1.5, { opacity: 0.4 }); }
    }
    return s + rect(0, fy, 1200, 800 - fy, linearGradient([[0, '#fff', 0.2], [1, '#fff', 0]]));
  }
  for (let k = 0; ; k++) {
    const yA = vy + F / (1 + k * W), yB = vy + F / (1 + (k + 1) * W);
    if (yA <= fy) break;
    for (let j = -40; j < 40; j++) {
      const xa = vx + j * step, xb = xa + step;
      if (xAt(xb, yA) < -50 || xAt(xa, yA) > 1250) continue;
      s += polygon([[xAt(xa, yA), yA], [xAt(xb, yA), yA], [xAt(xb, yB), yB], [xAt(xa, yB), yB]], (j + k) % 2 ? c1 : c2, { stroke: darken(c2, 0.08), strokeWidth: 1 });
    }
  }
  if (kind === 'marble') for (let i = 0; i < 14; i++) { const y = between(fy + 20, 790), x = between(-100, 1200); s += stroke(`M${x},${y} q${between(40, 90)},${between(-20, 20)} ${between(120, 220)},${between(-10, 30)} t${between(120, 200)},${between(-20, 20)}`, '#b8b0a5', between(1, 2.5), { opacity: 0.45 }); }
  if (kind === 'terrazzo') for (let i = 0; i < 700; i++) { const y = between(fy, 800); s += circle(between(0, 1200), y, between(1, 3.2) * (y - vy) / F, pick(['#b7a58c', '#8f9aa3', '#c9875e', '#6f7c86', '#d8c2a0']), { opacity: 0.8 }); }
  return s;
}
function interior(o = {}) {
  const fy = o.fy ?? 500, wall = o.wall || '#f0e8dc';
  let s = floor(fy, o.floor || 'tiles', o) + rect(0, 0, 1200, fy, linearGradient([lighten(wall, 0.35), wall]));
  if (o.dado) s += rect(0, fy - o.dado, 1200, o.dado, o.dadoC || mix(wall, color.teal, 0.25)) + rect(0, fy - o.dado - 6, 1200, 6, darken(wall, 0.12));
  return s + rect(0, fy - 10, 1200, 10, darken(wall, 0.16)) + rect(0, fy, 1200, 30, linearGradient([[0, '#000', 0.1], [1, '#000', 0]]));
}
function windowView(x, y, w, h, o = {}) {
  const cp = clipTo(rect(x, y, w, h)); let v = sky(800, '#8cc2e8', '#e9f4fb');
  v = group('', rect(x, y, w, h, linearGradient(['#8cc2e8', '#e6f3fb'])) + (o.sun ? circle(x + w * 0.75, y + h * 0.25, 26, '#f8d46a') : '') + cloud(x + w * 0.3, y + h * 0.25, 0.5)
    + group('', Array.from({ length: 5 }, (_, i) => rect(x + i * w / 4 - 10, y + h * (0.55 + 0.1 * (i % 2)), w / 4 - 6, h, ['#f4e6d0', '#e6c8a0', '#f8f1e6'][i % 3])).join(''))
    + (o.palm ? palm(x + w * 0.8, y + h, h * 0.9, 0.6) : ''), { clipPath: cp });
  const fr = o.frame || '#ffffff';
  return rect(x - 10, y - 10, w + 20, h + 20, fr) + v + rect(x + w / 2 - 4, y, 8, h, fr) + (o.bars ? rect(x, y + h / 2 - 4, w, 8, fr) : '') + rect(x - 16, y + h + 6, w + 32, 10, darken(fr, 0.08));
}
const archWindow = (x, y, w, h) => { const cp = clipTo(path(`M${x},${y + h} L${x},${y + w / 2} A${w / 2},${w / 2} 0 0 1 ${x + w},${y + w / 2} L${x + w},${y + h}Z`)); return path(`M${x - 12},${y + h + 8} L${x - 12},${y + w / 2} A${w / 2 + 12},${w / 2 + 12} 0 0 1 ${x + w + 12},${y + w / 2} L${x + w + 12},${y + h + 8}Z`, '#fff') + group('', rect(x, y, w, h, linearGradient(['#86bfe7', '#eaf5fc'])) + palm(x + w * 0.7, y + h + 20, h * 0.75, 0.5) + rect(x, y + h * 0.78, w, h, '#efe0c6'), { clipPath: cp }) + rect(x + w / 2 - 3, y, 6, h, '#fff') + rect(x, y + h * 0.55, w, 6, '#fff'); };

// ───────────────────────── buildings & nature ─────────────────────────
function apartmentBlock(x, gy, w, h, o = {}) {
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
function house(x, gy, w, h, o = {}) {
  const c = o.color || color.white, rf = o.roof || color.terra;
  let s = rect(x, gy - h, w, h, c) + rect(x + w - 12, gy - h, 12, h, '#000', { opacity: 0.05 }) + polygon([[x - 14, gy - h], [x + w / 2, gy - h - w * 0.26], [x + w + 14, gy - h]], rf);
  for (let k = 1; k < 6; k++) s += line(x - 14 + k * (w + 28) / 6, gy - h, x + w / 2, gy - h - w * 0.26, darken(rf, 0.2), 2, { opacity: 0.5 });
  s += rect(x + w * 0.14, gy - h * 0.6, w * 0.2, h * 0.6, o.doorC || '#7a5236') + rect(x + w * 0.5, gy - h * 0.7, w * 0.3, h * 0.32, color.glass) + rect(x + w * 0.44, gy - h * 0.7, w * 0.06, h * 0.32, o.shutter || color.teal) + rect(x + w * 0.8, gy - h * 0.7, w * 0.06, h * 0.32, o.shutter || color.teal);
  return s;
}
function leaf(x0, y0, x1, y1, w, droop, fill) {
  const mx = (x0 + x1) / 2, my = (y0 + y1) / 2 + droop, d = Math.hypot(x1 - x0, y1 - y0) || 1, nx = -(y1 - y0) / d * w, ny = (x1 - x0) / d * w;
  return path(`M${oneDecimal(x0)},${oneDecimal(y0)} Q${oneDecimal(mx + nx)},${oneDecimal(my + ny)} ${oneDecimal(x1)},${oneDecimal(y1 + droop * 0.6)} Q${oneDecimal(mx - nx)},${oneDecimal(my - ny)} ${oneDecimal(x0)},${oneDecimal(y0)}Z`, fill);
}
function palm(x, gy, h = 320, s = 1, lean = 24) {
  const tx = x + lean, ty = gy - h;
  let o = path(`M${x - 12 * s},${gy} Q${x + lean * 0.1},${gy - h / 2} ${tx - 6 * s},${ty} L${tx + 6 * s},${ty} Q${x + lean * 0.1 + 14 * s},${gy - h / 2} ${x + 13 * s},${gy}Z`, '#a07b52');
  for (let k = 1; k < 12; k++) { const t = k / 12, yy = gy - h * t, xx = x + (tx - x) * t * t * 0.9; o += line(xx - 9 * s, yy, xx + 9 * s, yy + 3, '#7f5f3f', 2 * s, { opacity: 0.6 }); }
  const fr = [[-175, 0.9], [-150, 1], [-122, 0.95], [-95, 0.8], [-62, 0.95], [-32, 1], [-5, 0.9], [-135, 0.7], [-48, 0.7]];
  fr.forEach(([a, k], i) => { const L = 185 * s * k, r = (a * Math.PI) / 180; o += leaf(tx, ty, tx + Math.cos(r) * L, ty + Math.sin(r) * L * 0.55, 22 * s, 40 * s, i % 2 ? '#4c8a52' : '#3b7446'); });
  return o + circle(tx - 6 * s, ty + 6 * s, 7 * s, color.ochre) + circle(tx + 6 * s, ty + 8 * s, 7 * s, '#c98b4f');
}
function olive(x, gy, s = 1) {
  let o = path(`M${x - 14 * s},${gy} C${x - 4 * s},${gy - 50 * s} ${x - 30 * s},${gy - 80 * s} ${x - 10 * s},${gy - 120 * s} L${x + 10 * s},${gy - 120 * s} C${x + 20 * s},${gy - 80 * s} ${x + 4 * s},${gy - 50 * s} ${x + 16 * s},${gy}Z`, '#8a7560');
  [[-55, -150, 62, 42, '#7b946b'], [50, -155, 66, 44, '#869f74'], [0, -190, 72, 48, '#93ab80'], [-30, -125, 50, 30, '#6f8a62'], [40, -122, 48, 30, '#7b946b']].forEach(([dx, dy, rx, ry, c]) => { o += ellipse(x + dx * s, gy + dy * s, rx * s, ry * s, c); });
  for (let i = 0; i < 14; i++) o += ellipse(x + between(-90, 90) * s, gy + between(-220, -120) * s, 10 * s, 4 * s, '#c6d3b4', { opacity: 0.6, transform: `rotate(${oneDecimal(between(-30, 30))} ${x} ${gy})` });
  return shadow(x, gy, 110 * s, 14 * s) + o;
}
const cypress = (x, gy, h = 240) => ellipse(x, gy - h / 2, h * 0.13, h / 2, '#2f5d3c') + ellipse(x - h * 0.03, gy - h / 2, h * 0.07, h * 0.45, '#3d6e49');
function hedge(x, gy, w, h, c = '#4f8a4f') {
  let s = shadow(x + w / 2, gy, w * 0.55, 10) + rect(x, gy - h, w, h, c, { rx: Math.min(26, h / 3) }) + rect(x, gy - h, w, h * 0.28, lighten(c, 0.15), { rx: Math.min(26, h / 3) }) + rect(x, gy - h * 0.25, w, h * 0.25, darken(c, 0.12), { rx: 10 });
  for (let i = 0; i < w / 22; i++) s += circle(x + 12 + i * 22 + between(-4, 4), gy - h + between(6, h - 10), between(3, 6), lighten(c, 0.3), { opacity: 0.5 });
  return s;
}
const bush = (x, gy, s = 1, c = '#5a9155') => circle(x - 26 * s, gy - 22 * s, 26 * s, darken(c, 0.08)) + circle(x + 22 * s, gy - 24 * s, 28 * s, c) + circle(x, gy - 40 * s, 30 * s, lighten(c, 0.1));
const flowers = (x, gy, w, c = '#d6487e') => Array.from({ length: Math.floor(w / 16) }, (_, i) => circle(x + i * 16 + between(-4, 4), gy - between(4, 30), between(4, 7), i % 3 ? c : color.amber)).join('');
const pot = (x, gy, s = 1, plant = 'round') => group(place(x, gy, s), shadow(0, 0, 40) + (plant === 'palm' ? leaf(0, -70, -60, -170, 14, 10, '#4c8a52') + leaf(0, -70, 50, -180, 14, 10, '#3b7446') + leaf(0, -70, 0, -200, 12, 0, '#5a9a5c') + leaf(0, -70, -80, -110, 12, 10, '#3b7446') + leaf(0, -70, 80, -120, 12, 10, '#4c8a52')
  : circle(-20, -100, 32, '#5a9155') + circle(20, -110, 34, '#4c8a52') + circle(0, -135, 30, '#67a05e')) + path('M-34,-72 L34,-72 L26,0 L-26,0Z', color.terra) + rect(-38, -78, 76, 12, darken(color.terra, 0.1), { rx: 4 }));

// ───────────────────────── people ─────────────────────────
// Person with feet at (x,gy); ~300px tall at s=1. Hands hl/hr and extra tool art use local coords (feet = 0,0).
function person(x, gy, s = 1, o = {}) {
  const suit = o.suit || color.navy, pants = o.pants || darken(suit, 0.3), skin = o.skin || skinTones[0], hair = o.hair || hairColors[0];
  const pose = o.pose || 'stand', dy = pose === 'kneel' ? 58 : pose === 'sit' ? 20 : 0;
  const hl = o.hl || [-46, -126], hr = o.hr || [46, -126];
  const shoe = (sx, sy = 0) => rect(sx - 16, sy - 13, 34, 14, '#1d2833', { rx: 7 });
  const leg = (d) => stroke(d, pants, 27);
  let legs = '';
  if (pose === 'stand') legs = leg('M-13,-122 L-15,-10') + leg('M13,-122 L15,-10') + shoe(-16) + shoe(18);
  else if (pose === 'walk') legs = leg('M-12,-122 L-36,-10') + leg('M12,-122 L34,-10') + shoe(-38) + shoe(38);
  else if (pose === 'kneel') legs = leg('M-8,-66 L-28,-14 L-74,-14') + leg('M12,-66 L50,-64 L50,-10') + shoe(-86, -1) + shoe(58);
  const lowered = (v) => v + dy;
  let body = rect(-42, lowered(-250), 84, 134, suit, { rx: 36 });
  if (o.stripe !== false) body += rect(-42, lowered(-188), 84, 9, o.stripe || color.amber) + rect(-42, lowered(-162), 84, 6, o.stripe || color.amber, { opacity: 0.6 });
  if (o.apron) body += rect(-30, lowered(-215), 60, 100, o.apron, { rx: 10 });
  let head = rect(-9, lowered(-268), 18, 24, darken(skin, 0.12));
  if (o.hood) head += circle(2, lowered(-284), 35, suit) + ellipse(8, lowered(-282), 19, 22, skin) + rect(-4, lowered(-300), 34, 11, '#2b3a47', { rx: 5 }) + path(`M-6,${lowered(-276)} L26,${lowered(-276)} L22,${lowered(-262)} L-2,${lowered(-262)}Z`, '#e6eaee');
  else {
    if (o.longHair) head += rect(-30, lowered(-300), 40, 62, hair, { rx: 18 });
    head += circle(-5, lowered(-290), 29, hair) + circle(2, lowered(-284), 27, skin) + circle(-13, lowered(-283), 6, darken(skin, 0.08)) + path(`M-25,${lowered(-292)} Q2,${lowered(-324)} 29,${lowered(-294)} Q12,${lowered(-300)} -10,${lowered(-290)}Z`, hair);
    if (o.cap) head += path(`M-28,${lowered(-297)} Q2,${lowered(-336)} 30,${lowered(-297)}Z`, o.cap) + path(`M22,${lowered(-300)} L58,${lowered(-295)} Q46,${lowered(-289)} 20,${lowered(-293)}Z`, darken(o.cap, 0.2));
    if (o.helmet) head += path(`M-31,${lowered(-287)} Q2,${lowered(-338)} 33,${lowered(-287)}Z`, o.helmet) + rect(-36, lowered(-292), 74, 8, darken(o.helmet, 0.12), { rx: 4 });
    if (o.mask) head += path(`M-2,${lowered(-276)} L27,${lowered(-276)} L24,${lowered(-261)} L2,${lowered(-261)}Z`, '#e8eef2');
    if (o.goggles) head += rect(0, lowered(-298), 30, 10, '#2b3a47', { rx: 5 });
  }
  const arm = (sh, h) => { const m = [(sh[0] + h[0]) / 2 + (o.elbow ?? 0), (sh[1] + h[1]) / 2 + 16]; return stroke(`M${sh[0]},${sh[1]} Q${oneDecimal(m[0])},${oneDecimal(m[1])} ${h[0]},${h[1]}`, suit, 22) + circle(h[0], h[1], 11, o.glove || skin); };
  const arms = arm([-30, lowered(-226)], hl) + arm([30, lowered(-226)], hr);
  return group(place(x, gy, s, o.flip), (o.noShadow ? '' : shadow(0, 0, 58, 9)) + (o.back || '') + legs + body + head + (o.tool || '') + arms + (o.front || ''));
}
const handsOn = (a, b, t1, t2) => ({ hl: along(a, b, t1), hr: along(a, b, t2) });
// Tools in a person's local coordinates (floor y=0)
const pole = (a, b, e = 40, c = '#c9d2da', w = 8) => { const p = extendPast(b, a, 0), q = extendPast(a, b, e); return line(p[0], p[1], q[0], q[1], c, w); };
const mopTool = (fx, top, c = color.teal, fy = 0) => pole([fx, fy - 14], top) + rect(fx - 46, fy - 16, 92, 16, c, { rx: 6 }) + rect(fx - 46, fy - 6, 92, 6, darken(c, 0.2), { rx: 3 });
const broomTool = (fx, top) => pole([fx, -26], top, 40, '#b98553') + rect(fx - 40, -32, 80, 14, color.blue, { rx: 5 }) + group('', Array.from({ length: 12 }, (_, i) => line(fx - 36 + i * 6.5, -18, fx - 40 + i * 7.3, 0, color.amber, 3)).join(''));
const rollerTool = (head, hand, c = color.white, handleC = '#c9d2da') => { const [rx, ry] = head; return pole([rx, ry + 24], hand, 20, handleC, 7) + stroke(`M${rx},${ry + 24} L${rx},${ry + 8}`, color.grey, 5) + rect(rx - 38, ry - 12, 76, 22, c, { rx: 9 }) + rect(rx - 38, ry - 12, 76, 7, '#fff', { rx: 4, opacity: 0.35 }); };
const squeegeeTool = (head, hand, ext0 = 40) => pole(head, hand, ext0, '#c9d2da', 7) + rect(head[0] - 6, head[1] - 40, 12, 80, color.ink, { rx: 4 }) + rect(head[0] - 3, head[1] - 40, 6, 80, color.teal, { rx: 3 });
const sprayBottleTool = (hand, dir = 1) => group(place(hand[0], hand[1] + 10, 0.9, dir < 0), path('M-14,0 L-16,-60 Q-16,-70 -8,-72 L8,-72 Q16,-70 16,-60 L14,0Z', color.teal) + rect(-8, -86, 16, 14, '#fff') + path('M-8,-86 L12,-88 L30,-84 L30,-78 L-8,-76Z', '#fff') + rect(-10, -50, 20, 24, '#fff', { opacity: 0.85, rx: 3 }))
  + group(place(hand[0] + 28 * dir, hand[1] - 60, 1, dir < 0), path('M0,0 L90,-30 L90,30Z', '#ffffff', { opacity: 0.45 }) + circle(60, -8, 4, '#fff') + circle(80, 10, 3, '#fff') + circle(95, -12, 3, '#fff'));
function lanceTool(hand, nozzle, target, foam = false) {
  const c = foam ? '#ffffff' : '#d7eefa', a = Math.atan2(target[1] - nozzle[1], target[0] - nozzle[0]), L = Math.hypot(target[0] - nozzle[0], target[1] - nozzle[1]);
  return line(hand[0], hand[1], nozzle[0], nozzle[1], color.ink, 6) + rect(hand[0] - 8, hand[1] - 6, 22, 14, color.amber, { rx: 4 })
    + group(`translate(${oneDecimal(nozzle[0])},${oneDecimal(nozzle[1])}) rotate(${oneDecimal((a * 180) / Math.PI)})`, path(`M0,-3 L${L},${-L * 0.22} L${L},${L * 0.22} L0,3Z`, c, { opacity: 0.7 })
      + Array.from({ length: 14 }, () => circle(between(L * 0.3, L * 1.05), between(-L * 0.25, L * 0.25), between(2, 5), '#fff', { opacity: 0.9 })).join(''));
}
const hoseTool = (from, hand, c = '#2f6d5f') => stroke(`M${from[0]},${from[1]} C${from[0] - 60},${from[1] - 20} ${hand[0] - 80},${hand[1] + 120} ${hand[0]},${hand[1]}`, c, 7);

// ───────────────────────── props ─────────────────────────
const bucket = (x, gy, s = 1, c = color.blue, fill = '#9fd3f0') => group(place(x, gy, s), shadow(0, 0, 42, 7) + path('M-34,-70 L34,-70 L28,0 L-28,0Z', c) + rect(-33, -54, 66, 6, lighten(c, 0.25)) + ellipse(0, -70, 34, 8, darken(c, 0.25)) + (fill ? ellipse(0, -69, 29, 6, fill) : '') + stroke('M-34,-70 Q0,-122 34,-70', darken(c, 0.45), 4));
const mopBucket = (x, gy, s = 1) => group(place(x, gy, s), shadow(0, 0, 80, 9) + rect(-70, -90, 140, 78, color.amber, { rx: 12 }) + rect(-70, -90, 140, 14, lighten(color.amber, 0.3), { rx: 7 }) + ellipse(-20, -88, 40, 6, '#8cc9ea') + rect(24, -132, 44, 46, color.grey, { rx: 8 }) + line(46, -132, 86, -190, color.ink, 7) + circle(-54, -8, 10, color.ink) + circle(54, -8, 10, color.ink));
const wetSign = (x, gy, s = 1) => group(place(x, gy, s), shadow(0, 0, 40, 6) + polygon([[-34, 0], [-12, -120], [12, -120], [34, 0]], color.amber) + polygon([[-18, -34], [0, -84], [18, -34]], 'none', { stroke: color.ink, strokeWidth: 6, strokeLinejoin: 'round' }) + line(0, -70, 0, -52, color.ink, 6) + circle(0, -42, 3.5, color.ink));
const jug = (x, gy, s = 1, c = color.blue) => group(place(x, gy, s), path('M-26,0 L-26,-70 Q-26,-84 -10,-88 L10,-88 Q26,-84 26,-70 L26,0Z', c) + rect(-8, -100, 16, 14, '#fff', { rx: 3 }) + rect(-20, -60, 40, 34, '#fff', { opacity: 0.85, rx: 4 }) + rect(-14, -50, 28, 4, c, { opacity: 0.6 }) + rect(-14, -40, 20, 4, c, { opacity: 0.6 }) + rect(-26, -84, 8, 84, '#fff', { opacity: 0.18 }));
const bottle = (x, gy, s = 1, c = color.teal) => group(place(x, gy, s), path('M-15,0 L-15,-58 Q-15,-66 -7,-70 L-6,-82 L6,-82 L7,-70 Q15,-66 15,-58 L15,0Z', c) + rect(-8, -94, 16, 12, color.white, { rx: 2 }) + rect(-11, -48, 22, 26, '#fff', { opacity: 0.85, rx: 3 }));
const box = (x, gy, w = 90, h = 70, c = '#c99a62') => rect(x, gy - h, w, h, c) + rect(x, gy - h, w, h * 0.18, lighten(c, 0.12)) + rect(x + w * 0.42, gy - h, w * 0.16, h * 0.45, '#e9d3a6', { opacity: 0.8 }) + rect(x + w - 8, gy - h, 8, h, '#000', { opacity: 0.07 });
const toolbox = (x, gy, s = 1, c = color.red) => group(place(x, gy, s), shadow(0, 0, 60, 7) + rect(-55, -50, 110, 50, c, { rx: 6 }) + rect(-55, -50, 110, 12, darken(c, 0.15), { rx: 4 }) + stroke('M-22,-50 L-22,-66 L22,-66 L22,-50', color.ink, 6) + rect(-8, -36, 16, 10, '#ddd', { rx: 2 }));
const paintCan = (x, gy, s = 1, c = color.white, paint = color.teal) => group(place(x, gy, s), shadow(0, 0, 34, 6) + rect(-28, -62, 56, 62, lighten(color.steel, 0.2), { rx: 4 }) + rect(-28, -48, 56, 30, c) + rect(-28, -48, 56, 8, paint) + ellipse(0, -62, 28, 6, paint) + stroke('M-28,-60 Q0,-100 28,-60', color.grey, 3));
const tray = (x, gy, s = 1, paint = color.white) => group(place(x, gy, s), polygon([[-50, 0], [50, 0], [44, -18], [-56, -22]], color.grey) + polygon([[-44, -6], [20, -6], [16, -16], [-50, -18]], paint));
const ladder = (x, gy, h, w = 70, lean = 20) => { let s = line(x, gy, x + lean, gy - h, '#c5ced6', 8) + line(x + w, gy, x + w + lean, gy - h, '#aab5bf', 8); for (let k = 1; k < h / 40; k++) { const t = (k * 40) / h; s += line(x + lean * t, gy - h * t, x + w + lean * t, gy - h * t, '#c5ced6', 6); } return shadow(x + w / 2, gy, w, 8) + s; };
const stepLadder = (x, gy, h) => shadow(x, gy, 70, 8) + line(x - 50, gy, x - 8, gy - h, '#c5ced6', 9) + line(x + 50, gy, x + 8, gy - h, '#aab5bf', 9) + Array.from({ length: Math.floor(h / 45) }, (_, k) => { const t = (k + 1) * 45 / h; return line(x - 50 + 42 * t, gy - h * t, x - 8, gy - h * t, '#c5ced6', 7); }).join('') + rect(x - 16, gy - h - 6, 32, 10, color.grey, { rx: 3 });
function scaffold(x0, gy, w, h, bay = 190, lev = 165) {
  let s = '';
  for (let y = gy; y > gy - h + 10; y -= lev) { s += rect(x0 - 10, y - 14, w + 20, 14, '#c99a5e') + rect(x0 - 10, y - 14, w + 20, 4, '#e0b77a') + line(x0, y - 60, x0 + w, y - 60, '#9aa6b2', 5); }
  for (let x = x0; x <= x0 + w + 1; x += bay) s += line(x, gy, x, gy - h, '#8a97a4', 7) + rect(x - 12, gy - 4, 24, 6, color.grey);
  for (let x = x0, i = 0; x < x0 + w - 1; x += bay, i++) for (let y = gy, j = 0; y > gy - h + lev; y -= lev, j++) s += (i + j) % 2 ? line(x, y - 14, x + bay, y - lev, '#9aa6b2', 4) : '';
  return s;
}
const membraneRoll = (x, y, w, r, c = '#3e464f') => rect(x - w / 2, y - r, w, 2 * r, linearGradient([lighten(c, 0.25), c, darken(c, 0.3)])) + ellipse(x + w / 2, y, r * 0.45, r, darken(c, 0.2)) + stroke(`M${x + w / 2},${y} m-${r * 0.15},0 a${r * 0.15},${r * 0.3} 0 1 1 ${r * 0.3},0 a${r * 0.3},${r * 0.6} 0 1 1 -${r * 0.6},0`, lighten(c, 0.3), 2) + ellipse(x - w / 2, y, r * 0.45, r, c);
const gasBottle = (x, gy, s = 1) => group(place(x, gy, s), shadow(0, 0, 40, 7) + rect(-32, -110, 64, 108, '#e5702f', { rx: 24 }) + rect(-32, -80, 64, 8, '#fff', { opacity: 0.5 }) + rect(-10, -128, 20, 20, color.grey, { rx: 3 }) + rect(-22, -110, 8, 100, '#fff', { opacity: 0.2, rx: 4 }));
const wrench = (x, y, s = 1, a = 0, c = '#9aa6b2') => group(`translate(${x},${y}) rotate(${a}) scale(${s})`, rect(-6, 0, 12, 90, c, { rx: 5 }) + path('M-16,0 A18,18 0 1 1 16,0 L8,0 L8,-14 L-8,-14 L-8,0Z', c));
const meter = (x, y, s = 1, a = 0) => group(`translate(${x},${y}) rotate(${a}) scale(${s})`, rect(-4, -70, 3, 18, color.steel) + rect(5, -70, 3, 18, color.steel) + rect(-22, -54, 46, 86, '#e9a23b', { rx: 10 }) + rect(-15, -46, 32, 26, '#1f3342', { rx: 4 }) + rect(-11, -33, 5, 9, '#6fe0c8') + rect(-4, -38, 5, 14, '#6fe0c8') + rect(3, -42, 5, 18, '#e9a23b') + circle(1, 4, 7, color.ink) + circle(1, 20, 5, color.ink));
const sofa = (x, gy, w = 320, c = color.teal) => shadow(x + w / 2, gy, w * 0.55, 12) + rect(x, gy - 150, w, 90, darken(c, 0.08), { rx: 24 }) + rect(x - 14, gy - 100, w + 28, 70, c, { rx: 20 }) + rect(x - 26, gy - 120, 40, 96, darken(c, 0.15), { rx: 16 }) + rect(x + w - 14, gy - 120, 40, 96, darken(c, 0.15), { rx: 16 }) + rect(x + 20, gy - 140, 70, 60, color.amber, { rx: 16 }) + rect(x + 8, gy - 30, 10, 30, color.ink) + rect(x + w - 18, gy - 30, 10, 30, color.ink) + line(x + w / 2, gy - 96, x + w / 2, gy - 40, darken(c, 0.2), 3);
const floorLamp = (x, gy, h = 300) => shadow(x, gy, 40, 6) + line(x, gy, x, gy - h + 40, color.ink, 5) + ellipse(x, gy - 3, 30, 6, color.ink) + path(`M${x - 40},${gy - h + 60} L${x - 26},${gy - h} L${x + 26},${gy - h} L${x + 40},${gy - h + 60}Z`, '#f3d9a3') + ellipse(x, gy - h + 120, 120, 90, '#fff3c4', { opacity: 0.25 });
const picture = (x, y, w, h) => rect(x - 8, y - 8, w + 16, h + 16, '#fff') + rect(x, y, w, h, color.sky) + circle(x + w * 0.7, y + h * 0.35, h * 0.16, color.amber) + polygon([[x, y + h], [x + w * 0.4, y + h * 0.4], [x + w * 0.75, y + h]], color.teal) + polygon([[x + w * 0.35, y + h], [x + w * 0.7, y + h * 0.55], [x + w, y + h * 0.85], [x + w, y + h]], color.navy);
const swatchFan = (x, y, s = 1) => group(place(x, y, s), [color.navy, color.blue, color.teal, '#8fbf9f', color.amber, color.ochre, color.terra].map((c, i) => group(`rotate(${-60 + i * 18})`, rect(-14, -150, 28, 150, c, { rx: 6 }) + rect(-10, -142, 20, 4, '#fff', { opacity: 0.5 }))).join('') + circle(0, 0, 8, color.ink));
const desk = (x, gy, w = 300) => shadow(x + w / 2, gy, w * 0.55, 10) + rect(x, gy - 130, w, 16, '#e9e3d9') + rect(x + 10, gy - 114, 12, 114, color.grey) + rect(x + w - 22, gy - 114, 12, 114, color.grey) + rect(x + w - 110, gy - 114, 90, 80, '#dcd4c7') + rect(x + w * 0.3, gy - 250, 150, 96, color.ink, { rx: 6 }) + rect(x + w * 0.3 + 8, gy - 242, 134, 80, linearGradient([color.blue, color.teal])) + rect(x + w * 0.3 + 66, gy - 154, 18, 24, color.grey) + rect(x + w * 0.3 + 40, gy - 134, 70, 6, color.grey) + rect(x + 26, gy - 140, 60, 10, color.ink, { rx: 3 }) + rect(x + w * 0.82, gy - 176, 22, 46, color.amber, { rx: 6 });
const chair = (x, gy, c = color.navy) => shadow(x, gy, 50, 7) + rect(x - 36, gy - 190, 72, 90, c, { rx: 16 }) + rect(x - 44, gy - 104, 88, 22, c, { rx: 10 }) + line(x, gy - 82, x, gy - 22, color.grey, 8) + line(x - 40, gy - 6, x + 40, gy - 6, color.ink, 6) + circle(x - 40, gy - 4, 6, color.ink) + circle(x + 40, gy - 4, 6, color.ink);
const shelfUnit = (x, gy, w, h, levels, fillFn) => { let s = rect(x, gy - h, w, h, '#e6ded2') + rect(x, gy - h, 10, h, color.grey) + rect(x + w - 10, gy - h, 10, h, color.grey); for (let k = 0; k <= levels; k++) { const y = gy - (h * k) / levels; s += rect(x, y - 8, w, 10, darken(color.grey, 0.1)); if (k < levels) s += fillFn(x + 16, y - 8, w - 32, h / levels - 20, k); } return shadow(x + w / 2, gy, w * 0.55, 10) + s; };
function rack(x, gy, w, h, levels = 3, bays = 3) {
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
const pallet = (x, gy, w = 140, boxes = 2) => rect(x, gy - 16, w, 16, '#a57c52') + rect(x + 8, gy - 8, 20, 8, '#7d5a38') + rect(x + w / 2 - 10, gy - 8, 20, 8, '#7d5a38') + rect(x + w - 28, gy - 8, 20, 8, '#7d5a38') + Array.from({ length: boxes }, (_, i) => box(x + 4 + (i % 2) * (w / 2 - 2), gy - 16 - Math.floor(i / 2) * 62, w / 2 - 6, 60)).join('');
function forklift(x, gy, s = 1, flip = false) {
  return group(place(x, gy, s, flip), shadow(20, 0, 140, 12) + rect(-170, -210, 10, 200, color.ink) + rect(-150, -210, 10, 200, color.ink) + rect(-230, -26, 80, 8, color.grey) + pallet(-240, -18, 90, 2)
    + path('M-140,-20 L-140,-110 L-40,-110 L-20,-170 L60,-170 L60,-20Z', color.amber) + rect(40, -110, 60, 90, darken(color.amber, 0.25), { rx: 10 }) + stroke('M-40,-110 L-30,-230 L60,-230 L60,-170', color.ink, 7) + rect(-30, -160, 80, 45, '#bcdaf0', { opacity: 0.6 }) + circle(-100, -20, 30, color.ink) + circle(-100, -20, 12, color.grey) + circle(60, -20, 26, color.ink) + circle(60, -20, 10, color.grey) + circle(20, -190, 8, color.amber));
}
const carFront = (x, gy, s = 1, c = color.blue) => group(place(x, gy, s), shadow(0, 0, 120, 12, 0.22) + rect(-96, -22, 32, 24, color.ink, { rx: 6 }) + rect(64, -22, 32, 24, color.ink, { rx: 6 }) + path('M-74,-76 L-56,-128 Q-52,-136 -40,-136 L40,-136 Q52,-136 56,-128 L74,-76Z', darken(c, 0.12)) + path('M-62,-80 L-48,-122 L48,-122 L62,-80Z', linearGradient(['#d5e8f5', '#9dbfd8'])) + rect(-104, -84, 208, 66, c, { rx: 18 }) + rect(-104, -44, 208, 14, darken(c, 0.2), { rx: 6 }) + ellipse(-70, -62, 18, 9, '#fff8df') + ellipse(70, -62, 18, 9, '#fff8df') + rect(-34, -68, 68, 16, darken(c, 0.45), { rx: 5 }) + rect(-112, -92, 16, 10, c, { rx: 4 }) + rect(96, -92, 16, 10, c, { rx: 4 }));
const carSide = (x, gy, s = 1, c = color.red, flip = false) => group(place(x, gy, s, flip), shadow(0, 0, 170, 12, 0.2) + path('M-160,-30 L-160,-70 Q-150,-90 -100,-95 L-60,-140 Q-50,-148 -30,-148 L60,-148 Q80,-148 95,-130 L125,-95 Q160,-92 165,-70 L165,-30Z', c) + path('M-50,-134 L-20,-134 L-20,-98 L-85,-98Z', '#cfe4f2') + path('M-8,-134 L55,-134 Q68,-134 78,-122 L98,-98 L-8,-98Z', '#cfe4f2') + rect(-160, -48, 325, 8, darken(c, 0.2)) + circle(-95, -30, 30, color.ink) + circle(-95, -30, 12, color.steel) + circle(100, -30, 30, color.ink) + circle(100, -30, 12, color.steel) + rect(150, -80, 14, 10, '#fff3c4', { rx: 3 }));
function van(x, gy, s = 1, c = color.white, flip = false) {
  return group(place(x, gy, s, flip), shadow(0, 0, 200, 14, 0.2) + path('M-190,-40 L-190,-210 Q-190,-222 -178,-222 L90,-222 Q110,-222 122,-200 L170,-120 Q200,-112 200,-80 L200,-40Z', c)
    + path('M100,-206 L150,-122 L60,-122 L60,-206Z', '#bcd8ec') + rect(-190, -110, 390, 26, color.blue) + rect(-190, -84, 390, 8, color.teal) + rect(-190, -52, 390, 14, darken(c, 0.15))
    + group(place(-60, -160, 1.6), drop(0, 0, 22, color.blue) + sparkle(22, -18, 9, color.amber)) + line(50, -216, 50, -50, darken(c, 0.12), 3) + circle(-120, -40, 34, color.ink) + circle(-120, -40, 14, color.steel) + circle(120, -40, 34, color.ink) + circle(120, -40, 14, color.steel) + rect(188, -104, 14, 14, '#fff3c4', { rx: 3 }));
}
const tank = (x, gy, w, h) => { const g = linearGradient(['#7d8a97', '#e9eef2', '#b1bcc6', '#8793a0'], [0, 0, 1, 0]); return shadow(x + w / 2, gy, w * 0.6, 10) + rect(x + 10, gy - 40, 8, 40, color.grey) + rect(x + w - 18, gy - 40, 8, 40, color.grey) + rect(x, gy - h, w, h - 40, g, { rx: 6 }) + ellipse(x + w / 2, gy - h, w / 2, 16, g) + ellipse(x + w / 2, gy - 40, w / 2, 12, g) + rect(x + w / 2 - 20, gy - h * 0.55, 40, 40, '#cfd7de', { rx: 20, stroke: color.grey, strokeWidth: 3 }) + rect(x - 30, gy - 70, 30, 12, '#9aa6b2'); };
function conveyor(x, y, w, items = 'box') {
  let s = shadow(x + w / 2, y + 120, w * 0.5, 10) + rect(x + 30, y, 12, 120, color.grey) + rect(x + w - 42, y, 12, 120, color.grey) + rect(x, y - 10, w, 26, color.ink, { rx: 13 }) + rect(x, y - 10, w, 6, '#3d4b58', { rx: 3 });
  for (let i = 0; i < w / 28; i++) s += circle(x + 14 + i * 28, y + 3, 5, color.grey);
  for (let i = 0; i < w / 110; i++) s += items === 'bread' ? ellipse(x + 55 + i * 110, y - 26, 40, 18, '#d69a57') + path(`M${x + 35 + i * 110},${y - 34} q8,-6 14,0 m8,0 q8,-6 14,0`, 'none', { stroke: '#b57a3a', strokeWidth: 3 }) : items === 'jar' ? rect(x + 35 + i * 110, y - 62, 40, 52, '#e9a23b', { rx: 8 }) + rect(x + 35 + i * 110, y - 68, 40, 12, color.grey, { rx: 3 }) : box(x + 30 + i * 110, y - 10, 60, 46);
  return s;
}
// Walk-behind floor scrubber, drawn in a person's local frame (operator at 0,0 facing right)
const scrubberTool = (c = color.blue) => shadow(160, 2, 120, 9) + rect(20, -14, 50, 14, color.ink, { rx: 5 }) + line(96, -116, 60, -150, color.ink, 9) + line(50, -154, 72, -146, color.ink, 11) + rect(60, -126, 186, 100, c, { rx: 20 }) + rect(74, -140, 140, 26, lighten(c, 0.2), { rx: 12 }) + rect(60, -80, 186, 9, color.amber) + rect(70, -34, 190, 22, color.grey, { rx: 8 }) + circle(110, -18, 20, color.ink) + circle(110, -18, 8, color.steel) + circle(232, -104, 7, color.amber);
const polisherTool = (dx = 130, c = color.blue) => line(dx - 20, -60, 58, -148, '#c9d2da', 8) + line(44, -158, 70, -140, color.ink, 12) + ellipse(dx, -4, 70, 11, color.ink) + rect(dx - 64, -40, 128, 34, color.grey, { rx: 14 }) + rect(dx - 36, -82, 72, 46, c, { rx: 16 }) + rect(dx - 36, -82, 72, 12, lighten(c, 0.25), { rx: 6 });
const grinderTool = (dx = 150) => line(dx - 40, -70, 60, -150, color.ink, 8) + line(44, -158, 74, -142, color.ink, 12) + rect(dx - 110, -22, 220, 20, color.ink, { rx: 8 }) + path(`M${dx - 100},-24 Q${dx},-110 ${dx + 100},-24Z`, color.amber) + rect(dx - 30, -108, 60, 40, color.grey, { rx: 10 }) + circle(dx - 70, -10, 12, '#3d4b58') + circle(dx + 70, -10, 12, '#3d4b58');
const vacuumTool = (bodyX, hand, nozzleX) => shadow(bodyX, 2, 50, 6) + stroke(`M${bodyX},-50 C${bodyX - 40},-10 ${hand[0] + 60},${hand[1] + 120} ${hand[0] + 6},${hand[1] + 6}`, color.ink, 8) + line(hand[0], hand[1], nozzleX, -10, color.grey, 8) + rect(nozzleX - 34, -14, 68, 14, color.ink, { rx: 5 }) + rect(bodyX - 40, -74, 80, 66, color.red, { rx: 30 }) + rect(bodyX - 24, -90, 48, 20, darken(color.red, 0.2), { rx: 8 }) + circle(bodyX - 28, -8, 9, color.ink) + circle(bodyX + 28, -8, 9, color.ink);
const pressureWasher = (x, gy, s = 1) => group(place(x, gy, s), shadow(0, 0, 60, 8) + rect(-46, -100, 92, 84, color.blue, { rx: 14 }) + rect(-46, -100, 92, 18, lighten(color.blue, 0.25), { rx: 9 }) + rect(-20, -70, 40, 30, color.ink, { rx: 6 }) + circle(-30, -14, 16, color.ink) + circle(30, -14, 16, color.ink) + stroke('M40,-100 L40,-140 L0,-140', color.grey, 6));
// Rooftop helpers
const antenna = (x, gy, s = 1) => group(place(x, gy, s), line(0, 0, 0, -160, color.grey, 5) + line(-50, -130, 50, -130, color.grey, 4) + line(-40, -100, 40, -100, color.grey, 4) + line(-30, -150, 30, -150, color.grey, 4) + line(0, 0, -40, 0, color.grey, 3));
const chimney = (x, gy, s = 1) => group(place(x, gy, s), rect(-24, -90, 48, 90, '#e9ddc8') + rect(-32, -100, 64, 14, '#d6c4a6'));
const drain = (x, y, s = 1) => group(place(x, y, s), ellipse(0, 0, 30, 10, color.ink) + ellipse(0, -2, 22, 7, color.grey) + line(-14, -2, 14, -2, color.ink, 2) + line(0, -8, 0, 4, color.ink, 2));
function graffiti(x, y, w, h, k = 12) {
  let s = ''; const cols = ['#e0457b', '#7a4ce0', '#23b5d3', '#f2a81d', '#39b54a', '#1d2833'];
  for (let i = 0; i < k; i++) { const x0 = x + between(0, w * 0.8), y0 = y + between(0, h), c = pick(cols); let d = `M${oneDecimal(x0)},${oneDecimal(y0)}`; for (let j = 0; j < 4; j++) d += ` q${oneDecimal(between(-40, 60))},${oneDecimal(between(-80, 80))} ${oneDecimal(between(30, 110))},${oneDecimal(between(-40, 40))}`; s += stroke(d, c, between(9, 20), { opacity: 0.9 }); }
  for (let i = 0; i < 5; i++) s += path(`M${x + between(0, w)},${y + between(0, h)} c30,-60 90,-60 100,0 c10,60 -70,70 -100,0Z`, pick(cols), { opacity: 0.55 });
  return s;
}
const brickWall = (x, y, w, h, c = '#d9c3a5') => { let s = rect(x, y, w, h, c); for (let r = 0, yy = y; yy < y + h; yy += 34, r++) { s += line(x, yy, x + w, yy, darken(c, 0.12), 2); for (let xx = x + (r % 2 ? 40 : 0); xx < x + w; xx += 80) s += line(xx, yy, xx, yy + 34, darken(c, 0.12), 2); } return s; };
const stoneWall = (x, y, w, h, c) => { let s = rect(x, y, w, h, c); for (let yy = y, r = 0; yy < y + h; yy += 60, r++) for (let xx = x - (r % 2) * 60; xx < x + w; xx += 120) s += rect(xx + 3, yy + 3, 114, 54, mix(c, pick(['#ffffff', '#000000', color.ochre]), between(0.02, 0.1)), { rx: 6 }); return group('', s, { clipPath: clipTo(rect(x, y, w, h)) }); };
function iBeam(x, y, w, h, c, vertical = false) {
  const fl = h * 0.18;
  return vertical ? rect(x, y, h, w, c) + rect(x + fl, y, h - 2 * fl, w, lighten(c, 0.15)) + rect(x, y, fl * 0.6, w, darken(c, 0.15)) : rect(x, y, w, h, c) + rect(x, y + fl, w, h - 2 * fl, lighten(c, 0.15)) + rect(x, y + h - fl * 0.6, w, fl * 0.6, darken(c, 0.15));
}
function stairs(x0, y0, n0, tread = 64, riser = 42, c = '#efe9df') { // rising to the right from (x0,y0) floor level
  let s = path(`M${x0},${y0} ` + Array.from({ length: n0 }, (_, i) => `L${x0 + i * tread},${y0 - (i + 1) * riser} L${x0 + (i + 1) * tread},${y0 - (i + 1) * riser}`).join(' ') + ` L${x0 + n0 * tread},${y0}Z`, darken(c, 0.08));
  for (let i = 0; i < n0; i++) s += rect(x0 + i * tread - 4, y0 - (i + 1) * riser, tread + 4, 10, lighten(c, 0.4)) + rect(x0 + i * tread, y0 - (i + 1) * riser + 10, tread, riser - 10, c) + rect(x0 + i * tread, y0 - (i + 1) * riser + 10, 6, riser - 10, '#000', { opacity: 0.06 });
  const hx0 = x0 + 20, hy0 = y0 - riser - 110, hx1 = x0 + n0 * tread, hy1 = y0 - n0 * riser - 110;
  for (let i = 0; i < n0; i++) { const bx = x0 + i * tread + tread / 2; s += line(bx, y0 - (i + 1) * riser, bx, hy0 + (bx - hx0) * (hy1 - hy0) / (hx1 - hx0), '#3a4652', 4); }
  return s + line(hx0, hy0, hx1, hy1, '#7a5236', 12) + line(x0 + 20, y0 - riser, hx0, hy0, '#3a4652', 8);
}
const mailboxes = (x, y, cols = 4, rows = 3) => rect(x - 10, y - 10, cols * 62 + 16, rows * 46 + 16, '#8d96a0', { rx: 6 }) + Array.from({ length: cols * rows }, (_, i) => rect(x + (i % cols) * 62, y + Math.floor(i / cols) * 46, 56, 40, '#c6ced6', { rx: 3 }) + rect(x + (i % cols) * 62 + 10, y + Math.floor(i / cols) * 46 + 8, 36, 5, color.ink, { rx: 2 })).join('');
const calendar = (x, y, w, h) => { let s = shadow(x + w / 2, y + h + 20, w * 0.5, 10) + rect(x, y, w, h, '#fff', { rx: 14 }) + rect(x, y, w, 46, color.navy, { rx: 14 }) + rect(x, y + 30, w, 16, color.navy) + circle(x + 60, y, 10, color.grey) + circle(x + w - 60, y, 10, color.grey); const mw = (w - 50) / 4, mh = (h - 90) / 3, icons = [color.blue, color.teal, color.amber, color.green, color.ochre, color.red];
  for (let m = 0; m < 12; m++) { const mx = x + 20 + (m % 4) * (mw + 3.3), my = y + 64 + Math.floor(m / 4) * (mh + 6); s += rect(mx, my, mw - 8, 10, [color.blue, color.teal, color.amber, color.ochre][Math.floor(m / 3)], { rx: 3 }); for (let d = 0; d < 28; d++) s += rect(mx + (d % 7) * ((mw - 8) / 7), my + 16 + Math.floor(d / 7) * ((mh - 22) / 4), (mw - 8) / 7 - 3, (mh - 22) / 4 - 3, '#e8edf1', { rx: 2 }); const dd = Math.floor(between(0, 28)); s += circle(mx + (dd % 7) * ((mw - 8) / 7) + (mw - 8) / 14 - 1.5, my + 16 + Math.floor(dd / 7) * ((mh - 22) / 4) + (mh - 22) / 8 - 1.5, Math.min(mw / 14, mh / 8) + 2, icons[m % 6]); }
  return s; };
const clipboard = (x, y, s = 1, a = 0) => group(`translate(${x},${y}) rotate(${a}) scale(${s})`, rect(-36, -48, 72, 96, '#a57c52', { rx: 6 }) + rect(-30, -40, 60, 84, '#fff', { rx: 3 }) + rect(-14, -54, 28, 14, color.grey, { rx: 4 }) + [0, 1, 2, 3].map((i) => stroke(`M-22,${-24 + i * 18} l5,5 l8,-9`, color.teal, 4) + line(-4, -22 + i * 18, 22, -22 + i * 18, color.grey, 3)).join(''));
const sink = (x, gy, w = 320, open = true) => { let s = shadow(x + w / 2, gy, w * 0.55, 10) + rect(x, gy - 250, w, 250, '#f3eee6') + rect(x - 10, gy - 270, w + 20, 26, '#d8d0c2', { rx: 6 }) + rect(x + w * 0.28, gy - 276, w * 0.44, 14, '#c6ced6', { rx: 6 }) + stroke(`M${x + w / 2},${gy - 276} L${x + w / 2},${gy - 330} L${x + w / 2 + 44},${gy - 330} L${x + w / 2 + 44},${gy - 310}`, color.steel, 10);
  if (open) s += rect(x + 14, gy - 236, w - 28, 222, '#4a5663') + rect(x - 60, gy - 236, 70, 222, '#e9e2d6') + rect(x + w - 10, gy - 236, 70, 222, '#e9e2d6') + circle(x - 2, gy - 130, 5, color.grey) + circle(x + w + 2, gy - 130, 5, color.grey)
    + stroke(`M${x + w / 2},${gy - 244} L${x + w / 2},${gy - 170} Q${x + w / 2},${gy - 120} ${x + w / 2 + 40},${gy - 120} Q${x + w / 2 + 80},${gy - 120} ${x + w / 2 + 80},${gy - 160} L${x + w / 2 + 80},${gy - 176} L${x + w - 14},${gy - 176}`, '#dfe5ea', 22) + rect(x + w / 2 - 16, gy - 188, 32, 14, color.steel, { rx: 3 }) + rect(x + 40, gy - 236, 12, 140, '#dfe5ea') + rect(x + 70, gy - 236, 12, 120, '#c98b4f') + circle(x + 46, gy - 100, 12, color.blue) + circle(x + 76, gy - 120, 12, color.red);
  return s; };

// ───────────────────────── composed bases ─────────────────────────
function rooftop(o = {}) {
  const fy = o.fy ?? 440;
  let s = sky(fy) + sun(o.sunX ?? 1000, 140, 58) + cloud(300, 120) + cloud(760, 80, 0.6) + town(fy - 40, { minH: 40, varH: 120, tower: o.tower ?? 180, op: 0.8 });
  if (o.palms) s += palm(640, fy - 40, 170, 0.55) + palm(1120, fy - 40, 200, 0.6);
  s += floor(fy, o.floor || 'terra', { depth: o.depth ?? 300, step: 120, colors: o.colors });
  s += rect(0, fy - 46, 1200, 48, '#f3ece0') + rect(0, fy - 54, 1200, 12, '#e1d2b8') + rect(0, fy - 2, 1200, 8, '#000', { opacity: 0.08 });
  return s;
}
// strip of membrane on a perspective roof (bottom x from b0 to b1 at y=800, up to yTop)
const membraneStrip = (fy, b0, b1, yTop, c, depth = 300, vx = 600) => { const vy = fy - depth, xAt = (xb, y) => vx + (xb - vx) * (y - vy) / (800 - vy); return polygon([[xAt(b0, yTop), yTop], [xAt(b1, yTop), yTop], [xAt(b1, 800), 800], [xAt(b0, 800), 800]], c) + line(xAt(b0, yTop), yTop, xAt(b0, 800), 800, lighten(c, 0.18), 5); };
const perspectiveX = (fy, xb, y, depth = 300, vx = 600) => { const vy = fy - depth; return vx + (xb - vx) * (y - vy) / (800 - vy); };
const warehouse = (o = {}) => interior({ fy: o.fy ?? 470, wall: o.wall || '#dfe6ec', floor: o.floor || 'concrete', depth: 300 }) + rect(0, 0, 1200, 70, '#c5d0da') + Array.from({ length: 6 }, (_, i) => rect(40 + i * 200, 16, 120, 34, '#f5fbff', { opacity: 0.9 }) + rect(40 + i * 200, 16, 120, 34, 'none', { stroke: '#9fb0bf', strokeWidth: 3 })).join('') + Array.from({ length: 7 }, (_, i) => stroke(`M${i * 200},70 L${i * 200 + 100},10 L${i * 200 + 200},70`, '#9fb0bf', 4)).join('');
const safetyLines = (fy, xs = [[-100, -60], [1240, 1280]]) => xs.map(([a, b]) => polygon([[perspectiveX(fy, a, fy, 300), fy], [perspectiveX(fy, b, fy, 300), fy], [perspectiveX(fy, b, 800, 300), 800], [perspectiveX(fy, a, 800, 300), 800]], color.amber, { opacity: 0.9 })).join('');
const shine = (x, y, rx, ry, op = 0.8) => ellipse(x, y, rx, ry, radialGradient([[0, '#ffffff', op], [1, '#ffffff', 0]]));
const mist = (x, y, w, h, k = 14, c = '#ffffff') => Array.from({ length: k }, () => circle(x + between(0, w), y + between(0, h), between(20, 55), c, { opacity: between(0.15, 0.35) })).join('');
const ceilingLights = (y, k = 4, c = '#fffbe6') => Array.from({ length: k }, (_, i) => rect(1200 / k * (i + 0.5) - 70, y, 140, 16, c, { rx: 6 }) + ellipse(1200 / k * (i + 0.5), y + 40, 120, 30, '#fffbe6', { opacity: 0.2 })).join('');

// ───────────────────────── people presets ─────────────────────────
const mopper = (x, gy, s, o = {}) => { const a = [o.fx ?? 120, (o.fy ?? 0) - 14], b = o.top || [-5, -245]; return person(x, gy, s, { cap: color.blue, ...handsOn(a, b, 0.82, 0.55), tool: o.broom ? broomTool(a[0], b) : mopTool(a[0], b, o.c, o.fy ?? 0), ...o }); };
const carrier = (x, gy, s, o = {}) => person(x, gy, s, { hl: [-48, -118], hr: [50, -112], ...o });
const team = (x0, gy, k, s = 1, gap = 150, o = {}) => Array.from({ length: k }, (_, i) => person(x0 + i * gap, gy + (i % 2) * 6, s, { skin: skinTones[(i * 3 + 1) % 4], hair: hairColors[i % 5], longHair: i % 2 === 1, cap: i === 2 ? color.blue : undefined, suit: i === o.lead ? color.teal : color.navy, hl: i % 2 ? [-40, -120] : [-30, -150], hr: i % 2 ? [40, -120] : [24, -160], flip: i > k / 2, ...o })).join('');

// ───────────────────────── scenes (1200×800 canvas) ─────────────────────────
const scenes = {};
// HERO
scenes['hero-1'] = () => warehouse({ fy: 470 }) + rack(30, 470, 540, 340, 3, 3) + rack(640, 470, 530, 340, 3, 3) + safetyLines(470, [[-420, -380], [1580, 1620]])
  + polygon([[0, 652], [600, 646], [600, 728], [0, 738]], '#ffffff', { opacity: 0.28 }) + sparkles(40, 640, 480, 80, 6, 22) + pallet(50, 590, 170, 4) + forklift(1020, 610, 0.78) + wetSign(300, 700, 0.75)
  + person(520, 712, 1, { cap: color.blue, skin: skinTones[1], hl: [52, -152], hr: [66, -146], tool: scrubberTool() }) + sparkle(840, 560, 18);
scenes['hero-2'] = () => {
  const fy = 440; let s = rooftop({ fy, palms: true });
  for (let b = -700; b < 600; b += 240) s += membraneStrip(fy, b, b + 250, fy, '#434c55');
  const x0 = perspectiveX(fy, 600, 620), x1 = perspectiveX(fy, 840, 620);
  s += membraneStrip(fy, 600, 840, 620, '#434c55') + membraneRoll((x0 + x1) / 2, 610, x1 - x0, 22) + antenna(130, 386) + chimney(1090, 388) + drain(perspectiveX(fy, 1050, 560), 560);
  s += stroke('M1000,520 C960,600 900,640 826,566', '#2b3a47', 6) + gasBottle(1010, 640, 1);
  s += person(880, 655, 0.95, { flip: true, pose: 'kneel', cap: color.blue, skin: skinTones[2], hl: [70, -112], hr: [52, -100], glove: color.ink, tool: line(40, -96, 150, -34, color.grey, 8) + group('translate(150,-34) rotate(125) scale(0.6)', flame(0, 0)) });
  return s + sparkles(80, 500, 400, 200, 4, 16);
};
scenes['hero-3'] = () => {
  let s = sky(720) + sun(170, 130, 50) + cloud(320, 210, 0.8) + cloud(980, 40, 0.6) + ground(720, '#e8dccb', '#d6c4a8') + Array.from({ length: 12 }, (_, i) => line(i * 110, 720, i * 110 - 40, 800, '#cbb797', 2)).join('');
  const facade = (c) => apartmentBlock(420, 720, 760, 680, { color: c, floors: 4, cols: 4, balcony: true, shutter: '#3f8f86' });
  s += group('', facade(color.white), { clipPath: clipTo(rect(0, 0, 752, 800)) }) + group('', facade('#d4ad80'), { clipPath: clipTo(rect(752, 0, 600, 800)) });
  for (let i = 0; i < 9; i++) { const x = between(770, 1150); s += rect(x, between(60, 500), between(20, 50), between(80, 200), linearGradient([[0, '#6b4b2e', 0.22], [1, '#6b4b2e', 0]])); }
  s += rect(744, 30, 14, 690, color.white) + palm(170, 722, 380, 1.05) + scaffold(400, 720, 800, 680, 200, 170) + paintCan(620, 366, 0.6, color.white, color.white) + tray(560, 366, 0.7);
  s += person(690, 366, 0.85, { cap: color.blue, skin: skinTones[1], hl: [73, -198], hr: [52, -152], tool: rollerTool([88, -254], [52, -152]) });
  return s + paintCan(240, 730, 0.9) + paintCan(160, 734, 0.8, color.white, color.ochre) + carrier(330, 736, 0.92, { skin: skinTones[3], cap: color.teal, front: paintCan(50, -36, 0.75) });
};
scenes['hero-4'] = () => {
  let s = interior({ fy: 440, wall: '#f4ede2', floor: 'marble', depth: 240, step: 140 }) + rect(0, 40, 1200, 18, '#e6dac6');
  [170, 500, 830].forEach((x) => { s += archWindow(x, 96, 200, 300) + polygon([[x, 442], [x + 200, 442], [x + 300, 800], [x - 100, 800]], linearGradient([[0, '#ffffff', 0.55], [1, '#ffffff', 0]])); });
  [100, 430, 760, 1090].forEach((x) => { s += rect(x - 20, 58, 40, 382, '#ebe0cf') + rect(x - 26, 58, 52, 16, '#dfd1bb'); });
  return s + pot(70, 620, 1.1, 'palm') + pot(1130, 620, 1.1) + shine(640, 690, 340, 90, 1) + shine(640, 690, 160, 40, 1) + shine(330, 720, 260, 40, 0.7) + stroke('M520,560 C380,560 300,600 150,640', color.ink, 4, { opacity: 0.7 })
    + person(480, 700, 1, { cap: color.blue, skin: skinTones[2], hl: [50, -156], hr: [66, -142], tool: polisherTool(150) }) + sparkle(800, 650, 28) + sparkle(860, 700, 14) + sparkle(330, 690, 18) + sparkle(720, 590, 12) + sparkle(960, 560, 20);
};
scenes['hero-5'] = () => interior({ fy: 690, wall: '#f2e9da', floor: 'marble', depth: 180, dado: 160, dadoC: '#d3e2e6', step: 120 })
  + rect(40, 240, 220, 450, '#6e4c33') + rect(56, 256, 188, 434, linearGradient(['#cfe6f5', '#9cc6e3'])) + rect(146, 256, 8, 434, '#6e4c33') + rect(120, 450, 10, 60, color.steel, { rx: 4 })
  + mailboxes(310, 320, 4, 3) + circle(700, 150, 26, '#fff6cf') + ellipse(700, 170, 140, 60, '#fff6cf', { opacity: 0.3 }) + rect(690, 120, 20, 10, color.grey)
  + stairs(600, 690, 10, 62, 44) + sparkles(650, 300, 500, 300, 6, 18) + pot(290, 700, 0.8, 'palm')
  + mopper(470, 728, 1, { skin: skinTones[0], hair: hairColors[1], fx: 130 }) + mopBucket(330, 734, 0.85) + wetSign(1080, 732, 0.8) + shine(620, 720, 160, 20, 0.6);
scenes['hero-6'] = () => {
  let s = sky(480) + sun(1010, 130, 52) + cloud(300, 120) + apartmentBlock(40, 480, 320, 360, { color: '#f1dcc0', floors: 5, balcony: true }) + apartmentBlock(420, 480, 260, 260, { color: color.white, floors: 3, cols: 2, shutter: color.blue }) + apartmentBlock(800, 480, 360, 320, { color: color.white, floors: 4, balcony: true, shutter: color.blue });
  s += rect(0, 470, 1200, 330, linearGradient(['#a9cd8a', '#7fb069'])) + path('M520,800 C560,700 700,620 760,520 L800,520 C780,620 700,720 700,800Z', '#eadbc1') + hedge(0, 540, 480, 80) + hedge(820, 540, 380, 80);
  s += palm(180, 680, 440, 1.1, 30) + olive(1010, 690, 1.15) + ellipse(200, 712, 190, 26, '#9a6b45') + flowers(30, 712, 340) + bush(390, 700, 1, '#5a9155') + flowers(350, 704, 90, '#e0457b');
  s += stroke('M660,560 Q560,480 470,650', '#bfe3f7', 6, { strokeDasharray: '2 14', opacity: 0.95 }) + Array.from({ length: 8 }, (_, i) => drop(470 + i * 6 + between(-20, 20), 640 + between(0, 50), 6, '#9fd3f0')).join('');
  return s + hoseTool([860, 730], [636, 560]) + person(700, 730, 1, { flip: true, cap: color.teal, skin: skinTones[1], hl: [60, -168], hr: [46, -146], tool: rect(40, -172, 34, 12, color.amber, { rx: 5 }) }) + sparkle(820, 620, 14, color.amber);
};
// SERVICES
scenes['limpieza-industrial'] = () => {
  let s = warehouse({ fy: 480, wall: '#e3e9ee' }) + tank(60, 480, 170, 340) + tank(260, 480, 130, 280) + stroke('M145,140 L145,110 L325,110 L325,200', '#9aa6b2', 14) + stroke('M390,330 L520,330', color.teal, 14) + conveyor(520, 360, 600, 'jar');
  s += safetyLines(480, [[-300, -260], [1500, 1540]]) + polygon([[0, 690], [260, 684], [260, 760], [0, 770]], '#ffffff', { opacity: 0.3 }) + sparkles(20, 660, 240, 90, 4, 20);
  return s + person(250, 742, 1, { cap: color.blue, skin: skinTones[2], hl: [52, -152], hr: [66, -146], tool: scrubberTool(color.teal) }) + wetSign(1000, 740, 0.8) + person(860, 560, 0.6, { helmet: '#ffffff', skin: skinTones[0], hl: [-40, -150], hr: [40, -150] });
};
scenes['limpieza-oficinas'] = () => interior({ fy: 520, wall: '#eef2f5', floor: 'vinyl' }) + windowView(60, 90, 300, 300, { bars: true }) + windowView(440, 90, 300, 300, { bars: true }) + picture(880, 140, 180, 120)
  + desk(120, 650, 320) + chair(330, 712, color.blue) + desk(780, 640, 320) + pot(1140, 640, 0.9, 'palm') + group(place(600, 722), shadow(0, 0, 30) + path('M-24,-70 L24,-70 L20,0 L-20,0Z', color.grey) + ellipse(0, -70, 24, 6, darken(color.grey, 0.2)))
  + person(690, 745, 1, { cap: color.blue, skin: skinTones[1], hair: hairColors[1], longHair: true, hl: [20, -150], hr: [110, -236], front: rect(88, -246, 50, 18, color.amber, { rx: 6 }) + sprayBottleTool([20, -150]) }) + sparkles(860, 470, 240, 50, 4, 16);
scenes['limpieza-escaleras'] = () => interior({ fy: 740, wall: '#eee4d2', floor: 'terrazzo', depth: 120, dado: 200, dadoC: '#c9dbe0' }) + windowView(120, 90, 200, 240, { bars: true })
  + stairs(260, 740, 12, 76, 48, '#e9e2d6') + mopBucket(220, 740, 0.8) + wetSign(110, 760, 0.8)
  + mopper(600, 740 - 4 * 48, 0.95, { flip: true, skin: skinTones[3], hair: hairColors[2], fx: 100, fy: 48, top: [0, -240] }) + sparkles(300, 420, 300, 250, 5, 18) + rect(760, 150, 40, 14, color.grey) + path('M730,164 L830,164 L810,200 L750,200Z', '#fff6cf') + ellipse(780, 230, 130, 50, '#fff6cf', { opacity: 0.3 });
scenes['limpieza-fin-obra'] = () => {
  let s = interior({ fy: 520, wall: '#f7f4ee', floor: 'tiles', colors: ['#e6e6e2', '#d8d8d2'] }) + windowView(100, 110, 320, 300, { bars: true });
  s += line(110, 120, 410, 400, '#e9d9b0', 10) + line(410, 120, 110, 400, '#e9d9b0', 10) + stepLadder(620, 520, 280) + paintCan(700, 540, 0.8) + paintCan(760, 544, 0.7, color.white, color.white);
  const bag = (x, gy, sc) => group(place(x, gy, sc), shadow(0, 0, 70) + path('M-60,0 C-80,-40 -70,-110 -20,-124 L-10,-140 L10,-140 L20,-124 C70,-110 80,-40 60,0Z', '#2b3440') + path('M-40,-20 C-56,-50 -48,-90 -20,-104', 'none', { stroke: '#4b5866', strokeWidth: 6, strokeLinecap: 'round' }) + path('M-10,-140 L-24,-160 M10,-140 L24,-160', 'none', { stroke: '#2b3440', strokeWidth: 6 }));
  s += bag(930, 620, 1) + bag(1040, 650, 1.1) + bag(1130, 620, 0.8) + group(place(860, 700), shadow(0, 0, 60) + polygon([[-60, 0], [-30, -40], [10, -30], [50, -50], [70, 0]], '#a9a49b') + polygon([[-30, -40], [0, -60], [20, -30]], '#8f8a82'));
  for (let i = 0; i < 40; i++) s += circle(between(80, 700), between(650, 780), between(3, 9), pick(['#9a9690', '#b8b3aa', '#7f7a73']));
  s += ellipse(640, 750, 120, 20, '#b8b3aa', { opacity: 0.8 }) + mist(560, 640, 200, 100, 8, '#d8d2c6');
  return s + person(400, 750, 1, { cap: color.blue, skin: skinTones[0], mask: true, ...handsOn([150, -26], [-50, -240], 0.82, 0.5), tool: broomTool(150, [-50, -240]) });
};
scenes['limpieza-hogar-viviendas'] = () => interior({ fy: 540, wall: '#f3e6d6', floor: 'wood' }) + windowView(640, 80, 420, 440, { bars: false, palm: true, frame: '#ffffff' })
  + picture(120, 140, 200, 140) + sofa(70, 680, 360) + floorLamp(520, 640, 320) + ellipse(330, 740, 300, 40, color.teal, { opacity: 0.25 }) + pot(1140, 660, 1, 'palm')
  + group(place(560, 760), shadow(0, 0, 60) + rect(-50, -50, 100, 50, color.blue, { rx: 8 }) + stroke('M-30,-50 Q0,-90 30,-50', color.navy, 6) + bottle(-22, -40, 0.6) + bottle(20, -40, 0.6, color.amber))
  + person(860, 740, 1, { flip: false, cap: color.teal, skin: skinTones[0], hair: hairColors[3], longHair: true, hl: [-20, -150], hr: [-40, -300], front: rect(-58, -330, 36, 28, color.amber, { rx: 6 }) }) + sparkles(680, 120, 360, 360, 7, 26) + sparkle(760, 200, 40);
scenes['limpieza-locales-comerciales'] = () => {
  let s = sky(200) + rect(0, 0, 1200, 640, '#f1e3cc') + rect(0, 0, 1200, 40, '#e2cfae') + Array.from({ length: 8 }, (_, i) => rect(60 + i * 150, 60, 70, 80, '#cfe3f1') + rect(50 + i * 150, 140, 90, 8, '#e2cfae')).join('');
  s += ground(640, '#e3d8c8', '#cfc1ab') + Array.from({ length: 14 }, (_, i) => line(i * 100, 640, i * 100 - 60, 800, '#c7b89e', 2)).join('') + rect(80, 230, 1040, 410, color.navy);
  s += Array.from({ length: 9 }, (_, i) => path(`M${80 + i * 116},200 L${196 + i * 116},200 L${196 + i * 116},260 Q${138 + i * 116},290 ${80 + i * 116},260Z`, i % 2 ? color.white : color.teal)).join('');
  s += rect(110, 290, 620, 330, linearGradient(['#d6ebf8', '#a9cde6'])) + rect(780, 290, 300, 350, '#6e4c33') + rect(800, 310, 260, 200, '#cfe6f5') + rect(1030, 450, 10, 60, color.steel);
  s += group('', [0, 1, 2].map((k) => rect(150, 380 + k * 80, 540, 8, color.grey) + Array.from({ length: 8 }, (_, i) => rect(160 + i * 66, 380 + k * 80 - 50, 40, 50, [color.amber, color.teal, color.blue, color.ochre][(i + k) % 4], { rx: 4 })).join('')).join(''), { opacity: 0.6 });
  s += polygon([[110, 290], [330, 290], [200, 620], [110, 620]], '#ffffff', { opacity: 0.35 }) + sparkles(130, 300, 300, 300, 6, 24) + olive(1150, 760, 0.6) + bucket(620, 760, 0.9);
  return s + person(500, 764, 1, { flip: true, cap: color.blue, skin: skinTones[2], hl: [30, -260], hr: [10, -210], tool: squeegeeTool([70, -400], [10, -210], 20) });
};
scenes['limpieza-profunda'] = () => {
  let s = rect(0, 0, 1200, 800, '#f4efe7') + floor(720, 'tiles', { depth: 140 }) + rect(0, 0, 1200, 720, '#f4efe7') + tileGrid(0, 230, 1200, 330, 44, '#e2dbcf');
  s += rect(0, 560, 1200, 160, '#2f6f86') + rect(0, 548, 1200, 24, '#d8d0c2') + Array.from({ length: 6 }, (_, i) => rect(14 + i * 200, 584, 186, 126, lighten('#2f6f86', 0.1), { rx: 4 }) + rect(80 + i * 200, 596, 50, 8, color.steel, { rx: 4 })).join('');
  s += rect(420, 572, 230, 148, '#2b3a47', { rx: 6 }) + rect(436, 600, 198, 100, '#151f28', { rx: 6 }) + rect(440, 540, 190, 10, '#3d4b58') + path('M420,260 L660,260 L700,380 L380,380Z', linearGradient(['#c9d2da', '#98a4b0'])) + rect(380, 380, 320, 16, '#7f8b97') + rect(490, 0, 100, 260, '#b8c2cb');
  s += group('', rect(700, 230, 500, 320, '#9c7a3c', { opacity: 0.22 }) + Array.from({ length: 14 }, () => ellipse(between(720, 1190), between(250, 540), between(10, 30), between(6, 14), '#8a6a3a', { opacity: 0.25 })).join(''));
  s += sparkles(60, 260, 560, 260, 7, 24) + bubbles(640, 300, 120, 180, 14) + jug(120, 548, 0.8, color.teal) + bottle(200, 548, 0.8, color.amber) + pot(1100, 548, 0.55);
  return s + person(800, 790, 1.05, { flip: true, cap: color.blue, skin: skinTones[1], glove: '#f0b429', hl: [40, -170], hr: [130, -290], front: rect(112, -310, 44, 30, color.amber, { rx: 8 }) + sprayBottleTool([40, -170]) });
};
scenes['limpieza-mudanza'] = () => {
  let s = interior({ fy: 520, wall: '#efe9e0', floor: 'wood' }) + windowView(760, 100, 320, 300, { bars: true }) + rect(200, 140, 170, 120, '#e6ddd0') + rect(210, 150, 150, 100, '#f4efe7');
  s += box(80, 640, 150, 110) + box(90, 530, 130, 100, '#d3a86e') + box(240, 650, 120, 90, '#bd8f59') + box(250, 560, 110, 90) + group(place(1000, 660), shadow(0, 0, 140) + rect(-130, -46, 260, 46, color.terra, { rx: 23 }) + ellipse(130, -23, 18, 23, darken(color.terra, 0.2)));
  s += group(place(470, 700), line(0, 0, 0, -200, color.grey, 8) + line(0, 0, 60, 0, color.grey, 8) + circle(10, 0, 16, color.ink) + box(8, -8, 80, 70) + box(12, -78, 72, 60, '#d3a86e'));
  return s + mopper(700, 750, 1, { skin: skinTones[2], hair: hairColors[0], fx: 140 }) + shine(860, 740, 220, 36, 0.7) + sparkles(780, 680, 280, 80, 5, 20) + bucket(560, 770, 0.8);
};
scenes['limpieza-pisos'] = () => interior({ fy: 520, wall: '#e6eef3', floor: 'wood' }) + windowView(80, 100, 260, 300, { bars: true, sun: true }) + picture(820, 150, 220, 140)
  + group('', shadow(860, 650, 300, 20) + rect(620, 430, 40, 220, '#8a6a4a', { rx: 8 }) + rect(640, 520, 500, 120, color.white, { rx: 20 }) + rect(640, 520, 500, 40, color.blue, { rx: 16 }) + rect(660, 480, 120, 50, '#ffffff', { rx: 16 }) + rect(800, 540, 340, 100, lighten(color.blue, 0.3), { rx: 18 }) + rect(1100, 560, 20, 90, '#8a6a4a'))
  + rect(480, 520, 120, 110, '#c8935e', { rx: 6 }) + rect(500, 540, 80, 6, '#8d6239') + floorLamp(540, 520, 130).replace(/ellipse[^/]*opacity="0.25"\/>/, '') + ellipse(400, 720, 250, 36, color.amber, { opacity: 0.25 })
  + person(300, 748, 1, { cap: color.blue, skin: skinTones[3], hair: hairColors[2], hl: [60, -150], hr: [50, -130], tool: vacuumTool(-110, [56, -140], 200) }) + sparkles(380, 690, 260, 60, 4, 16);
scenes['limpieza-parkings'] = () => {
  let s = floor(470, 'concrete', { depth: 300 }) + rect(0, 0, 1200, 470, linearGradient(['#9aa6b1', '#c2cbd3'])) + rect(0, 0, 1200, 70, '#7f8c98') + ceilingLights(78, 4);
  for (let xb = -1200; xb < 2400; xb += 260) s += polygon([[perspectiveX(470, xb, 470), 470], [perspectiveX(470, xb + 10, 470), 470], [perspectiveX(470, xb + 10, 620), 620], [perspectiveX(470, xb, 620), 620]], '#ffffff', { opacity: 0.9 });
  s += line(0, 620, 1200, 620, '#ffffff', 6, { opacity: 0.8 }) + polygon([[560, 700], [640, 700], [640, 670], [680, 715], [640, 760], [640, 730], [560, 730]], '#ffffff', { opacity: 0.7 });
  [[160, 0], [600, 1], [1040, 2]].forEach(([x]) => { s += rect(x + 180, 80, 60, 390, '#d6dce2') + Array.from({ length: 4 }, (_, k) => rect(x + 180, 380 + k * 22, 60, 11, k % 2 ? color.ink : color.amber)).join(''); });
  s += carFront(250, 560, 0.9, color.red) + carFront(600, 560, 0.9, color.white) + carFront(1000, 560, 0.9, color.blue) + drop(980, 690, 12, color.ink, 0.4);
  return s + polygon([[0, 700], [560, 694], [560, 770], [0, 780]], '#ffffff', { opacity: 0.25 }) + person(420, 752, 1, { cap: color.blue, skin: skinTones[1], hl: [52, -152], hr: [66, -146], tool: scrubberTool(color.teal) }) + sparkles(40, 690, 320, 80, 5, 20);
};
scenes['tratamiento-suelos'] = () => {
  let s = interior({ fy: 480, wall: '#f1ebe2', floor: 'tiles', colors: ['#d9c7ae', '#ccb698'] }) + windowView(120, 100, 260, 280, { bars: true });
  const done = 'M0,480 L520,480 C560,600 600,700 640,800 L0,800Z'; s += path('M520,480 L1200,480 L1200,800 L640,800 C600,700 560,600 520,480Z', '#8a7458', { opacity: 0.25 });
  s += group('', rect(0, 480, 1200, 320, linearGradient([[0, '#ffffff', 0.15], [1, '#ffffff', 0.45]])) + polygon([[150, 480], [230, 480], [160, 800], [-20, 800]], '#ffffff', { opacity: 0.3 }), { clipPath: clipTo(path(done)) }) + sparkles(40, 520, 440, 240, 6, 22);
  for (let i = 0; i < 7; i++) { const x = between(60, 460), y = between(600, 760); s += ellipse(x, y + 8, 16, 4, '#000', { opacity: 0.12 }) + drop(x, y, 14, '#7fc4e8') + circle(x - 3, y - 2, 3, '#fff'); }
  s += calloutFloor(940, 250, 150) + jug(1000, 720, 1.1, color.teal) + jug(1090, 720, 0.95, color.blue);
  return s + person(660, 760, 1, { flip: true, cap: color.blue, skin: skinTones[0], hair: hairColors[1], ...handsOn([150, -14], [-10, -240], 0.82, 0.55), tool: mopTool(150, [-10, -240], color.teal) });
};
scenes['restauracion-piedra'] = () => {
  let s = sky(800, '#9cc8e8', '#f1e6d4') + stoneWall(120, 60, 960, 700, '#dcbf93');
  const arch = path('M430,760 L430,380 A170,170 0 0 1 770,380 L770,760Z', '#6e4c33'); s += path('M400,760 L400,380 A200,200 0 0 1 800,380 L800,760Z', '#e7cfa6') + arch + rect(470, 420, 120, 340, '#7d583c') + rect(610, 420, 120, 340, '#7d583c');
  s += group('', Array.from({ length: 11 }, (_, i) => { const a = Math.PI * (1 - i / 10); return line(600 + Math.cos(a) * 170, 380 - Math.sin(a) * 170, 600 + Math.cos(a) * 200, 380 - Math.sin(a) * 200, '#b99a70', 3); }).join(''));
  s += rect(120, 60, 480, 700, '#4a3a2a', { opacity: 0.28 }) + rect(120, 60, 480, 700, linearGradient([[0, '#2b2b2b', 0.1], [1, '#2b2b2b', 0.3]])) + ground(760, '#d8c6a8', '#c8b08a') + sparkles(640, 120, 400, 400, 6, 22);
  return s + person(560, 780, 1, { flip: true, helmet: color.white, skin: skinTones[1], goggles: true, hl: [60, -170], hr: [48, -140], tool: lanceTool([48, -140], [120, -210], [200, -330]) }) + pressureWasher(380, 790, 0.8);
};
scenes['pulido-abrillantado'] = () => {
  let s = interior({ fy: 430, wall: '#ede6da', floor: 'marble', depth: 260, step: 150, colors: ['#f3f1ee', '#d9d4cc'] }) + rect(0, 60, 1200, 20, '#dbcfbc');
  s += rect(760, 250, 360, 180, '#c8935e', { rx: 8 }) + rect(760, 250, 360, 24, color.navy, { rx: 6 }) + rect(760, 400, 360, 30, darken('#c8935e', 0.25)) + group(place(940, 340, 1.4), drop(0, 0, 22, color.white) + sparkle(22, -18, 9, color.amber)) + pot(700, 440, 0.8, 'palm') + group('', [120, 340].map((x) => rect(x, 80, 70, 350, '#f4efe7') + rect(x - 10, 80, 90, 20, '#dfd2bd') + rect(x - 10, 410, 90, 20, '#dfd2bd')).join(''));
  s += polygon([[120, 432], [190, 432], [230, 800], [60, 800]], linearGradient([[0, '#fff', 0.5], [1, '#fff', 0]])) + polygon([[340, 432], [410, 432], [470, 800], [300, 800]], linearGradient([[0, '#fff', 0.5], [1, '#fff', 0]]));
  s += group('', rect(760, 430, 360, 150, linearGradient([[0, '#a0703f', 0.35], [1, '#a0703f', 0]])) + rect(120, 430, 70, 220, linearGradient([[0, '#fff', 0.6], [1, '#fff', 0]])) + rect(340, 430, 70, 220, linearGradient([[0, '#fff', 0.6], [1, '#fff', 0]]))) + shine(720, 720, 420, 110, 1) + shine(720, 720, 200, 50, 1) + sparkle(960, 640, 44) + sparkle(1030, 700, 22) + sparkle(520, 620, 26) + sparkle(880, 560, 16);
  return s + person(560, 760, 1.05, { cap: color.blue, skin: skinTones[0], hair: hairColors[1], longHair: true, hl: [50, -156], hr: [66, -142], tool: polisherTool(150, color.teal) });
};
scenes['pulido-suelos'] = () => {
  let s = interior({ fy: 450, wall: '#e8e4dc', floor: 'terrazzo', depth: 280, step: 160 }) + windowView(140, 100, 260, 260, { bars: true }) + windowView(800, 100, 260, 260, { bars: true });
  s += polygon([[0, 450], [650, 450], [520, 800], [0, 800]], linearGradient([[0, '#ffffff', 0.2], [1, '#ffffff', 0.5]])) + polygon([[650, 450], [1200, 450], [1200, 800], [520, 800]], '#8a7a66', { opacity: 0.18 });
  s += polygon([[0, 520], [260, 450], [300, 450], [0, 600]], '#ffffff', { opacity: 0.4 }) + sparkles(40, 520, 400, 220, 6, 22) + mist(860, 640, 220, 100, 6, '#d8d0c0');
  return s + person(620, 760, 1, { cap: color.blue, skin: skinTones[2], hair: hairColors[0], mask: true, hl: [56, -156], hr: [72, -146], tool: grinderTool(190) }) + toolbox(1080, 740, 1, color.amber);
};
scenes['decapado-encerado'] = () => {
  let s = interior({ fy: 460, wall: '#e3ebe9', floor: 'vinyl', depth: 280, dado: 140, dadoC: '#b8d3cf', colors: ['#e6ecef', '#b9c8d2'] }) + group('', [170, 520, 870].map((x) => rect(x - 10, 130, 170, 330, '#d6e2e0') + rect(x, 140, 150, 320, '#8d6239') + rect(x + 18, 160, 114, 120, '#cfe3ef') + rect(x + 18, 300, 114, 140, '#7d5530') + rect(x + 124, 300, 10, 40, color.steel, { rx: 4 })).join('')) + ceilingLights(20, 3);
  s += polygon([[0, 460], [600, 460], [600, 800], [0, 800]], '#a47c4c', { opacity: 0.25 }) + mist(120, 620, 360, 120, 10, '#d9c09a');
  s += polygon([[600, 460], [1200, 460], [1200, 800], [600, 800]], linearGradient([[0, '#ffffff', 0.3], [1, '#ffffff', 0.6]])) + shine(920, 680, 280, 60, 0.9) + sparkles(700, 540, 460, 220, 7, 24);
  s += person(230, 760, 0.95, { cap: color.blue, skin: skinTones[3], hair: hairColors[2], hl: [50, -156], hr: [66, -142], tool: polisherTool(150, color.red) }) + bucket(980, 770, 0.9, color.amber, '#fbe3a0');
  return s + mopper(800, 760, 0.95, { flip: true, skin: skinTones[0], hair: hairColors[3], longHair: true, fx: 150, c: color.amber });
};
scenes['tratamiento-antideslizante'] = () => {
  let s = sky(420) + sun(200, 120, 48) + cloud(700, 100, 0.8) + palm(1060, 430, 330, 0.9) + rect(0, 330, 1200, 90, '#f2e8d8') + rect(0, 320, 1200, 14, '#e2d3b8');
  s += floor(420, 'tiles', { depth: 260, step: 100, colors: ['#f1ede6', '#dfd8cc'] }) + path('M0,470 L1200,470 L1200,560 L0,560Z', linearGradient(['#55b6d6', '#2a8fb5'])) + rect(0, 460, 1200, 14, '#ffffff');
  for (let i = 0; i < 7; i++) s += stroke(`M${between(0, 1100)},${between(490, 545)} q20,-8 40,0 t40,0`, '#ffffff', 3, { opacity: 0.6 });
  s += group(place(880, 460), line(0, 0, 0, -90, color.steel, 8) + line(40, 0, 40, -90, color.steel, 8) + path('M0,-90 Q0,-120 20,-120 Q40,-120 40,-90', 'none', { stroke: color.steel, strokeWidth: 8 }));
  for (let i = 0; i < 260; i++) { const y = between(600, 800), x = between(0, 620); s += circle(x, y, 2.5 + (y - 600) / 80, color.grey, { opacity: 0.4 }); }
  s += group(`translate(300,690) rotate(-12)`, path('M0,-70 C40,-70 46,-20 40,20 C34,60 -30,60 -36,20 C-44,-20 -40,-70 0,-70Z', color.navy, { opacity: 0.85 }) + Array.from({ length: 5 }, (_, i) => rect(-30, -50 + i * 18, 62, 7, '#fff', { rx: 3, opacity: 0.7 })).join(''));
  for (let i = 0; i < 8; i++) s += drop(between(700, 1150), between(620, 780), 10, '#7fc4e8');
  return s + person(760, 760, 1, { cap: color.teal, skin: skinTones[1], hl: [-20, -150], hr: [10, -130], tool: lanceTool([10, -130], [-70, -60], [-160, 0]) }) + jug(1080, 760, 1, color.teal);
};
const scissorLift = (x, gy, h, w = 260) => { let s = shadow(x + w / 2, gy, w * 0.6, 10) + rect(x, gy - 46, w, 34, color.amber, { rx: 8 }) + circle(x + 40, gy - 12, 14, color.ink) + circle(x + w - 40, gy - 12, 14, color.ink); const k = Math.max(2, Math.round((h - 70) / 70)), sh = (h - 70) / k; for (let i = 0; i < k; i++) { const y0 = gy - 46 - i * sh; s += line(x + 30, y0, x + w - 30, y0 - sh, color.grey, 9) + line(x + w - 30, y0, x + 30, y0 - sh, darken(color.grey, 0.2), 9); } return s + rect(x - 10, gy - h, w + 20, 24, color.amber, { rx: 4 }) + rect(x - 10, gy - h - 70, 8, 70, color.grey) + rect(x + w + 2, gy - h - 70, 8, 70, color.grey) + line(x - 10, gy - h - 70, x + w + 10, gy - h - 70, color.grey, 7) + line(x - 10, gy - h - 36, x + w + 10, gy - h - 36, color.grey, 5); };
const sprayGunTool = (hand, target, c = '#ffffff') => { const a = Math.atan2(target[1] - hand[1], target[0] - hand[0]), L = Math.hypot(target[0] - hand[0], target[1] - hand[1]); return group(`translate(${oneDecimal(hand[0])},${oneDecimal(hand[1])}) rotate(${oneDecimal((a * 180) / Math.PI)})`, rect(-6, -8, 56, 14, color.ink, { rx: 4 }) + rect(4, 4, 10, 26, color.ink, { rx: 3 }) + path(`M50,-2 L${L},${-L * 0.16} L${L},${L * 0.16} L50,2Z`, c, { opacity: 0.6 }) + Array.from({ length: 12 }, () => circle(between(L * 0.4, L), between(-L * 0.14, L * 0.14), between(2, 4), c, { opacity: 0.9 })).join('')); };
const rainDrops = (x, y, w, h, k = 40, c = '#6fa6cf') => Array.from({ length: k }, () => { const px = between(x, x + w), py = between(y, y + h); return line(px, py, px - 8, py + 26, c, 3, { opacity: 0.7 }); }).join('');
const calloutFloor = (x, y, r) => circle(x, y, r + 8, color.navy, { opacity: 0.15 }) + circle(x, y, r, '#ffffff') + group('', rect(x - r, y + 10, 2 * r, r, color.ochre) + rect(x - r, y, 2 * r, 12, color.teal, { opacity: 0.9 }) + drop(x - 30, y - 16, 18, color.blue) + drop(x + 26, y - 12, 14, color.blue) + ellipse(x - 30, y - 1, 14, 3, '#000', { opacity: 0.15 }) + shield(x + 4, y - r * 0.55, 0.4), { clipPath: clipTo(circle(x, y, r - 6, '#fff')) });
scenes['impermeabilizacion-terrazas'] = () => {
  const fy = 440; let s = rooftop({ fy, floor: 'tiles', colors: ['#d7d3cb', '#c9c3b8'], tower: 760 });
  s += group(place(160, 386), line(0, 0, 0, -120, color.grey, 5) + line(360, 0, 360, -120, color.grey, 5) + stroke('M0,-110 Q180,-90 360,-110', color.grey, 2) + [[30, color.blue], [100, color.amber], [170, '#ffffff'], [250, color.teal]].map(([px, c]) => rect(px, -104 + Math.abs(px - 180) * -0.02, 50, 54, c, { rx: 3 })).join(''));
  s += path('M0,440 L560,440 C590,520 600,600 650,680 C680,730 700,770 720,800 L0,800Z', '#a5bfc4') + path('M0,440 L560,440 C590,520 600,600 650,680 C680,730 700,770 720,800 L690,800 C660,740 620,700 600,640 C570,560 540,500 520,440Z', '#c3d6d9', { opacity: 0.8 });
  s += group('', Array.from({ length: 16 }, (_, i) => line(560 + i * 50, 440, 520 + i * 80, 800, '#ffffff', 2, { opacity: 0.5 })).join(''), { clipPath: clipTo(path('M560,440 L1200,440 L1200,800 L720,800 C700,770 680,730 650,680 C600,600 590,520 560,440Z')) });
  s += chimney(1120, 388) + drain(300, 640) + bucket(900, 760, 1, color.grey, '#a5bfc4') + sparkles(60, 480, 440, 260, 6, 22);
  return s + person(780, 770, 1, { flip: true, cap: color.blue, skin: skinTones[0], hair: hairColors[3], ...handsOn([150, -14], [-20, -230], 0.82, 0.5), tool: rollerTool([150, -14], [-20, -230], '#a5bfc4') });
};
scenes['impermeabilizacion-patios'] = () => {
  let s = floor(520, 'terra', { depth: 240, step: 120 }) + rect(0, 0, 1200, 520, linearGradient(['#fbf7f0', '#f0e6d6'])) + rect(0, 0, 1200, 40, color.terra) + rect(0, 40, 1200, 12, darken(color.terra, 0.2));
  [140, 500, 860].forEach((x, i) => { s += path(`M${x},520 L${x},260 A100,100 0 0 1 ${x + 200},260 L${x + 200},520Z`, i === 1 ? color.blue : '#3d4d5a') + (i === 1 ? rect(x + 96, 200, 8, 320, darken(color.blue, 0.2)) : ''); });
  s += Array.from({ length: 6 }, (_, i) => pot(80 + i * 210, 540, 0.55) + flowers(60 + i * 210, 470, 44, '#d6487e')).join('') + rect(0, 505, 1200, 18, '#e6dac6');
  for (let b = -800; b < 400; b += 260) s += membraneStrip(520, b, b + 270, 520, '#7d8f99', 240);
  s += drain(perspectiveX(520, 700, 640, 240), 640) + membraneRoll(520, 560, 170, 20, '#7d8f99') + sparkles(60, 560, 400, 200, 5, 20);
  return s + person(760, 740, 1, { flip: true, pose: 'kneel', cap: color.blue, skin: skinTones[2], hl: [76, -96], hr: [60, -84], tool: line(64, -90, 130, -20, '#b98553', 8) + rect(108, -24, 56, 20, color.ink, { rx: 4 }) }) + bucket(990, 760, 0.9, color.grey, '#7d8f99');
};
scenes['impermeabilizacion-fachadas'] = () => {
  let s = sky(760, '#8fb2c9', '#e3edf3') + cloud(220, 110, 1.4, '#9fb1c0') + cloud(480, 70, 1, '#b5c3cf') + rainDrops(0, 140, 560, 600, 60) + ground(720, '#d9cbb3', '#c8b594');
  s += group('', apartmentBlock(160, 720, 880, 660, { color: '#ecd9bd', floors: 4, cols: 4, balcony: true }), {}) + rect(600, 60, 440, 660, linearGradient([[0, '#ffffff', 0.35], [1, '#ffffff', 0.1]], [0, 0, 1, 1]));
  for (let i = 0; i < 14; i++) { const x = between(170, 560), y = between(120, 680); s += drop(x, y, 9, '#6fa6cf') + stroke(`M${x - 14},${y + 14} q14,-12 28,0`, '#6fa6cf', 2); }
  s += group(place(980, 720), shadow(0, 0, 140) + rect(-120, -60, 240, 50, color.amber, { rx: 10 }) + circle(-80, -10, 20, color.ink) + circle(80, -10, 20, color.ink) + line(-40, -60, -300, -430, color.grey, 18) + line(-300, -430, -300, -470, color.grey, 14) + rect(-380, -500, 150, 70, color.amber, { rx: 6 }) + line(-380, -540, -230, -540, color.grey, 6) + line(-380, -540, -380, -500, color.grey, 6) + line(-230, -540, -230, -500, color.grey, 6));
  return s + person(660, 262, 0.7, { flip: true, cap: color.blue, skin: skinTones[1], hl: [40, -170], hr: [60, -160], tool: sprayGunTool([60, -160], [230, -240], '#dff1fb') }) + rect(600, 236, 150, 50, color.amber, { rx: 6 }) + rect(600, 236, 150, 10, lighten(color.amber, 0.3), { rx: 4 }) + sparkles(620, 100, 400, 500, 6, 22);
};
scenes['impermeabilizacion-cubiertas'] = () => {
  let s = sky(800) + sun(1040, 120, 50) + cloud(300, 100) + olive(1120, 800, 0.7);
  s += rect(120, 540, 960, 260, color.white) + Array.from({ length: 4 }, (_, i) => rect(200 + i * 230, 610, 110, 130, color.glass) + rect(180 + i * 230, 610, 18, 130, color.teal) + rect(312 + i * 230, 610, 18, 130, color.teal)).join('');
  const roof = 'M60,560 L1140,560 L960,210 L240,210Z'; s += path(roof, '#b8623c');
  let t = ''; for (let r = 0; r < 12; r++) { const y = 230 + r * 28; for (let x = 40; x < 1160; x += 36) t += path(`M${x},${y} q18,-22 36,0 l0,18 q-18,-18 -36,0Z`, r % 2 ? '#c97447' : '#d4825a'); }
  s += group('', t, { clipPath: clipTo(path(roof, '#000')) }) + path('M480,300 L760,300 L790,470 L450,470Z', '#3e464f') + group('', Array.from({ length: 6 }, (_, i) => line(470, 320 + i * 28, 780, 320 + i * 28, '#56606b', 4)).join(''), { clipPath: clipTo(path('M480,300 L760,300 L790,470 L450,470Z')) });
  s += rect(230, 196, 740, 20, '#a0522d', { rx: 8 }) + group(place(860, 210), rect(-30, -110, 60, 110, '#e9ddc8') + rect(-38, -120, 76, 16, '#d6c4a6')) + group('', Array.from({ length: 6 }, (_, i) => path(`M${300 + i * 14},${480 - i * 8} q18,-22 36,0 l0,18 q-18,-18 -36,0Z`, '#d4825a')).join('')) + ladder(1060, 800, 260, 60, -10) + membraneRoll(380, 420, 90, 18);
  return s + person(640, 470, 0.72, { pose: 'kneel', cap: color.blue, skin: skinTones[0], harness: true, hl: [60, -90], hr: [78, -96], tool: rect(66, -104, 60, 14, color.ink, { rx: 4 }) + line(68, -98, 130, -40, '#b98553', 7) }) + sparkles(480, 300, 300, 170, 4, 16);
};
scenes['impermeabilizacion'] = () => {
  let s = sky(620, '#8aa6bd', '#d9e6ef') + cloud(300, 120, 1.5, '#8e9fae') + cloud(820, 100, 1.7, '#9aabb9') + cloud(580, 150, 1.2, '#a9b8c5') + rainDrops(0, 160, 1200, 460, 70, '#5b8fb8') + ground(620, '#cfd9a8', '#a9c187');
  s += palm(150, 640, 300, 0.8) + palm(1060, 650, 330, 0.85, -20) + apartmentBlock(420, 640, 360, 330, { color: color.white, floors: 4, cols: 3, balcony: true });
  s += path('M330,642 L330,430 A270,230 0 0 1 870,430 L870,642', 'none', { stroke: color.teal, strokeWidth: 10, opacity: 0.9 }) + path('M330,642 L330,430 A270,230 0 0 1 870,430 L870,642Z', color.teal, { opacity: 0.14 });
  for (let i = 0; i < 12; i++) { const a = Math.PI * (0.1 + 0.8 * i / 11), x = 600 + Math.cos(a) * 270, y = 430 - Math.sin(a) * 230; s += drop(x + between(-6, 6), y - 18, 11, '#5b8fb8') + stroke(`M${x - 16},${y - 8} q16,-14 32,0`, '#ffffff', 3); }
  return s + shield(600, 710, 0.9) + rect(0, 620, 1200, 6, '#000', { opacity: 0.05 });
};
scenes['tratamiento-humedades'] = () => {
  let s = interior({ fy: 560, wall: '#efe6d8', floor: 'tiles', depth: 220 }) + windowView(840, 100, 240, 240, { bars: true });
  const edge = (base, amp) => { let d = `M30,552 L30,${base}`; for (let x = 30; x < 660; x += 42) d += ` Q${x + 21},${oneDecimal(base - between(0, amp) - (x > 200 && x < 480 ? 40 : 0))} ${x + 42},${oneDecimal(base + between(-10, 14) - (x > 160 && x < 500 ? 30 : 0))}`; return d + ' L672,552Z'; };
  s += path(edge(390, 50), linearGradient([[0, '#b9a67c', 0.35], [0.5, '#9a8660', 0.5], [1, '#6f6a4a', 0.65]])) + path(edge(450, 30), linearGradient([[0, '#8f7c55', 0.25], [1, '#5e5a3c', 0.5]])) + stroke(edge(392, 50).replace(/ L672,552Z$/, '').replace(/^M30,552 L/, 'M'), '#9c8659', 3, { opacity: 0.5 });
  for (let i = 0; i < 22; i++) s += circle(between(80, 600), between(430, 540), between(6, 18), '#4d4a34', { opacity: 0.18 });
  for (let i = 0; i < 60; i++) s += circle(between(50, 640), between(480, 548), between(1.5, 3.5), '#ffffff', { opacity: 0.85 });
  for (let i = 0; i < 6; i++) { const x = between(120, 560), y = between(330, 400); s += path(`M${x},${y} l${oneDecimal(between(16, 30))},${oneDecimal(between(-4, 4))} l${oneDecimal(between(-4, 6))},${oneDecimal(between(10, 18))} l${oneDecimal(between(-20, -10))},${oneDecimal(between(2, 6))}Z`, '#fbf7f0', { stroke: '#cdbf9f', strokeWidth: 1.5 }) + circle(x + 10, y + 10, 6, '#d9cdb6', { opacity: 0.6 }); }
  s += group(place(1000, 700), shadow(0, 0, 80) + rect(-70, -170, 140, 164, '#f2f4f5', { rx: 16 }) + Array.from({ length: 6 }, (_, i) => rect(-50, -150 + i * 14, 100, 6, '#c6ced6', { rx: 3 })).join('') + rect(-40, -60, 80, 40, color.sky, { rx: 6 }) + circle(0, -40, 10, color.teal) + drop(0, -230, 28, color.blue, 0.8));
  return s + person(760, 750, 1, { flip: true, cap: color.blue, skin: skinTones[1], hair: hairColors[1], hl: [60, -160], hr: [140, -250], front: meter(170, -270, 1.1, 90) });
};
scenes['pintura-ignifuga'] = () => {
  let s = interior({ fy: 600, wall: '#dfe4e8', floor: 'concrete', depth: 260 }) + rect(0, 0, 1200, 110, '#c9d1d8');
  [60, 420, 780, 1120].forEach((x, i) => { s += iBeam(x, 90, 510, 50, i < 2 ? '#f2f0ec' : '#a24b36', true); });
  s += iBeam(0, 90, 1200, 56, '#f2f0ec') + group('', iBeam(600, 90, 600, 56, '#a24b36'), {}) + iBeam(60, 300, 1110, 40, '#f2f0ec') + group('', iBeam(640, 300, 530, 40, '#a24b36'));
  s += rect(1074, 420, 34, 90, color.red, { rx: 12 }) + rect(1080, 404, 22, 20, color.ink) + scissorLift(430, 760, 300, 280);
  s += group(place(150, 230), circle(0, 0, 84, '#ffffff') + circle(0, 0, 84, 'none', { stroke: color.navy, strokeWidth: 6 }) + flame(-14, 46, 0.8) + shield(28, 6, 0.6, color.teal));
  return s + person(570, 460, 0.8, { cap: color.white, skin: skinTones[1], mask: true, hl: [40, -170], hr: [70, -200], tool: sprayGunTool([70, -200], [150, -340], '#ffffff') }) + sparkles(460, 100, 140, 60, 2, 16);
};
scenes['pintura-industrial'] = () => {
  let s = sky(620) + sun(1050, 120, 46) + cloud(420, 90) + ground(620, '#d5cbb9', '#bfb29b') + stroke('M0,580 L1200,580', color.amber, 14) + stroke('M0,540 L1200,540', color.blue, 14) + stroke('M0,500 L1200,500', color.red, 14);
  const paintedTank = (x, w, h, c1) => { const g = linearGradient([darken(c1, 0.25), lighten(c1, 0.3), c1, darken(c1, 0.3)], [0, 0, 1, 0]); return rect(x, 640 - h, w, h, g) + ellipse(x + w / 2, 640 - h, w / 2, 26, lighten(c1, 0.2)) + Array.from({ length: 6 }, (_, i) => line(x, 640 - h + 60 + i * 80, x + w, 640 - h + 60 + i * 80, darken(c1, 0.2), 3)).join(''); };
  s += paintedTank(80, 300, 520, '#9aa3ab') + group('', paintedTank(80, 300, 520, color.teal), { clipPath: clipTo(rect(80, 0, 160, 800)) }) + paintedTank(520, 260, 440, color.teal) + paintedTank(880, 220, 380, '#9aa3ab');
  for (let i = 0; i < 14; i++) s += circle(between(250, 370), between(150, 600), between(4, 12), '#a0582e', { opacity: 0.6 }) + circle(between(890, 1090), between(290, 600), between(4, 12), '#a0582e', { opacity: 0.6 });
  s += stroke('M380,300 L520,300', color.grey, 16) + scaffold(230, 640, 200, 500, 100, 160) + stroke('M1100,400 L1200,400', color.grey, 16);
  return s + person(300, 306, 0.7, { flip: true, helmet: color.amber, skin: skinTones[2], mask: true, hl: [40, -170], hr: [60, -150], tool: sprayGunTool([60, -150], [170, -180], lighten(color.teal, 0.3)) }) + person(1000, 720, 0.9, { helmet: color.amber, skin: skinTones[0], hl: [-40, -130], hr: [60, -160], front: clipboard(70, -170, 0.8) });
};
scenes['pintura-epoxy'] = () => {
  let s = floor(470, 'epoxy', { depth: 300, colors: ['#c3cbd2', '#aab4bd'] }) + rect(0, 0, 1200, 470, linearGradient(['#e9eef1', '#d3dbe1'])) + group('', Array.from({ length: 3 }, (_, i) => rect(90 + i * 380, 140, 300, 330, '#b9c4cd') + Array.from({ length: 10 }, (_, k) => line(90 + i * 380, 160 + k * 30, 390 + i * 380, 160 + k * 30, '#a6b2bc', 3)).join('')).join(''));
  const done = 'M0,470 L760,470 C740,560 700,640 690,800 L0,800Z'; s += path(done, linearGradient(['#5f9b92', '#3f7f76'])) + group('', polygon([[perspectiveX(470, 100, 470), 470], [perspectiveX(470, 130, 470), 470], [perspectiveX(470, 130, 800), 800], [perspectiveX(470, 100, 800), 800]], color.amber) + polygon([[0, 640], [700, 640], [700, 660], [0, 660]], color.amber) + polygon([[150, 470], [300, 470], [120, 800], [-160, 800]], '#ffffff', { opacity: 0.18 }) + polygon([[420, 470], [480, 470], [420, 800], [300, 800]], '#ffffff', { opacity: 0.14 }), { clipPath: clipTo(path(done)) });
  s += sparkles(40, 500, 600, 260, 6, 22) + group(place(1000, 760), shadow(0, 0, 90) + path('M-80,-96 L0,-96 L-6,0 L-74,0Z', color.grey) + ellipse(-40, -96, 40, 9, '#3f7f76') + path('M14,-64 L74,-64 L70,0 L18,0Z', color.amber) + ellipse(44, -64, 30, 7, darken(color.amber, 0.2)));
  return s + person(820, 760, 1, { flip: true, cap: color.blue, skin: skinTones[3], hair: hairColors[2], ...handsOn([150, -14], [-20, -230], 0.82, 0.5), tool: rollerTool([150, -14], [-20, -230], '#3f7f76') });
};
scenes['pintura-decorativa'] = () => {
  let s = interior({ fy: 560, wall: '#f5efe6', floor: 'wood' });
  const wallArt = [[[100, 80], [520, 80], [100, 420]], [[520, 80], [860, 80], [690, 330]], [[100, 420], [690, 330], [520, 560], [100, 560]], [[690, 330], [860, 80], [1000, 560], [520, 560]]];
  s += group('', wallArt.map((p, i) => polygon(p, [color.teal, color.amber, color.navy, color.ochre][i], { opacity: 0.92 })).join('') + line(100, 420, 690, 330, '#fff', 8) + line(520, 80, 690, 330, '#fff', 8), { clipPath: clipTo(rect(0, 0, 860, 560)) });
  s += rect(860, 60, 8, 500, '#e6d8b8') + sofa(80, 720, 380, color.white) + pot(640, 700, 0.9, 'palm') + swatchFan(560, 770, 0.7) + tray(1100, 760, 0.9, color.teal) + paintCan(1020, 770, 0.8, color.white, color.ochre);
  return s + stepLadder(960, 730, 240) + person(950, 520, 0.85, { flip: true, cap: color.teal, skin: skinTones[0], hair: hairColors[1], longHair: true, hl: [40, -170], hr: [100, -250], tool: line(100, -250, 120, -300, '#b98553', 8) + rect(112, -330, 18, 34, color.ochre, { rx: 4 }) });
};
scenes['renovacion-suelos'] = () => {
  let s = interior({ fy: 500, wall: '#eef0ea', floor: 'wood', depth: 260 }) + windowView(150, 100, 300, 280, { bars: true }) + picture(760, 150, 200, 140);
  const old = 'M640,500 L1200,500 L1200,800 L520,800Z'; s += group('', floor(500, 'tiles', { depth: 260, colors: ['#cfc3ad', '#b9aa8f'] }) + Array.from({ length: 8 }, () => { const x = between(650, 1150), y = between(560, 780); return stroke(`M${x},${y} l${between(-30, 30)},${between(10, 30)} l${between(-20, 30)},${between(10, 30)}`, '#7d6e58', 2); }).join(''), { clipPath: clipTo(path(old)) });
  s += line(640, 500, 520, 800, darken('#b98050', 0.3), 4) + group(place(1010, 760), shadow(0, 0, 120) + Array.from({ length: 5 }, (_, i) => rect(-110 + (i % 2) * 6, -20 - i * 20, 230, 18, ['#c8935e', '#d29f6a', '#bd8753'][i % 3], { rx: 2 }) + rect(-110 + (i % 2) * 6, -20 - i * 20, 230, 4, '#fff', { opacity: 0.2 })).join(''));
  return s + person(420, 700, 1, { pose: 'kneel', cap: color.blue, skin: skinTones[2], hl: [80, -100], hr: [110, -80], tool: group('rotate(-8 150 -80)', rect(60, -90, 240, 20, '#d29f6a', { rx: 2 })) + rect(100, -150, 16, 60, color.ink, { rx: 4 }) }) + toolbox(240, 760, 0.9, color.amber) + sparkles(80, 560, 400, 200, 4, 18);
};
scenes['eliminacion-grafitis'] = () => {
  let s = sky(120) + brickWall(0, 0, 1200, 660, '#e4d3bc') + ground(660, '#d3c7b3', '#bdaf98');
  s += group('', graffiti(40, 120, 900, 420, 16), { clipPath: clipTo(rect(0, 0, 620, 660)) }) + group('', graffiti(40, 120, 900, 420, 0), {});
  s += rect(600, 0, 40, 660, linearGradient([[0, '#ffffff', 0], [1, '#ffffff', 0.5]], [0, 0, 1, 0])) + sparkles(660, 140, 420, 400, 7, 24) + ellipse(500, 672, 260, 16, '#9a7fb5', { opacity: 0.35 }) + mist(560, 250, 160, 260, 10);
  return s + pressureWasher(1060, 760, 1) + person(860, 750, 1, { flip: true, helmet: color.white, goggles: true, skin: skinTones[0], hl: [60, -170], hr: [40, -140], tool: lanceTool([40, -140], [130, -200], [280, -330]) + hoseTool([-200, -20], [40, -140], color.ink) });
};
scenes['tratamiento-anti-grafitis'] = () => {
  let s = sky(120) + rect(0, 0, 1200, 660, '#efe6d8') + Array.from({ length: 5 }, (_, i) => rect(i * 260, 0, 8, 660, '#e2d6c3')).join('') + ground(660, '#d3c7b3', '#bdaf98');
  s += rect(0, 0, 700, 660, linearGradient([[0, '#bfe3f2', 0.35], [1, '#bfe3f2', 0.1]], [0, 0, 1, 0])) + group('', Array.from({ length: 6 }, (_, i) => line(40 + i * 120, 0, i * 120 - 160, 660, '#ffffff', 30, { opacity: 0.25 })).join(''));
  s += group(place(300, 260), stroke('M-120,0 q40,-60 80,0 t80,0 t80,0', '#e0457b', 16, { opacity: 0.55 }) + Array.from({ length: 7 }, (_, i) => drop(-110 + i * 38, 60 + (i % 3) * 40, 12, '#e0457b', 0.75)).join(''));
  s += group(place(230, 520, 1.1), rect(-24, -90, 48, 90, color.grey, { rx: 10 }) + rect(-16, -104, 32, 16, color.ink, { rx: 4 }) + rect(-24, -60, 48, 26, '#e0457b') + line(-60, -120, 60, 30, color.red, 10) + line(60, -120, -60, 30, color.red, 10));
  s += shield(560, 200, 1.2) + sparkles(360, 120, 300, 200, 4, 20);
  return s + person(880, 750, 1, { flip: true, cap: color.blue, skin: skinTones[3], hair: hairColors[0], hl: [60, -220], hr: [50, -170], tool: rollerTool([150, -360], [50, -170], '#d8eef7') }) + bucket(1080, 760, 0.9, color.teal, '#d8eef7');
};
scenes['desinfeccion-sanitizacion'] = () => {
  let s = interior({ fy: 520, wall: '#e7eef0', floor: 'vinyl' }) + rect(80, 120, 420, 240, '#ffffff', { stroke: '#9aa6b2', strokeWidth: 10 }) + rect(90, 362, 400, 10, color.grey) + windowView(760, 100, 320, 280, { bars: true });
  for (let i = 0; i < 3; i++) s += group(place(150 + i * 260, 700), shadow(0, 0, 90) + rect(-80, -110, 160, 14, '#d8c3a0') + rect(-70, -96, 8, 96, color.grey) + rect(62, -96, 8, 96, color.grey)) + chair(160 + i * 260, 760, color.teal);
  s += mist(520, 300, 500, 320, 16, '#ffffff') + virus(640, 330, 16, color.teal, 0.45) + virus(760, 420, 12, color.teal, 0.35) + virus(580, 480, 10, color.red, 0.3) + virus(900, 340, 14, color.red, 0.25);
  return s + person(960, 750, 1.05, { flip: true, suit: '#eef2f4', pants: '#dfe5e9', stripe: color.teal, hood: true, skin: skinTones[1], glove: color.blue, hl: [50, -150], hr: [80, -160], back: rect(-70, -280, 50, 130, color.blue, { rx: 16 }) + stroke('M-40,-150 C-60,-60 40,-80 80,-150', color.ink, 6), tool: line(80, -160, 190, -210, color.ink, 7) + mist(200, -300, 200, 160, 8) });
};
scenes['fontaneria'] = () => {
  let s = interior({ fy: 560, wall: '#eef2f3', floor: 'tiles', depth: 200 }) + group('', Array.from({ length: 40 }, (_, i) => line(0, 160 + (i % 10) * 40, 1200, 160 + (i % 10) * 40, '#dbe3e6', 2) + line(i * 40, 160, i * 40, 560, '#dbe3e6', 2)).join('')) + rect(0, 150, 1200, 10, '#cfd8dc');
  s += sink(360, 640, 420) + rect(300, 374, 540, 10, '#b9c3c9', { opacity: 0.5 }) + drop(720, 560, 20, color.blue) + drop(700, 610, 12, color.blue, 0.7) + ellipse(690, 636, 40, 6, '#7fc4e8', { opacity: 0.7 }) + pot(1060, 376, 0.45);
  s += toolbox(1000, 760, 1.1, color.red) + wrench(1080, 700, 0.6, 70) + bucket(200, 760, 0.9, color.blue, '#9fd3f0');
  return s + person(560, 760, 1, { flip: false, pose: 'kneel', cap: color.blue, skin: skinTones[2], hl: [120, -150], hr: [150, -120], front: wrench(150, -120, 0.7, -120) });
};
scenes['diseno-interiorismo'] = () => {
  let s = interior({ fy: 560, wall: '#eae1d3', floor: 'wood' }) + rect(0, 0, 520, 560, '#2f6f7a', { opacity: 0.85 }) + windowView(700, 80, 360, 380, { palm: true });
  s += picture(130, 130, 240, 160) + sofa(60, 720, 420, color.amber) + floorLamp(560, 660, 330) + ellipse(430, 750, 360, 44, '#d9c6a6') + ellipse(430, 750, 300, 34, '#e8dcc6') + pot(1120, 660, 1.1, 'palm');
  s += group(place(520, 740), shadow(0, 0, 130) + rect(-120, -80, 240, 16, '#7a5236', { rx: 6 }) + rect(-100, -64, 10, 64, '#5d3f29') + rect(90, -64, 10, 64, '#5d3f29') + rect(-90, -92, 110, 14, '#ffffff') + group('', [0, 1, 2].map((i) => line(-84, -88 + i * 4, 10, -88 + i * 4, color.blue, 1.5)).join('')) + swatchFan(60, -86, 0.4));
  return s + person(880, 740, 1, { suit: color.teal, stripe: false, skin: skinTones[0], hair: hairColors[3], longHair: true, hl: [-40, -140], hr: [50, -190], front: group('rotate(-20 50 -190)', rect(30, -240, 56, 80, color.ink, { rx: 6 }) + rect(36, -234, 44, 66, color.sky)) + swatchFan(-40, -150, 0.35) });
};
scenes['suministros-profesionales'] = () => {
  let s = interior({ fy: 560, wall: '#e9edf0', floor: 'vinyl' });
  const bottles = (x, y, w, h) => { let o = '', cx = x; while (cx < x + w - 40) { const c = pick([color.blue, color.teal, color.amber, '#e0457b', color.white, color.navy]); o += random() < 0.5 ? bottle(cx + 18, y, 0.85 * Math.min(1, h / 95), c) : jug(cx + 28, y, 0.7 * Math.min(1, h / 95), c); cx += random() < 0.5 ? 42 : 60; } return o; };
  const boxes = (x, y, w, h) => box(x, y, w * 0.3, h * 0.7) + box(x + w * 0.32, y, w * 0.34, h * 0.85, '#d3a86e') + box(x + w * 0.68, y, w * 0.3, h * 0.6, '#bd8f59');
  s += shelfUnit(40, 600, 520, 520, 4, (x, y, w, h, k) => (k % 2 ? boxes(x, y, w, h) : bottles(x, y, w, h, k))) + shelfUnit(640, 600, 520, 520, 4, (x, y, w, h, k) => (k % 2 ? bottles(x, y, w, h, k) : boxes(x, y, w, h)));
  s += group(place(560, 750), shadow(0, 0, 130) + rect(-120, -30, 240, 12, color.grey) + circle(-100, -10, 14, color.ink) + circle(100, -10, 14, color.ink) + line(120, -30, 150, -200, color.grey, 8) + box(-110, -42, 110, 90) + box(4, -42, 100, 70, '#d3a86e') + jug(-50, -132, 0.8, color.teal) + bottle(40, -112, 0.8, color.amber));
  return s + person(820, 760, 1, { flip: true, cap: color.teal, skin: skinTones[1], hl: [110, -190], hr: [120, -170] }) + jug(1080, 770, 1, color.blue) + jug(1140, 776, 0.9, color.amber);
};
scenes['mantenimiento-comunidades'] = () => {
  let s = sky(400) + sun(1060, 110, 44) + apartmentBlock(80, 700, 1040, 700, { color: '#f2e2c9', floors: 5, cols: 6, balcony: true, door: false }) + ground(700, '#e1d5c1', '#cdbd9f');
  s += rect(440, 420, 320, 280, '#d9c4a2') + rect(470, 450, 260, 250, '#6e4c33') + rect(484, 464, 112, 236, linearGradient(['#cfe6f5', '#9cc6e3'])) + rect(604, 464, 112, 236, linearGradient(['#cfe6f5', '#9cc6e3'])) + rect(420, 400, 360, 26, darken('#d9c4a2', 0.2));
  s += group(place(600, 400), rect(-30, 26, 60, 18, color.grey) + ellipse(0, 48, 26, 14, '#fff6cf') + ellipse(0, 90, 80, 40, '#fff6cf', { opacity: 0.35 })) + pot(380, 710, 0.9) + pot(820, 710, 0.9) + hedge(0, 720, 300, 60) + hedge(900, 720, 300, 60);
  s += ladder(640, 760, 300, 70, -30) + person(660, 600, 0.85, { cap: color.blue, skin: skinTones[0], hl: [-20, -260], hr: [40, -220], front: circle(-20, -270, 16, '#fff6cf') });
  return s + toolbox(520, 770, 0.9, color.red) + mopper(260, 770, 0.95, { flip: true, broom: true, skin: skinTones[2], hair: hairColors[1], longHair: true, fx: 140 }) + person(1000, 776, 0.95, { flip: true, cap: color.teal, skin: skinTones[3], hl: [-30, -150], hr: [60, -170], front: clipboard(70, -180, 0.8) });
};
scenes['jardineria-profesional'] = () => {
  let s = sky(470) + sun(240, 120, 50) + cloud(700, 110) + apartmentBlock(700, 470, 440, 300, { color: color.white, floors: 4, balcony: true, shutter: color.blue }) + rect(0, 460, 1200, 340, linearGradient(['#a9cd8a', '#7cae66']));
  s += palm(160, 560, 380, 1.05) + hedge(0, 600, 1200, 110, '#4c874c') + group('', hedge(420, 600, 420, 150, '#4c874c') + rect(420, 450, 200, 30, lighten('#4c874c', 0.2), { rx: 14 }), {}) + cypress(1120, 600, 260);
  for (let i = 0; i < 26; i++) s += ellipse(between(520, 900), between(620, 700), between(6, 12), between(3, 5), pick(['#5c9a55', '#3f7443']), { transform: `rotate(${oneDecimal(between(0, 180))} 700 660)` });
  s += group(place(200, 760), shadow(0, 0, 90) + rect(-70, -56, 140, 44, color.teal, { rx: 12 }) + rect(-76, -20, 152, 12, color.ink, { rx: 4 }) + circle(-50, -8, 16, color.ink) + circle(50, -8, 16, color.ink) + line(-60, -56, -140, -170, color.ink, 7) + line(-150, -172, -126, -178, color.ink, 10));
  return s + flowers(920, 660, 260) + person(700, 760, 1, { cap: color.amber, suit: color.leaf, stripe: color.amber, skin: skinTones[1], hl: [60, -180], hr: [90, -190], tool: group('rotate(-25 80 -186)', rect(50, -200, 60, 24, color.amber, { rx: 8 }) + rect(110, -194, 150, 12, color.steel) + Array.from({ length: 10 }, (_, i) => rect(116 + i * 14, -198, 6, 20, color.grey)).join('')) });
};
scenes['mantenimiento-oficinas'] = () => {
  let s = interior({ fy: 540, wall: '#eef1f4', floor: 'vinyl' }) + rect(0, 0, 1200, 70, '#e1e6ea') + ceilingLights(50, 3) + windowView(80, 150, 300, 260, { bars: true });
  s += group(place(840, 150), rect(-150, 0, 300, 80, '#ffffff', { rx: 14, stroke: '#c6ced6', strokeWidth: 4 }) + rect(-130, 56, 260, 10, '#c6ced6', { rx: 5 }) + stroke('M-110,96 q20,14 40,0 M-20,100 q20,14 40,0 M70,96 q20,14 40,0', color.sky, 5));
  s += desk(100, 680, 320) + chair(300, 740, color.blue) + pot(1130, 680, 1, 'palm') + stepLadder(820, 720, 320) + toolbox(1000, 760, 1, color.red);
  return s + person(820, 440, 0.82, { cap: color.blue, skin: skinTones[3], hair: hairColors[2], hl: [-50, -250], hr: [60, -300], front: group('translate(60,-300) rotate(-40)', rect(-6, 0, 12, 60, color.amber, { rx: 4 }) + rect(-3, -30, 6, 30, color.steel)) }) + sparkle(930, 180, 20, color.amber);
};
// PROJECTS
const tileGrid = (x, y, w, h, st = 40, c = '#dfe7ea') => group('', Array.from({ length: Math.ceil(h / st) }, (_, i) => line(x, y + i * st, x + w, y + i * st, c, 2)).join('') + Array.from({ length: Math.ceil(w / st) }, (_, i) => line(x + i * st, y, x + i * st, y + h, c, 2)).join(''));
const whiteSuit = { suit: '#eef2f4', pants: '#dfe5e9', stripe: color.teal, glove: color.blue };
scenes['project-limpieza-industrial-1'] = () => interior({ fy: 520, wall: '#f4f6f7', floor: 'tiles', colors: ['#e4ecef', '#cfdce1'], dado: 300, dadoC: '#eef3f5' }) + tileGrid(0, 220, 1200, 290)
  + tank(60, 530, 190, 400) + tank(290, 530, 150, 330) + stroke('M155,130 L155,100 L365,100 L365,200', '#b1bcc6', 14) + conveyor(560, 420, 580, 'bread') + rect(0, 640, 1200, 18, '#9aa6b2') + group('', Array.from({ length: 60 }, (_, i) => line(i * 20, 640, i * 20, 658, '#6f7c86', 3)).join(''))
  + bubbles(60, 560, 420, 120, 26) + bubbles(100, 300, 150, 200, 12) + sparkles(500, 560, 300, 120, 4, 20)
  + person(560, 760, 1, { ...whiteSuit, cap: '#ffffff', mask: true, skin: skinTones[1], hl: [40, -170], hr: [60, -150], tool: lanceTool([60, -150], [-30, -230], [-260, -360], true) });
scenes['project-limpieza-industrial-2'] = () => warehouse({ fy: 470 }) + group('', [300, 560, 820].map((x) => rect(x, 130, 200, 340, '#aeb9c3') + Array.from({ length: 13 }, (_, k) => line(x, 140 + k * 25, x + 200, 140 + k * 25, '#97a3ae', 3)).join('') + rect(x - 10, 120, 220, 12, color.amber)).join(''))
  + rack(-40, 480, 300, 400, 4, 1) + rack(1060, 480, 200, 400, 4, 1) + safetyLines(470, [[-420, -380], [1580, 1620]]) + pallet(340, 520, 150, 4) + forklift(840, 560, 0.72, true)
  + polygon([[0, 690], [420, 684], [420, 766], [0, 776]], '#ffffff', { opacity: 0.3 }) + sparkles(20, 680, 360, 80, 5, 20) + person(400, 752, 1, { cap: color.blue, skin: skinTones[3], hair: hairColors[2], hl: [52, -152], hr: [66, -146], tool: scrubberTool(color.blue) }) + wetSign(1000, 760, 0.8);
scenes['project-limpieza-industrial-3'] = () => {
  let s = interior({ fy: 520, wall: '#d9e0e5', floor: 'concrete', depth: 240 }) + group('', [200, 600, 1000].map((x) => line(x, 0, x, 80, color.ink, 3) + path(`M${x - 40},100 L${x + 40},100 L${x + 24},80 L${x - 24},80Z`, color.grey) + ellipse(x, 130, 90, 30, '#fff6cf', { opacity: 0.3 })).join(''));
  s += group(place(60, 560), shadow(180, 0, 200) + rect(0, -400, 360, 200, '#c6ced6') + group('', Array.from({ length: 60 }, (_, i) => circle(14 + (i % 15) * 24, -386 + Math.floor(i / 15) * 48, 2.5, '#9aa6b2')).join('')) + wrench(40, -380, 0.7) + wrench(90, -380, 0.6) + wrench(140, -380, 0.5) + group('translate(220,-380)', rect(-5, 0, 10, 110, '#b98553', { rx: 4 }) + rect(-30, -8, 60, 24, color.grey, { rx: 4 })) + group('translate(300,-370)', circle(0, 30, 26, 'none', { stroke: color.red, strokeWidth: 10 }) + rect(-6, -10, 12, 20, color.red))
    + rect(0, -140, 360, 20, '#8d6239') + rect(20, -120, 16, 120, color.grey) + rect(324, -120, 16, 120, color.grey) + rect(40, -190, 90, 50, color.blue, { rx: 6 }) + rect(60, -214, 50, 24, color.grey) + rect(130, -176, 50, 10, color.grey) + rect(220, -160, 110, 20, color.steel, { rx: 4 }));
  s += group(place(720, 560), shadow(160, 0, 200) + rect(0, -90, 340, 90, color.teal, { rx: 6 }) + rect(10, -220, 100, 130, color.teal, { rx: 8 }) + circle(124, -160, 26, color.grey) + rect(124, -168, 150, 16, color.steel) + rect(240, -200, 40, 40, '#3d4b58', { rx: 4 }) + rect(290, -210, 50, 120, darken(color.teal, 0.15), { rx: 6 }) + rect(26, -200, 60, 30, '#1f3342', { rx: 4 }) + rect(30, -194, 20, 10, '#6fe0c8'));
  s += group(place(1130, 560), shadow(0, 0, 60) + rect(-40, -20, 80, 20, color.grey) + rect(-8, -260, 16, 240, color.grey) + rect(-40, -300, 90, 60, color.amber, { rx: 10 }) + rect(-4, -240, 8, 40, color.steel) + rect(-40, -130, 80, 14, color.grey));
  for (let i = 0; i < 70; i++) { const x = between(520, 1180), y = between(600, 790); s += stroke(`M${x},${y} q6,-8 12,0 t12,0`, pick(['#8a97a4', '#b1bcc6', '#c9a86a']), 2.5); }
  return s + polygon([[0, 620], [420, 612], [420, 780], [0, 790]], '#ffffff', { opacity: 0.22 }) + person(420, 770, 1, { cap: color.blue, skin: skinTones[0], hair: hairColors[1], goggles: true, hl: [60, -150], hr: [50, -130], tool: vacuumTool(-150, [56, -140], 200).replace(color.red, color.amber).replace(darken(color.red, 0.2), darken(color.amber, 0.2)) }) + sparkles(40, 640, 300, 120, 5, 20);
};
const mineralMembrane = (pathD, c = '#5f666d', k = 500) => path(pathD, c) + group('', Array.from({ length: k }, () => circle(between(0, 1200), between(380, 800), between(1.2, 2.6), pick(['#7b838a', '#4d545a', '#8d8577']))).join(''), { clipPath: clipTo(path(pathD)) });
scenes['project-impermeabilizacion-1'] = () => {
  const fy = 430; let s = rooftop({ fy, floor: 'tiles', tower: 300 }) + mineralMembrane('M0,430 L1200,430 L1200,800 L0,800Z') + group('', [-500, -260, -20, 220, 460, 700, 940, 1180, 1420].map((b) => line(perspectiveX(fy, b, fy), fy, perspectiveX(fy, b, 800), 800, '#79818a', 5)).join(''));
  s += group(place(180, 520), shadow(90, 0, 130) + rect(0, -200, 200, 200, '#f1e6d4') + rect(-10, -212, 220, 16, '#ddcbb0') + rect(70, -150, 66, 150, '#6e4c33') + rect(80, -140, 46, 60, color.glass)) + antenna(500, 384, 0.9) + antenna(560, 384, 0.7);
  s += group(place(1060, 384), rect(-50, -80, 100, 80, '#d8dde2', { rx: 8 }) + ellipse(0, -80, 50, 12, '#c6ced6')) + rect(0, 430, 1200, 26, '#4d545a', { opacity: 0.6 });
  s += group(place(840, 660), Array.from({ length: 3 }, (_, i) => membraneRoll(0, -22 - i * 44, 160, 22, '#4d545a')).join('')) + gasBottle(980, 700, 0.9) + stroke('M960,590 C900,560 860,520 760,520', color.ink, 5);
  return s + person(700, 520, 0.7, { flip: true, pose: 'kneel', cap: color.blue, skin: skinTones[2], hl: [70, -112], hr: [52, -100], tool: line(40, -96, 150, -84, color.grey, 8) + group('translate(150,-84) rotate(80) scale(0.6)', flame(0, 0)) }) + sparkles(40, 520, 600, 240, 5, 20);
};
scenes['project-impermeabilizacion-2'] = () => {
  const fy = 420; let s = sky(fy) + sun(1040, 120, 52) + cloud(260, 110) + cloud(640, 80, 0.7) + hills(fy - 40, '#c8d6b0') + town(fy - 10, { tower: false, minH: 20, varH: 50, op: 0.6 });
  s += floor(fy, 'concrete', { depth: 300 }) + path('M0,420 L1200,420 L1200,800 L0,800Z', '#1f2428') + rect(0, 420, 1200, 380, linearGradient([[0, '#ffffff', 0.14], [0.5, '#ffffff', 0.02], [1, '#ffffff', 0.1]])) + rect(0, 408, 1200, 16, '#9aa6b2');
  s += path('M700,420 L1200,420 L1200,800 L820,800Z', '#aab4bd') + line(700, 420, 820, 800, '#111', 4) + group('', [ [200, 520], [430, 480], [300, 660] ].map(([x, y]) => ellipse(x + 10, y + 16, 76, 14, '#000', { opacity: 0.35 }) + rect(x - 60, y - 16, 120, 30, '#c6ced6') + rect(x - 60, y - 16, 120, 8, '#e3e8ec') + path(`M${x - 54},${y - 16} Q${x},${y - 70} ${x + 54},${y - 16}Z`, '#cfe6f4', { opacity: 0.95 }) + path(`M${x - 34},${y - 24} Q${x - 10},${y - 50} ${x + 14},${y - 48}`, 'none', { stroke: '#fff', strokeWidth: 5, strokeLinecap: 'round' })).join(''));
  s += group(place(1000, 520), shadow(0, 0, 120) + rect(-110, -120, 220, 120, '#c6ced6', { rx: 8 }) + circle(-50, -60, 40, '#9aa6b2') + circle(50, -60, 40, '#9aa6b2') + circle(-50, -60, 12, color.ink) + circle(50, -60, 12, color.ink));
  s += membraneRoll(800, 700, 300, 34, '#2a2f34') + polygon([[650, 700], [950, 700], [1000, 800], [620, 800]], '#1f2428');
  return s + person(560, 760, 1, { cap: color.blue, skin: skinTones[0], hl: [150, -80], hr: [170, -70] }) + person(1080, 700, 0.8, { flip: true, pose: 'kneel', cap: color.teal, skin: skinTones[3], hl: [76, -96], hr: [60, -84], tool: line(64, -90, 130, -20, '#b98553', 8) + rect(108, -24, 56, 20, color.ink, { rx: 4 }) }) + sparkles(100, 560, 400, 200, 4, 20);
};
scenes['project-impermeabilizacion-3'] = () => {
  let s = sky(800) + sun(150, 110, 44) + town(560, { tower: 120, minH: 120, varH: 200 }) + palm(250, 600, 260, 0.7);
  s += rect(420, 0, 780, 540, '#e8c9a0') + rect(420, 0, 16, 540, darken('#e8c9a0', 0.1)) + rect(560, 110, 240, 430, '#fbf7f0') + rect(576, 126, 208, 414, linearGradient(['#cfe6f5', '#9cc6e3'])) + rect(676, 126, 8, 414, '#fbf7f0') + rect(900, 150, 180, 220, color.glass) + rect(870, 150, 30, 220, color.teal) + rect(1080, 150, 30, 220, color.teal);
  const fl = 'M420,540 L1200,540 L1200,800 L0,800 L0,700Z'; s += path(fl, '#c9a482') + group('', floor(540, 'tiles', { depth: 220, vx: 800, colors: ['#d9b89a', '#c9a482'] }), { clipPath: clipTo(path(fl)) });
  const coat = 'M540,540 L1200,540 L1200,800 L420,800 C500,720 470,620 540,540Z'; s += path(coat, '#9aa5ad') + path(coat, linearGradient([[0, '#fff', 0.3], [1, '#fff', 0.05]])) + line(0, 700, 420, 540, '#8c9399', 10);
  for (let i = 0; i <= 12; i++) { const t = i / 12, x = 420 * (1 - t), yb = 540 + 160 * t, yt = 430 + 40 * t - 10 * t; s += line(x, yb, x, yt - 10 * t, color.ink, 4 + 2 * t); }
  s += line(420, 430, 0, 460, color.ink, 9) + pot(1130, 580, 0.8) + pot(470, 570, 0.6);
  return s + bucket(1060, 770, 0.9, color.grey, '#9aa5ad') + sparkles(640, 580, 500, 200, 6, 20) + person(600, 770, 1, { flip: true, cap: color.blue, skin: skinTones[1], hair: hairColors[1], ...handsOn([150, -14], [-20, -230], 0.82, 0.5), tool: rollerTool([150, -14], [-20, -230], '#9aa5ad') });
};
// BLOG
const safetyPictograms = (x, y) => [color.blue, color.blue, color.blue, color.teal].map((c, i) => circle(x + i * 90, y, 36, c) + [rect(x - 12, y - 16, 24, 32, '#fff', { rx: 8 }), rect(x + 90 - 20, y - 8, 40, 16, '#fff', { rx: 8 }), path(`M${x + 180 - 14},${y + 16} L${x + 180 - 14},${y - 14} L${x + 180 + 2},${y - 14} L${x + 180 + 2},${y + 4} L${x + 180 + 16},${y + 4} L${x + 180 + 16},${y + 16}Z`, '#fff'), stroke(`M${x + 270 - 14},${y} l10,10 l18,-20`, '#fff', 7)][i]).join('');
scenes['blog-1'] = () => warehouse({ fy: 500, wall: '#e5ebef' }) + tank(40, 500, 160, 320) + tank(230, 500, 120, 260) + conveyor(760, 380, 420, 'box') + safetyPictograms(420, 240) + rect(390, 190, 360, 100, 'none', { stroke: '#c6ced6', strokeWidth: 4, rx: 12 })
  + safetyLines(500, [[-300, -260], [1500, 1540]]) + group(place(900, 700), scrubberTool(color.teal)) + person(560, 730, 1, { cap: color.blue, skin: skinTones[1], hair: hairColors[1], longHair: true, hl: [-30, -150], hr: [40, -190], front: clipboard(50, -200, 0.95) }) + person(230, 720, 0.85, { helmet: color.white, skin: skinTones[3], goggles: true, hl: [-40, -130], hr: [40, -130] });
scenes['blog-2'] = () => {
  let s = interior({ fy: 620, wall: '#dfe4e8', floor: 'concrete', depth: 200 }) + iBeam(0, 70, 1200, 50, '#f2f0ec') + iBeam(120, 70, 550, 40, '#f2f0ec', true) + iBeam(1040, 70, 550, 40, '#a24b36', true);
  const iBeamSign = (x, y, sc, c, coat) => group(place(x, y, sc), (coat ? path('M-130,-160 L130,-160 L130,-100 L30,-100 L30,100 L130,100 L130,160 L-130,160 L-130,100 L-30,100 L-30,-100 L-130,-100Z', '#ffffff', { stroke: '#ffffff', strokeWidth: 44, strokeLinejoin: 'round' }) : '') + path('M-110,-140 L110,-140 L110,-100 L14,-100 L14,100 L110,100 L110,140 L-110,140 L-110,100 L-14,100 L-14,-100 L-110,-100Z', c));
  s += iBeamSign(560, 360, 1, '#7d8a97', true) + flame(470, 640, 1.1) + flame(560, 650, 1.4) + flame(650, 640, 1.1) + clock(900, 240, 80) + shield(250, 280, 1.1);
  return s + group('', [0, 1, 2, 3].map((i) => rect(820 + i * 44, 350, 36, 12, [color.teal, color.blue, color.amber, color.red][i], { rx: 6 })).join(''));
};
scenes['blog-3'] = () => {
  const fy = 450; let s = sky(fy, '#5d7186', '#aab8c4') + cloud(260, 140, 1.8, '#6d7c8b') + cloud(700, 110, 2.2, '#7b8a99') + cloud(1050, 160, 1.6, '#6d7c8b') + path('M760,150 L720,260 L760,260 L730,360 L820,230 L780,230 L810,150Z', '#ffe07a') + rainDrops(0, 180, 1200, 250, 50, '#c5d3de');
  s += town(fy - 40, { tower: 200, op: 0.6 }) + floor(fy, 'tiles', { depth: 300, colors: ['#b0b7bb', '#a3abb0'] }) + rect(0, fy - 46, 1200, 48, '#ddd5c6') + rect(0, fy - 54, 1200, 12, '#c9bca5');
  s += path('M0,450 L820,450 C800,560 780,680 760,800 L0,800Z', '#8ea7b1') + path('M0,450 L820,450 C800,560 780,680 760,800 L0,800Z', linearGradient([[0, '#fff', 0.2], [1, '#fff', 0.05]])) + drain(380, 620) + ellipse(380, 620, 60, 14, '#6fa6cf', { opacity: 0.5 });
  for (let i = 0; i < 16; i++) { const x = between(0, 1200), y = between(420, 780); s += leaf(x, y, x + between(20, 30), y + between(-10, 10), 8, 0, pick(['#d9822b', color.amber, '#b5562e'])); }
  return s + person(940, 760, 1, { flip: true, cap: color.blue, skin: skinTones[2], hair: hairColors[0], ...handsOn([150, -14], [-20, -230], 0.82, 0.5), tool: rollerTool([150, -14], [-20, -230], '#8ea7b1') }) + bucket(1100, 770, 0.9, color.grey, '#8ea7b1');
};
scenes['blog-4'] = () => {
  let s = interior({ fy: 520, wall: '#f8f6f2', floor: 'wood' }) + windowView(560, 90, 520, 380, { bars: false, palm: true }) + line(580, 110, 640, 150, '#e9d9b0', 8) + line(1060, 110, 1000, 150, '#e9d9b0', 8);
  s += paintCan(140, 600, 0.9) + paintCan(210, 604, 0.8, color.white, color.white) + paintCan(176, 540, 0.8) + stepLadder(360, 560, 260) + mist(200, 640, 400, 100, 8, '#d8d2c6');
  for (let i = 0; i < 30; i++) s += circle(between(100, 700), between(660, 780), between(2, 7), pick(['#9a9690', '#b8b3aa']));
  return s + person(720, 760, 1, { cap: color.blue, skin: skinTones[1], hair: hairColors[1], mask: true, hl: [60, -150], hr: [50, -130], tool: vacuumTool(180, [56, -140], -120).replace(color.red, color.amber).replace(darken(color.red, 0.2), darken(color.amber, 0.2)) }) + sparkles(820, 600, 300, 160, 6, 22);
};
const number25 = (x, y, s = 1) => group(place(x, y, s), stroke('M0,-80 Q0,-130 50,-130 Q100,-130 100,-84 Q100,-50 0,0 L110,0', color.amber, 30) + stroke('M250,-130 L170,-130 L160,-72 Q200,-88 230,-72 Q262,-52 252,-22 Q238,10 196,6 Q170,2 158,-14', color.amber, 30));
scenes['blog-5'] = () => {
  let s = sky(560) + sun(1050, 120, 46) + apartmentBlock(120, 560, 500, 380, { color: '#f1dcc0', floors: 4, cols: 4, balcony: true }) + apartmentBlock(660, 560, 440, 300, { color: color.white, floors: 3, cols: 3, shutter: color.blue }) + ground(560, '#eadfca', '#d9c8a8');
  s += stroke('M0,60 Q300,140 600,60 T1200,60', color.ink, 2) + Array.from({ length: 20 }, (_, i) => { const x = 15 + i * 60, y = 60 + Math.sin((x / 600) * Math.PI) * 40 * (x < 600 ? 1 : 1); return polygon([[x, y + 4], [x + 30, y + 4], [x + 15, y + 40]], [color.amber, color.teal, color.red, color.blue][i % 4]); }).join('');
  s += group('', rect(390, 180, 420, 220, '#fbf7f0', { rx: 30, opacity: 0.92 }) + number25(470, 360, 1.05) + sparkle(430, 220, 24, color.amber) + sparkle(780, 360, 20, color.teal));
  for (let i = 0; i < 50; i++) s += rect(between(0, 1200), between(100, 560), 8, 14, pick([color.amber, color.teal, color.red, color.blue]), { transform: `rotate(${oneDecimal(between(0, 90))} 600 300)`, opacity: 0.9 });
  return s + team(200, 740, 5, 0.95, 200, { lead: 2 });
};
scenes['blog-6'] = () => {
  let s = floor(470, 'concrete', { depth: 300 }) + rect(0, 0, 1200, 470, linearGradient(['#9aa6b1', '#c2cbd3'])) + rect(0, 0, 1200, 70, '#7f8c98') + ceilingLights(78, 3) + polygon([[820, 470], [1200, 300], [1200, 470]], '#8d99a4') + line(820, 470, 1200, 300, color.amber, 8);
  s += [120, 460].map((x) => rect(x - 22, 70, 44, 400, '#d6dce2') + Array.from({ length: 4 }, (_, k) => rect(x - 22, 380 + k * 22, 44, 11, k % 2 ? color.ink : color.amber)).join('')).join('') + carSide(210, 560, 0.9, color.blue) + carSide(600, 560, 0.9, color.white) + group('', [[300, 700, 70], [520, 660, 50], [160, 740, 60]].map(([x, y, r]) => ellipse(x, y, r, r * 0.28, '#3d3a36', { opacity: 0.55 })).join(''));
  s += polygon([[700, 660], [1200, 650], [1200, 800], [640, 800]], '#ffffff', { opacity: 0.25 }) + sparkles(760, 680, 400, 100, 5, 20) + pressureWasher(1100, 760, 1);
  return s + person(820, 760, 1, { flip: true, cap: color.blue, skin: skinTones[0], hair: hairColors[3], goggles: true, hl: [60, -160], hr: [40, -140], tool: lanceTool([40, -140], [150, -60], [300, -10]) + hoseTool([-260, -20], [40, -140], color.ink) });
};
scenes['blog-7'] = () => sky(800, '#cfe4f3', '#eef5fa') + apartmentBlock(40, 760, 360, 560, { color: '#f1dcc0', floors: 6, cols: 3, balcony: true }) + palm(470, 760, 330, 0.8) + ground(740, '#e6dac4', '#d9c8a8') + calendar(560, 120, 560, 480)
  + drop(600, 660, 30, color.blue) + leaf(660, 680, 720, 640, 14, 0, color.green) + group(place(760, 680), rect(-20, -40, 40, 60, color.teal, { rx: 6 }) + rect(-6, 20, 12, 30, '#b98553')) + sparkle(830, 650, 24, color.amber)
  + person(1040, 776, 0.95, { flip: true, cap: color.blue, skin: skinTones[2], hl: [60, -170], hr: [120, -260], front: clipboard(50, -160, 0.8, 10) });
scenes['blog-8'] = () => interior({ fy: 500, wall: '#f1e9dd', floor: 'marble', depth: 260, step: 140 }) + windowView(680, 80, 400, 380, { palm: true }) + polygon([[680, 502], [1080, 502], [1200, 800], [620, 800]], linearGradient([[0, '#ffffff', 0.5], [1, '#ffffff', 0]]))
  + picture(120, 120, 220, 150) + sofa(60, 660, 360, color.blue) + ellipse(300, 720, 260, 34, '#d9a066', { opacity: 0.5 }) + pot(560, 640, 0.9, 'palm') + shine(840, 700, 260, 50, 0.8) + sparkles(700, 600, 400, 160, 6, 24)
  + jug(1120, 760, 1, color.teal) + group(place(1060, 780, 0.8), bottle(0, 0, 1, '#e8c547') + line(-40, -110, 40, 10, color.red, 9) + line(40, -110, -40, 10, color.red, 9))
  + person(740, 760, 1, { cap: color.teal, skin: skinTones[0], hair: hairColors[1], longHair: true, ...handsOn([150, -14], [-10, -240], 0.82, 0.55), tool: mopTool(150, [-10, -240], '#7fc4e8') });
scenes['blog-9'] = () => {
  let s = interior({ fy: 540, wall: '#ece5da', floor: 'marble', depth: 220 }) + group(place(320, 540), rect(-150, -400, 300, 400, '#c6ced6') + rect(-140, -380, 136, 380, linearGradient(['#dfe5ea', '#b1bcc6'], [0, 0, 1, 0])) + rect(4, -380, 136, 380, linearGradient(['#b1bcc6', '#dfe5ea'], [0, 0, 1, 0])) + rect(-20, -440, 40, 24, color.ink, { rx: 4 }) + circle(190, -200, 14, color.steel) + circle(190, -240, 14, color.steel));
  s += mailboxes(760, 200, 4, 3) + pot(1130, 560, 0.9, 'palm') + mist(220, 280, 560, 360, 18) + virus(300, 300, 18, color.teal, 0.4) + virus(480, 420, 14, color.red, 0.3) + virus(230, 480, 12, color.teal, 0.35) + virus(620, 330, 10, color.red, 0.25);
  return s + person(760, 760, 1.05, { flip: true, suit: '#eef2f4', pants: '#dfe5e9', stripe: color.teal, hood: true, skin: skinTones[2], glove: color.blue, hl: [50, -150], hr: [80, -160], back: rect(-70, -280, 50, 130, color.teal, { rx: 16 }) + stroke('M-40,-150 C-60,-60 40,-80 80,-150', color.ink, 6), tool: line(80, -160, 190, -210, color.ink, 7) + mist(200, -300, 200, 160, 8) });
};
// ABOUT
scenes['historia'] = () => {
  let s = sky(600, '#a9cbe0', '#f1e8d8') + sun(1050, 120, 50) + hills(520, '#c9c79a') + house(-20, 620, 300, 240, { color: '#f4ead8' }) + house(880, 620, 340, 260, { color: '#f0dcc0', shutter: color.blue });
  s += rect(280, 240, 600, 380, '#fbf7f0') + rect(270, 228, 620, 20, '#e5d6bd') + Array.from({ length: 3 }, (_, i) => rect(330 + i * 190, 280, 110, 100, color.glass) + rect(316 + i * 190, 280, 14, 100, color.teal) + rect(440 + i * 190, 280, 14, 100, color.teal) + rect(320 + i * 190, 380, 130, 8, '#e5d6bd')).join('');
  s += rect(320, 440, 360, 180, '#3d4d5a') + rect(334, 454, 160, 166, linearGradient(['#cfe6f5', '#9cc6e3'])) + rect(506, 454, 160, 166, linearGradient(['#cfe6f5', '#9cc6e3'])) + Array.from({ length: 7 }, (_, i) => path(`M${300 + i * 60},420 L${360 + i * 60},420 L${360 + i * 60},460 Q${330 + i * 60},480 ${300 + i * 60},460Z`, i % 2 ? color.white : color.blue)).join('') + rect(720, 460, 120, 160, '#7a5236') + group(place(780, 430), drop(0, 0, 22, color.blue) + sparkle(20, -16, 9, color.amber));
  s += ground(620, '#e6d6b8', '#d2bd98') + olive(120, 700, 0.9) + van(640, 740, 0.95) + person(980, 740, 0.9, { cap: color.blue, skin: skinTones[0], hair: hairColors[4], hl: [-40, -130], hr: [48, -180], front: clipboard(55, -190, 0.7) }) + cypress(1160, 640, 220);
  return s + rect(0, 0, 1200, 800, '#d9a066', { opacity: 0.16 }) + rect(0, 0, 1200, 800, radialGradient([[0.6, '#5a3a22', 0], [1, '#5a3a22', 0.3]], 0.5, 0.5, 0.75));
};
scenes['equipo'] = () => sky(560) + sun(1060, 110, 44) + cloud(240, 100) + apartmentBlock(100, 560, 1000, 400, { color: '#f1e3cc', floors: 4, cols: 6, balcony: true, door: false }) + rect(430, 360, 340, 200, '#3d4d5a') + rect(444, 374, 150, 186, linearGradient(['#cfe6f5', '#9cc6e3'])) + rect(606, 374, 150, 186, linearGradient(['#cfe6f5', '#9cc6e3']))
  + Array.from({ length: 6 }, (_, i) => path(`M${410 + i * 64},340 L${474 + i * 64},340 L${474 + i * 64},384 Q${442 + i * 64},404 ${410 + i * 64},384Z`, i % 2 ? color.white : color.teal)).join('') + group(place(600, 320, 1.3), drop(0, 0, 22, color.blue) + sparkle(22, -18, 9, color.amber))
  + ground(560, '#e8dcc6', '#d6c4a2') + palm(70, 600, 360, 0.9) + palm(1140, 600, 330, 0.85, -20) + pot(300, 600, 0.8) + pot(900, 600, 0.8) + team(240, 760, 5, 1.02, 180, { lead: 2 });
// OG card (1200×630)
scenes['og'] = () => {
  const txt = (x, y, size, fill, str, weight = 700) => `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${str}</text>`;
  let s = rect(0, 0, 1200, 630, linearGradient([color.navy, '#164d7a'], [0, 0, 1, 1])) + circle(1080, 80, 260, color.blue, { opacity: 0.25 }) + circle(1150, 560, 180, color.teal, { opacity: 0.18 });
  s += group('translate(0,60)', town(630, { tower: false, cols: ['#1a4a73', '#1d5480', '#174468'], minH: 40, varH: 90, op: 0.6 }));
  s += group('translate(80,70)', rect(0, 0, 150, 150, '#ffffff', { rx: 34 }) + rect(26, 64, 56, 62, color.navy) + rect(36, 76, 12, 12, color.sky) + rect(58, 76, 12, 12, color.sky) + rect(36, 98, 12, 12, color.sky) + rect(58, 98, 12, 12, color.sky) + polygon([[20, 66], [54, 38], [88, 66]], color.blue) + drop(108, 96, 30, color.teal) + sparkle(112, 40, 16, color.amber));
  s += txt(80, 330, 56, '#ffffff', 'Limpieza · Mantenimiento ·') + txt(80, 400, 56, '#ffffff', 'Impermeabilización · Pintura') + rect(80, 440, 120, 8, color.amber, { rx: 4 });
  s += group('translate(96,500)', path('M0,-22 C14,-22 22,-12 22,0 C22,16 0,34 0,34 C0,34 -22,16 -22,0 C-22,-12 -14,-22 0,-22Z', color.amber) + circle(0, -1, 8, color.navy)) + txt(134, 520, 38, color.amber, 'Alcantarilla, Murcia', 600);
  s += group('', apartmentBlock(1020, 640, 170, 300, { color: '#2d6a9c', floors: 5, cols: 2, shutter: '#2d6a9c', base: false, door: false }), { opacity: 0.3 });
  return s + sparkle(1040, 200, 26, '#ffffff', 0.8) + sparkle(1110, 260, 14, color.amber);
};

// ───────────────────────── output ─────────────────────────
const SERVICES = ['limpieza-industrial', 'limpieza-oficinas', 'limpieza-escaleras', 'limpieza-fin-obra', 'limpieza-hogar-viviendas', 'limpieza-locales-comerciales', 'limpieza-profunda', 'limpieza-mudanza', 'limpieza-pisos', 'limpieza-parkings', 'tratamiento-suelos', 'restauracion-piedra', 'pulido-abrillantado', 'pulido-suelos', 'decapado-encerado', 'tratamiento-antideslizante', 'impermeabilizacion-terrazas', 'impermeabilizacion-patios', 'impermeabilizacion-fachadas', 'impermeabilizacion-cubiertas', 'impermeabilizacion', 'tratamiento-humedades', 'pintura-ignifuga', 'pintura-industrial', 'pintura-epoxy', 'pintura-decorativa', 'renovacion-suelos', 'eliminacion-grafitis', 'tratamiento-anti-grafitis', 'desinfeccion-sanitizacion', 'fontaneria', 'diseno-interiorismo', 'suministros-profesionales', 'mantenimiento-comunidades', 'jardineria-profesional', 'mantenimiento-oficinas'];
const OUTPUTS = [
  ...[1, 2, 3, 4, 5, 6].map((i) => [`hero/hero-${i}.jpg`, `hero-${i}`, 1600, 900, 160]),
  ...SERVICES.map((s) => [`services/${s}.jpg`, s, 1200, 800, 120]),
  ...['limpieza-industrial', 'impermeabilizacion'].flatMap((p) => [1, 2, 3].map((i) => [`projects/${p}-${i}.jpg`, `project-${p}-${i}`, 1200, 800, 120])),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => [`blog/${i}.jpg`, `blog-${i}`, 1200, 675, 120]),
  ['about/historia.jpg', 'historia', 1200, 800, 120], ['about/equipo.jpg', 'equipo', 1200, 800, 120], ['og-default.jpg', 'og', 1200, 630, 120],
];
const CROP_TOP = { 'blog-3': 105, 'blog-4': 105, 'blog-6': 105, 'blog-7': 105, 'blog-8': 105, 'blog-9': 105 }; // top of the 16:9 window when not centred
function svgDocument(name, w, h) {
  defs = []; nextId = 0; reseed(name);
  if (!scenes[name]) throw new Error('missing scene ' + name);
  const body = scenes[name]();
  const vh = (1200 * h) / w, y0 = name === 'og' ? 0 : (CROP_TOP[name] ?? (800 - vh) / 2);
  const vb = `0 ${oneDecimal(y0)} 1200 ${oneDecimal(vh)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}"><defs>${defs.join('')}</defs>${body}</svg>`;
}
const only = process.argv.slice(2);
let total = 0, over = 0;
for (const [file, name, w, h, maxKB] of OUTPUTS) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  if (!scenes[name]) { console.log('!! missing scene', name); over++; continue; }
  const out = nodePath.join(IMAGES_DIR, file);
  await mkdir(nodePath.dirname(out), { recursive: true });
  await sharp(Buffer.from(svgDocument(name, w, h))).flatten({ background: '#ffffff' }).jpeg({ quality: 78, progressive: true, mozjpeg: true }).toFile(out);
  const kb = (await stat(out)).size / 1024; total += kb;
  if (kb > maxKB) over++;
  console.log(`${kb > maxKB ? '!!' : '  '} ${file.padEnd(48)} ${kb.toFixed(1).padStart(6)} KB`);
}
console.log(`Total: ${total.toFixed(1)} KB${over ? `, ${over} file(s) over budget` : ''}`);
