// The cleaning services' pictures, one per data/services/{slug}.json, keyed by slug.
import { color, skinTones, hairColors, darken, lighten } from '../colors.mjs';
import { between, pick } from '../random.mjs';
import { rect, circle, ellipse, path, polygon, line, stroke, group, place, shadow, linearGradient } from '../svg.mjs';
import { sparkle, drop, bubbles, sparkles, virus, shine, mist } from '../symbols.mjs';
import { sky, ground, floor, interior, windowView } from '../backgrounds.mjs';
import { olive, pot } from '../nature.mjs';
import { stairs } from '../buildings.mjs';
import { person, handsOn, mopper } from '../people.mjs';
import { broomTool, squeegeeTool, sprayBottleTool, scrubberTool, vacuumTool } from '../tools.mjs';
import { bucket, mopBucket, wetSign, jug, bottle, box, paintCan, stepLadder } from '../props.mjs';
import { sofa, floorLamp, picture, desk, chair } from '../furniture.mjs';
import { carFront, tank, conveyor } from '../machines.mjs';
import { perspectiveX, warehouse, safetyLines, ceilingLights, tileGrid } from '../places.mjs';

export const scenes = {};
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
scenes['desinfeccion-sanitizacion'] = () => {
  let s = interior({ fy: 520, wall: '#e7eef0', floor: 'vinyl' }) + rect(80, 120, 420, 240, '#ffffff', { stroke: '#9aa6b2', strokeWidth: 10 }) + rect(90, 362, 400, 10, color.grey) + windowView(760, 100, 320, 280, { bars: true });
  for (let i = 0; i < 3; i++) s += group(place(150 + i * 260, 700), shadow(0, 0, 90) + rect(-80, -110, 160, 14, '#d8c3a0') + rect(-70, -96, 8, 96, color.grey) + rect(62, -96, 8, 96, color.grey)) + chair(160 + i * 260, 760, color.teal);
  s += mist(520, 300, 500, 320, 16, '#ffffff') + virus(640, 330, 16, color.teal, 0.45) + virus(760, 420, 12, color.teal, 0.35) + virus(580, 480, 10, color.red, 0.3) + virus(900, 340, 14, color.red, 0.25);
  return s + person(960, 750, 1.05, { flip: true, suit: '#eef2f4', pants: '#dfe5e9', stripe: color.teal, hood: true, skin: skinTones[1], glove: color.blue, hl: [50, -150], hr: [80, -160], back: rect(-70, -280, 50, 130, color.blue, { rx: 16 }) + stroke('M-40,-150 C-60,-60 40,-80 80,-150', color.ink, 6), tool: line(80, -160, 190, -210, color.ink, 7) + mist(200, -300, 200, 160, 8) });
};
