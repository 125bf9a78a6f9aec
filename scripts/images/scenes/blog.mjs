// The nine blog articles' pictures (1200×675; CROP_TOP in outputs.mjs moves some of them off centre).
import { color, skinTones, hairColors, darken } from '../colors.mjs';
import { between, pick } from '../random.mjs';
import { oneDecimal, rect, circle, ellipse, path, polygon, line, stroke, group, place, linearGradient } from '../svg.mjs';
import { sparkle, drop, sparkles, shield, flame, virus, clock, shine, mist, rainDrops } from '../symbols.mjs';
import { sky, sun, cloud, ground, town, floor, interior, windowView } from '../backgrounds.mjs';
import { leaf, palm, pot } from '../nature.mjs';
import { apartmentBlock, drain, iBeam, mailboxes } from '../buildings.mjs';
import { person, handsOn, team } from '../people.mjs';
import { mopTool, rollerTool, lanceTool, hoseTool, scrubberTool, vacuumTool } from '../tools.mjs';
import { bucket, jug, bottle, paintCan, stepLadder, calendar, clipboard } from '../props.mjs';
import { sofa, picture } from '../furniture.mjs';
import { carSide, tank, conveyor, pressureWasher } from '../machines.mjs';
import { warehouse, safetyLines, ceilingLights } from '../places.mjs';

export const scenes = {};
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
