// The maintenance, plumbing, interior design, supplies and gardening services' pictures, keyed by slug.
import { color, skinTones, hairColors, darken, lighten } from '../colors.mjs';
import { random, between, pick } from '../random.mjs';
import { oneDecimal, rect, circle, ellipse, line, stroke, group, place, shadow, linearGradient } from '../svg.mjs';
import { sparkle, drop } from '../symbols.mjs';
import { sky, sun, cloud, ground, interior, windowView } from '../backgrounds.mjs';
import { palm, cypress, hedge, flowers, pot } from '../nature.mjs';
import { apartmentBlock } from '../buildings.mjs';
import { person, mopper } from '../people.mjs';
import { bucket, jug, bottle, box, toolbox, ladder, stepLadder, wrench, clipboard } from '../props.mjs';
import { sofa, floorLamp, picture, swatchFan, desk, chair, shelfUnit, sink } from '../furniture.mjs';
import { ceilingLights } from '../places.mjs';

export const scenes = {};
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
