// SVG primitives that return markup strings, and the gradients and clip paths of the document being drawn
// (collected in <defs>, numbered from zero for each document so that the same scene gives the same file).
export const oneDecimal = (v) => (typeof v === 'number' ? +v.toFixed(1) : v);
const attrs = (o) => Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== false)
  .map(([k, v]) => `${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${oneDecimal(v)}"`).join(' ');
const element = (tag, o, inner) => (inner == null ? `<${tag} ${attrs(o)}/>` : `<${tag} ${attrs(o)}>${inner}</${tag}>`);
export const rect = (x, y, w, h, fill, o = {}) => element('rect', { x, y, width: w, height: h, fill, ...o });
export const circle = (cx, cy, r, fill, o = {}) => element('circle', { cx, cy, r, fill, ...o });
export const ellipse = (cx, cy, rx, ry, fill, o = {}) => element('ellipse', { cx, cy, rx, ry, fill, ...o });
export const path = (d, fill, o = {}) => element('path', { d, fill, ...o });
export const polygon = (pts, fill, o = {}) => element('polygon', { points: pts.map((p) => p.map(oneDecimal).join(',')).join(' '), fill, ...o });
export const line = (x1, y1, x2, y2, color, w, o = {}) => element('line', { x1, y1, x2, y2, stroke: color, strokeWidth: w, strokeLinecap: 'round', ...o });
export const stroke = (d, color, w, o = {}) => path(d, 'none', { stroke: color, strokeWidth: w, strokeLinecap: 'round', strokeLinejoin: 'round', ...o });
export const group = (transform, inner, o = {}) => element('g', { transform: transform || undefined, ...o }, inner);
export const place = (x, y, s = 1, flip = false) => `translate(${oneDecimal(x)},${oneDecimal(y)}) scale(${oneDecimal(flip ? -s : s)},${oneDecimal(s)})`;
export const shadow = (x, y, rx, ry = rx * 0.16, op = 0.16) => ellipse(x, y, rx, ry, '#0b1f33', { opacity: op });
let defs = [], nextId = 0;
export function startDocument() { defs = []; nextId = 0; }
export const definitions = () => defs.join('');
const stopsSvg = (stops) => stops.map((s, i) => (Array.isArray(s) ? s : [i / Math.max(1, stops.length - 1), s, 1]))
  .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
export const linearGradient = (stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) => {
  const id = 'g' + nextId++;
  defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`);
  return `url(#${id})`;
};
export const radialGradient = (stops, cx = 0.5, cy = 0.5, r = 0.5) => {
  const id = 'g' + nextId++;
  defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsSvg(stops)}</radialGradient>`);
  return `url(#${id})`;
};
export const clipTo = (shape) => { const id = 'c' + nextId++; defs.push(`<clipPath id="${id}">${shape}</clipPath>`); return `url(#${id})`; };
export const along = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const extendPast = (a, b, e) => { const d = Math.hypot(b[0] - a[0], b[1] - a[1]); return [b[0] + ((b[0] - a[0]) / d) * e, b[1] + ((b[1] - a[1]) / d) * e]; };
