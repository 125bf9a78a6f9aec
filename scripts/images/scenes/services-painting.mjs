// The painting and graffiti services' pictures, keyed by slug.
import { color, skinTones, hairColors, darken, lighten } from '../colors.mjs';
import { between } from '../random.mjs';
import { rect, circle, ellipse, path, polygon, line, stroke, group, place, shadow, linearGradient, clipTo } from '../svg.mjs';
import { drop, sparkles, shield, flame, mist } from '../symbols.mjs';
import { sky, sun, cloud, ground, floor, interior } from '../backgrounds.mjs';
import { pot } from '../nature.mjs';
import { graffiti, brickWall, iBeam } from '../buildings.mjs';
import { person, handsOn } from '../people.mjs';
import { rollerTool, lanceTool, hoseTool, sprayGunTool } from '../tools.mjs';
import { bucket, paintCan, tray, stepLadder, scaffold, clipboard } from '../props.mjs';
import { sofa, swatchFan } from '../furniture.mjs';
import { pressureWasher, scissorLift } from '../machines.mjs';
import { perspectiveX } from '../places.mjs';

export const scenes = {};
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
