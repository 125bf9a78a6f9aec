// The six pictures of the home page's hero (1600×900, the central band of the 1200×800 canvas).
import { color, skinTones, hairColors } from '../colors.mjs';
import { between } from '../random.mjs';
import { rect, circle, ellipse, path, polygon, line, stroke, group, linearGradient, clipTo } from '../svg.mjs';
import { sparkle, drop, sparkles, flame, shine } from '../symbols.mjs';
import { sky, sun, cloud, ground, interior, archWindow } from '../backgrounds.mjs';
import { palm, olive, hedge, bush, flowers, pot } from '../nature.mjs';
import { apartmentBlock, antenna, chimney, drain, stairs, mailboxes } from '../buildings.mjs';
import { person, mopper, carrier } from '../people.mjs';
import { rollerTool, hoseTool, scrubberTool, polisherTool } from '../tools.mjs';
import { mopBucket, wetSign, paintCan, tray, scaffold, membraneRoll, gasBottle, pallet } from '../props.mjs';
import { rack } from '../furniture.mjs';
import { forklift } from '../machines.mjs';
import { rooftop, membraneStrip, perspectiveX, warehouse, safetyLines } from '../places.mjs';

export const scenes = {};
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
