// Skies, ground, the town on the horizon, perspective floors, room interiors and windows.
import { color, mix, darken, lighten } from './colors.mjs';
import { between, pick } from './random.mjs';
import { rect, circle, ellipse, path, polygon, line, stroke, group, place, linearGradient, clipTo } from './svg.mjs';
import { palm } from './nature.mjs';

export const sky = (h = 800, top = '#7fb9e2', bot = '#e6f2fa') => rect(0, 0, 1200, h, linearGradient([top, bot]));
export const sun = (x, y, r = 60) => circle(x, y, r * 2.4, color.amber, { opacity: 0.1 }) + circle(x, y, r * 1.6, color.amber, { opacity: 0.18 }) + circle(x, y, r, '#f8c85a');
export const cloud = (x, y, s = 1, fill = '#ffffff', op = 0.95) => group(place(x, y, s), ellipse(0, 0, 78, 24, fill) + circle(-30, -12, 30, fill) + circle(12, -24, 38, fill) + circle(50, -8, 26, fill), { opacity: op });
export const ground = (y, top = '#e9dcc6', bot = '#d8c6a8') => rect(0, y, 1200, 800 - y, linearGradient([top, bot]));
export const hills = (y, c = '#b9cfa0', op = 0.7) => path(`M0,${y} Q200,${y - 60} 420,${y - 20} T820,${y - 30} T1200,${y - 40} L1200,${y + 40} L0,${y + 40}Z`, c, { opacity: op });
export function town(gy, o = {}) {
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
export function floor(fy, kind = 'tiles', o = {}) {
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
export function interior(o = {}) {
  const fy = o.fy ?? 500, wall = o.wall || '#f0e8dc';
  let s = floor(fy, o.floor || 'tiles', o) + rect(0, 0, 1200, fy, linearGradient([lighten(wall, 0.35), wall]));
  if (o.dado) s += rect(0, fy - o.dado, 1200, o.dado, o.dadoC || mix(wall, color.teal, 0.25)) + rect(0, fy - o.dado - 6, 1200, 6, darken(wall, 0.12));
  return s + rect(0, fy - 10, 1200, 10, darken(wall, 0.16)) + rect(0, fy, 1200, 30, linearGradient([[0, '#000', 0.1], [1, '#000', 0]]));
}
export function windowView(x, y, w, h, o = {}) {
  // The sky's gradient is drawn over, but its definition (and the ids after it) stay as in the images made so far.
  const cp = clipTo(rect(x, y, w, h)); sky(800, '#8cc2e8', '#e9f4fb');
  const v = group('', rect(x, y, w, h, linearGradient(['#8cc2e8', '#e6f3fb'])) + (o.sun ? circle(x + w * 0.75, y + h * 0.25, 26, '#f8d46a') : '') + cloud(x + w * 0.3, y + h * 0.25, 0.5)
    + group('', Array.from({ length: 5 }, (_, i) => rect(x + i * w / 4 - 10, y + h * (0.55 + 0.1 * (i % 2)), w / 4 - 6, h, ['#f4e6d0', '#e6c8a0', '#f8f1e6'][i % 3])).join(''))
    + (o.palm ? palm(x + w * 0.8, y + h, h * 0.9, 0.6) : ''), { clipPath: cp });
  const fr = o.frame || '#ffffff';
  return rect(x - 10, y - 10, w + 20, h + 20, fr) + v + rect(x + w / 2 - 4, y, 8, h, fr) + (o.bars ? rect(x, y + h / 2 - 4, w, 8, fr) : '') + rect(x - 16, y + h + 6, w + 32, 10, darken(fr, 0.08));
}
export const archWindow = (x, y, w, h) => { const cp = clipTo(path(`M${x},${y + h} L${x},${y + w / 2} A${w / 2},${w / 2} 0 0 1 ${x + w},${y + w / 2} L${x + w},${y + h}Z`)); return path(`M${x - 12},${y + h + 8} L${x - 12},${y + w / 2} A${w / 2 + 12},${w / 2 + 12} 0 0 1 ${x + w + 12},${y + w / 2} L${x + w + 12},${y + h + 8}Z`, '#fff') + group('', rect(x, y, w, h, linearGradient(['#86bfe7', '#eaf5fc'])) + palm(x + w * 0.7, y + h + 20, h * 0.75, 0.5) + rect(x, y + h * 0.78, w, h, '#efe0c6'), { clipPath: cp }) + rect(x + w / 2 - 3, y, 6, h, '#fff') + rect(x, y + h * 0.55, w, 6, '#fff'); };
