// The social card (1200×630) shown when a page is shared: og-default.jpg.
import { color } from '../colors.mjs';
import { rect, circle, path, polygon, group, linearGradient } from '../svg.mjs';
import { sparkle, drop } from '../symbols.mjs';
import { town } from '../backgrounds.mjs';
import { apartmentBlock } from '../buildings.mjs';

export const scenes = {};
scenes['og'] = () => {
  const txt = (x, y, size, fill, str, weight = 700) => `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${str}</text>`;
  let s = rect(0, 0, 1200, 630, linearGradient([color.navy, '#164d7a'], [0, 0, 1, 1])) + circle(1080, 80, 260, color.blue, { opacity: 0.25 }) + circle(1150, 560, 180, color.teal, { opacity: 0.18 });
  s += group('translate(0,60)', town(630, { tower: false, cols: ['#1a4a73', '#1d5480', '#174468'], minH: 40, varH: 90, op: 0.6 }));
  s += group('translate(80,70)', rect(0, 0, 150, 150, '#ffffff', { rx: 34 }) + rect(26, 64, 56, 62, color.navy) + rect(36, 76, 12, 12, color.sky) + rect(58, 76, 12, 12, color.sky) + rect(36, 98, 12, 12, color.sky) + rect(58, 98, 12, 12, color.sky) + polygon([[20, 66], [54, 38], [88, 66]], color.blue) + drop(108, 96, 30, color.teal) + sparkle(112, 40, 16, color.amber));
  s += txt(80, 330, 56, '#ffffff', 'Limpieza · Mantenimiento ·') + txt(80, 400, 56, '#ffffff', 'Impermeabilización · Pintura') + rect(80, 440, 120, 8, color.amber, { rx: 4 });
  s += group('translate(96,500)', path('M0,-22 C14,-22 22,-12 22,0 C22,16 0,34 0,34 C0,34 -22,16 -22,0 C-22,-12 -14,-22 0,-22Z', color.amber) + circle(0, -1, 8, color.navy)) + txt(134, 520, 38, color.amber, 'Alcantarilla, Murcia', 600);
  s += group('', apartmentBlock(1020, 640, 170, 300, { color: '#2d6a9c', floors: 5, cols: 2, shutter: '#2d6a9c', base: false, door: false }), { opacity: 0.3 });
  return s + sparkle(1040, 200, 26, '#ffffff', 0.8) + sparkle(1110, 260, 14, color.amber);
};
