// The floor and stone services' pictures, keyed by slug.
import { color, skinTones, hairColors, darken } from '../colors.mjs';
import { between } from '../random.mjs';
import { rect, circle, ellipse, path, polygon, line, stroke, group, place, shadow, linearGradient, clipTo } from '../svg.mjs';
import { sparkle, drop, sparkles, shine, mist } from '../symbols.mjs';
import { sky, sun, cloud, ground, floor, interior, windowView } from '../backgrounds.mjs';
import { palm, pot } from '../nature.mjs';
import { stoneWall } from '../buildings.mjs';
import { person, handsOn, mopper } from '../people.mjs';
import { mopTool, lanceTool, polisherTool, grinderTool } from '../tools.mjs';
import { bucket, jug, toolbox } from '../props.mjs';
import { picture } from '../furniture.mjs';
import { pressureWasher } from '../machines.mjs';
import { ceilingLights, calloutFloor } from '../places.mjs';

export const scenes = {};
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
scenes['renovacion-suelos'] = () => {
  let s = interior({ fy: 500, wall: '#eef0ea', floor: 'wood', depth: 260 }) + windowView(150, 100, 300, 280, { bars: true }) + picture(760, 150, 200, 140);
  const old = 'M640,500 L1200,500 L1200,800 L520,800Z'; s += group('', floor(500, 'tiles', { depth: 260, colors: ['#cfc3ad', '#b9aa8f'] }) + Array.from({ length: 8 }, () => { const x = between(650, 1150), y = between(560, 780); return stroke(`M${x},${y} l${between(-30, 30)},${between(10, 30)} l${between(-20, 30)},${between(10, 30)}`, '#7d6e58', 2); }).join(''), { clipPath: clipTo(path(old)) });
  s += line(640, 500, 520, 800, darken('#b98050', 0.3), 4) + group(place(1010, 760), shadow(0, 0, 120) + Array.from({ length: 5 }, (_, i) => rect(-110 + (i % 2) * 6, -20 - i * 20, 230, 18, ['#c8935e', '#d29f6a', '#bd8753'][i % 3], { rx: 2 }) + rect(-110 + (i % 2) * 6, -20 - i * 20, 230, 4, '#fff', { opacity: 0.2 })).join(''));
  return s + person(420, 700, 1, { pose: 'kneel', cap: color.blue, skin: skinTones[2], hl: [80, -100], hr: [110, -80], tool: group('rotate(-8 150 -80)', rect(60, -90, 240, 20, '#d29f6a', { rx: 2 })) + rect(100, -150, 16, 60, color.ink, { rx: 4 }) }) + toolbox(240, 760, 0.9, color.amber) + sparkles(80, 560, 400, 200, 4, 18);
};
