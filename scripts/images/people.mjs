// Workers: one configurable person (pose, clothes, hands, the tool they hold) and the usual presets.
import { color, skinTones, hairColors, darken } from './colors.mjs';
import { oneDecimal, rect, circle, ellipse, path, stroke, group, place, shadow, along } from './svg.mjs';
import { mopTool, broomTool } from './tools.mjs';

// Person with feet at (x,gy); ~300px tall at s=1. Hands hl/hr and extra tool art use local coords (feet = 0,0).
export function person(x, gy, s = 1, o = {}) {
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
export const handsOn = (a, b, t1, t2) => ({ hl: along(a, b, t1), hr: along(a, b, t2) });
export const mopper = (x, gy, s, o = {}) => { const a = [o.fx ?? 120, (o.fy ?? 0) - 14], b = o.top || [-5, -245]; return person(x, gy, s, { cap: color.blue, ...handsOn(a, b, 0.82, 0.55), tool: o.broom ? broomTool(a[0], b) : mopTool(a[0], b, o.c, o.fy ?? 0), ...o }); };
export const carrier = (x, gy, s, o = {}) => person(x, gy, s, { hl: [-48, -118], hr: [50, -112], ...o });
export const team = (x0, gy, k, s = 1, gap = 150, o = {}) => Array.from({ length: k }, (_, i) => person(x0 + i * gap, gy + (i % 2) * 6, s, { skin: skinTones[(i * 3 + 1) % 4], hair: hairColors[i % 5], longHair: i % 2 === 1, cap: i === 2 ? color.blue : undefined, suit: i === o.lead ? color.teal : color.navy, hl: i % 2 ? [-40, -120] : [-30, -150], hr: i % 2 ? [40, -120] : [24, -160], flip: i > k / 2, ...o })).join('');
export const whiteSuit = { suit: '#eef2f4', pants: '#dfe5e9', stripe: color.teal, glove: color.blue };
