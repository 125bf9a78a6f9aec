// The waterproofing and damp services' pictures, keyed by slug.
import { color, skinTones, hairColors, darken, lighten } from '../colors.mjs';
import { between } from '../random.mjs';
import { oneDecimal, rect, circle, path, line, stroke, group, place, shadow, linearGradient, clipTo } from '../svg.mjs';
import { drop, sparkles, shield, rainDrops } from '../symbols.mjs';
import { sky, sun, cloud, ground, floor, interior, windowView } from '../backgrounds.mjs';
import { palm, olive, flowers, pot } from '../nature.mjs';
import { apartmentBlock, chimney, drain } from '../buildings.mjs';
import { person, handsOn } from '../people.mjs';
import { rollerTool, sprayGunTool } from '../tools.mjs';
import { bucket, ladder, membraneRoll, meter } from '../props.mjs';
import { rooftop, membraneStrip, perspectiveX } from '../places.mjs';

export const scenes = {};
scenes['impermeabilizacion-terrazas'] = () => {
  const fy = 440; let s = rooftop({ fy, floor: 'tiles', colors: ['#d7d3cb', '#c9c3b8'], tower: 760 });
  s += group(place(160, 386), line(0, 0, 0, -120, color.grey, 5) + line(360, 0, 360, -120, color.grey, 5) + stroke('M0,-110 Q180,-90 360,-110', color.grey, 2) + [[30, color.blue], [100, color.amber], [170, '#ffffff'], [250, color.teal]].map(([px, c]) => rect(px, -104 + Math.abs(px - 180) * -0.02, 50, 54, c, { rx: 3 })).join(''));
  s += path('M0,440 L560,440 C590,520 600,600 650,680 C680,730 700,770 720,800 L0,800Z', '#a5bfc4') + path('M0,440 L560,440 C590,520 600,600 650,680 C680,730 700,770 720,800 L690,800 C660,740 620,700 600,640 C570,560 540,500 520,440Z', '#c3d6d9', { opacity: 0.8 });
  s += group('', Array.from({ length: 16 }, (_, i) => line(560 + i * 50, 440, 520 + i * 80, 800, '#ffffff', 2, { opacity: 0.5 })).join(''), { clipPath: clipTo(path('M560,440 L1200,440 L1200,800 L720,800 C700,770 680,730 650,680 C600,600 590,520 560,440Z')) });
  s += chimney(1120, 388) + drain(300, 640) + bucket(900, 760, 1, color.grey, '#a5bfc4') + sparkles(60, 480, 440, 260, 6, 22);
  return s + person(780, 770, 1, { flip: true, cap: color.blue, skin: skinTones[0], hair: hairColors[3], ...handsOn([150, -14], [-20, -230], 0.82, 0.5), tool: rollerTool([150, -14], [-20, -230], '#a5bfc4') });
};
scenes['impermeabilizacion-patios'] = () => {
  let s = floor(520, 'terra', { depth: 240, step: 120 }) + rect(0, 0, 1200, 520, linearGradient(['#fbf7f0', '#f0e6d6'])) + rect(0, 0, 1200, 40, color.terra) + rect(0, 40, 1200, 12, darken(color.terra, 0.2));
  [140, 500, 860].forEach((x, i) => { s += path(`M${x},520 L${x},260 A100,100 0 0 1 ${x + 200},260 L${x + 200},520Z`, i === 1 ? color.blue : '#3d4d5a') + (i === 1 ? rect(x + 96, 200, 8, 320, darken(color.blue, 0.2)) : ''); });
  s += Array.from({ length: 6 }, (_, i) => pot(80 + i * 210, 540, 0.55) + flowers(60 + i * 210, 470, 44, '#d6487e')).join('') + rect(0, 505, 1200, 18, '#e6dac6');
  for (let b = -800; b < 400; b += 260) s += membraneStrip(520, b, b + 270, 520, '#7d8f99', 240);
  s += drain(perspectiveX(520, 700, 640, 240), 640) + membraneRoll(520, 560, 170, 20, '#7d8f99') + sparkles(60, 560, 400, 200, 5, 20);
  return s + person(760, 740, 1, { flip: true, pose: 'kneel', cap: color.blue, skin: skinTones[2], hl: [76, -96], hr: [60, -84], tool: line(64, -90, 130, -20, '#b98553', 8) + rect(108, -24, 56, 20, color.ink, { rx: 4 }) }) + bucket(990, 760, 0.9, color.grey, '#7d8f99');
};
scenes['impermeabilizacion-fachadas'] = () => {
  let s = sky(760, '#8fb2c9', '#e3edf3') + cloud(220, 110, 1.4, '#9fb1c0') + cloud(480, 70, 1, '#b5c3cf') + rainDrops(0, 140, 560, 600, 60) + ground(720, '#d9cbb3', '#c8b594');
  s += group('', apartmentBlock(160, 720, 880, 660, { color: '#ecd9bd', floors: 4, cols: 4, balcony: true }), {}) + rect(600, 60, 440, 660, linearGradient([[0, '#ffffff', 0.35], [1, '#ffffff', 0.1]], [0, 0, 1, 1]));
  for (let i = 0; i < 14; i++) { const x = between(170, 560), y = between(120, 680); s += drop(x, y, 9, '#6fa6cf') + stroke(`M${x - 14},${y + 14} q14,-12 28,0`, '#6fa6cf', 2); }
  s += group(place(980, 720), shadow(0, 0, 140) + rect(-120, -60, 240, 50, color.amber, { rx: 10 }) + circle(-80, -10, 20, color.ink) + circle(80, -10, 20, color.ink) + line(-40, -60, -300, -430, color.grey, 18) + line(-300, -430, -300, -470, color.grey, 14) + rect(-380, -500, 150, 70, color.amber, { rx: 6 }) + line(-380, -540, -230, -540, color.grey, 6) + line(-380, -540, -380, -500, color.grey, 6) + line(-230, -540, -230, -500, color.grey, 6));
  return s + person(660, 262, 0.7, { flip: true, cap: color.blue, skin: skinTones[1], hl: [40, -170], hr: [60, -160], tool: sprayGunTool([60, -160], [230, -240], '#dff1fb') }) + rect(600, 236, 150, 50, color.amber, { rx: 6 }) + rect(600, 236, 150, 10, lighten(color.amber, 0.3), { rx: 4 }) + sparkles(620, 100, 400, 500, 6, 22);
};
scenes['impermeabilizacion-cubiertas'] = () => {
  let s = sky(800) + sun(1040, 120, 50) + cloud(300, 100) + olive(1120, 800, 0.7);
  s += rect(120, 540, 960, 260, color.white) + Array.from({ length: 4 }, (_, i) => rect(200 + i * 230, 610, 110, 130, color.glass) + rect(180 + i * 230, 610, 18, 130, color.teal) + rect(312 + i * 230, 610, 18, 130, color.teal)).join('');
  const roof = 'M60,560 L1140,560 L960,210 L240,210Z'; s += path(roof, '#b8623c');
  let t = ''; for (let r = 0; r < 12; r++) { const y = 230 + r * 28; for (let x = 40; x < 1160; x += 36) t += path(`M${x},${y} q18,-22 36,0 l0,18 q-18,-18 -36,0Z`, r % 2 ? '#c97447' : '#d4825a'); }
  s += group('', t, { clipPath: clipTo(path(roof, '#000')) }) + path('M480,300 L760,300 L790,470 L450,470Z', '#3e464f') + group('', Array.from({ length: 6 }, (_, i) => line(470, 320 + i * 28, 780, 320 + i * 28, '#56606b', 4)).join(''), { clipPath: clipTo(path('M480,300 L760,300 L790,470 L450,470Z')) });
  s += rect(230, 196, 740, 20, '#a0522d', { rx: 8 }) + group(place(860, 210), rect(-30, -110, 60, 110, '#e9ddc8') + rect(-38, -120, 76, 16, '#d6c4a6')) + group('', Array.from({ length: 6 }, (_, i) => path(`M${300 + i * 14},${480 - i * 8} q18,-22 36,0 l0,18 q-18,-18 -36,0Z`, '#d4825a')).join('')) + ladder(1060, 800, 260, 60, -10) + membraneRoll(380, 420, 90, 18);
  return s + person(640, 470, 0.72, { pose: 'kneel', cap: color.blue, skin: skinTones[0], harness: true, hl: [60, -90], hr: [78, -96], tool: rect(66, -104, 60, 14, color.ink, { rx: 4 }) + line(68, -98, 130, -40, '#b98553', 7) }) + sparkles(480, 300, 300, 170, 4, 16);
};
scenes['impermeabilizacion'] = () => {
  let s = sky(620, '#8aa6bd', '#d9e6ef') + cloud(300, 120, 1.5, '#8e9fae') + cloud(820, 100, 1.7, '#9aabb9') + cloud(580, 150, 1.2, '#a9b8c5') + rainDrops(0, 160, 1200, 460, 70, '#5b8fb8') + ground(620, '#cfd9a8', '#a9c187');
  s += palm(150, 640, 300, 0.8) + palm(1060, 650, 330, 0.85, -20) + apartmentBlock(420, 640, 360, 330, { color: color.white, floors: 4, cols: 3, balcony: true });
  s += path('M330,642 L330,430 A270,230 0 0 1 870,430 L870,642', 'none', { stroke: color.teal, strokeWidth: 10, opacity: 0.9 }) + path('M330,642 L330,430 A270,230 0 0 1 870,430 L870,642Z', color.teal, { opacity: 0.14 });
  for (let i = 0; i < 12; i++) { const a = Math.PI * (0.1 + 0.8 * i / 11), x = 600 + Math.cos(a) * 270, y = 430 - Math.sin(a) * 230; s += drop(x + between(-6, 6), y - 18, 11, '#5b8fb8') + stroke(`M${x - 16},${y - 8} q16,-14 32,0`, '#ffffff', 3); }
  return s + shield(600, 710, 0.9) + rect(0, 620, 1200, 6, '#000', { opacity: 0.05 });
};
scenes['tratamiento-humedades'] = () => {
  let s = interior({ fy: 560, wall: '#efe6d8', floor: 'tiles', depth: 220 }) + windowView(840, 100, 240, 240, { bars: true });
  const edge = (base, amp) => { let d = `M30,552 L30,${base}`; for (let x = 30; x < 660; x += 42) d += ` Q${x + 21},${oneDecimal(base - between(0, amp) - (x > 200 && x < 480 ? 40 : 0))} ${x + 42},${oneDecimal(base + between(-10, 14) - (x > 160 && x < 500 ? 30 : 0))}`; return d + ' L672,552Z'; };
  s += path(edge(390, 50), linearGradient([[0, '#b9a67c', 0.35], [0.5, '#9a8660', 0.5], [1, '#6f6a4a', 0.65]])) + path(edge(450, 30), linearGradient([[0, '#8f7c55', 0.25], [1, '#5e5a3c', 0.5]])) + stroke(edge(392, 50).replace(/ L672,552Z$/, '').replace(/^M30,552 L/, 'M'), '#9c8659', 3, { opacity: 0.5 });
  for (let i = 0; i < 22; i++) s += circle(between(80, 600), between(430, 540), between(6, 18), '#4d4a34', { opacity: 0.18 });
  for (let i = 0; i < 60; i++) s += circle(between(50, 640), between(480, 548), between(1.5, 3.5), '#ffffff', { opacity: 0.85 });
  for (let i = 0; i < 6; i++) { const x = between(120, 560), y = between(330, 400); s += path(`M${x},${y} l${oneDecimal(between(16, 30))},${oneDecimal(between(-4, 4))} l${oneDecimal(between(-4, 6))},${oneDecimal(between(10, 18))} l${oneDecimal(between(-20, -10))},${oneDecimal(between(2, 6))}Z`, '#fbf7f0', { stroke: '#cdbf9f', strokeWidth: 1.5 }) + circle(x + 10, y + 10, 6, '#d9cdb6', { opacity: 0.6 }); }
  s += group(place(1000, 700), shadow(0, 0, 80) + rect(-70, -170, 140, 164, '#f2f4f5', { rx: 16 }) + Array.from({ length: 6 }, (_, i) => rect(-50, -150 + i * 14, 100, 6, '#c6ced6', { rx: 3 })).join('') + rect(-40, -60, 80, 40, color.sky, { rx: 6 }) + circle(0, -40, 10, color.teal) + drop(0, -230, 28, color.blue, 0.8));
  return s + person(760, 750, 1, { flip: true, cap: color.blue, skin: skinTones[1], hair: hairColors[1], hl: [60, -160], hr: [140, -250], front: meter(170, -270, 1.1, 90) });
};
