// The project galleries of two services (limpieza-industrial and impermeabilizacion), three pictures each.
import { color, skinTones, hairColors, darken } from '../colors.mjs';
import { between, pick } from '../random.mjs';
import { rect, circle, ellipse, path, polygon, line, stroke, group, place, shadow, linearGradient, clipTo } from '../svg.mjs';
import { bubbles, sparkles, flame } from '../symbols.mjs';
import { sky, sun, cloud, hills, town, floor, interior } from '../backgrounds.mjs';
import { palm, pot } from '../nature.mjs';
import { antenna } from '../buildings.mjs';
import { person, handsOn, whiteSuit } from '../people.mjs';
import { rollerTool, lanceTool, scrubberTool, vacuumTool } from '../tools.mjs';
import { bucket, wetSign, membraneRoll, gasBottle, wrench, pallet } from '../props.mjs';
import { rack } from '../furniture.mjs';
import { forklift, tank, conveyor } from '../machines.mjs';
import { rooftop, perspectiveX, warehouse, safetyLines, tileGrid, mineralMembrane } from '../places.mjs';

export const scenes = {};
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
