// The two pictures of the about page: the company's history and its team.
import { color, skinTones, hairColors } from '../colors.mjs';
import { rect, path, group, place, linearGradient, radialGradient } from '../svg.mjs';
import { sparkle, drop } from '../symbols.mjs';
import { sky, sun, cloud, ground, hills } from '../backgrounds.mjs';
import { palm, olive, cypress, pot } from '../nature.mjs';
import { apartmentBlock, house } from '../buildings.mjs';
import { person, team } from '../people.mjs';
import { clipboard } from '../props.mjs';
import { van } from '../machines.mjs';

export const scenes = {};
scenes['historia'] = () => {
  let s = sky(600, '#a9cbe0', '#f1e8d8') + sun(1050, 120, 50) + hills(520, '#c9c79a') + house(-20, 620, 300, 240, { color: '#f4ead8' }) + house(880, 620, 340, 260, { color: '#f0dcc0', shutter: color.blue });
  s += rect(280, 240, 600, 380, '#fbf7f0') + rect(270, 228, 620, 20, '#e5d6bd') + Array.from({ length: 3 }, (_, i) => rect(330 + i * 190, 280, 110, 100, color.glass) + rect(316 + i * 190, 280, 14, 100, color.teal) + rect(440 + i * 190, 280, 14, 100, color.teal) + rect(320 + i * 190, 380, 130, 8, '#e5d6bd')).join('');
  s += rect(320, 440, 360, 180, '#3d4d5a') + rect(334, 454, 160, 166, linearGradient(['#cfe6f5', '#9cc6e3'])) + rect(506, 454, 160, 166, linearGradient(['#cfe6f5', '#9cc6e3'])) + Array.from({ length: 7 }, (_, i) => path(`M${300 + i * 60},420 L${360 + i * 60},420 L${360 + i * 60},460 Q${330 + i * 60},480 ${300 + i * 60},460Z`, i % 2 ? color.white : color.blue)).join('') + rect(720, 460, 120, 160, '#7a5236') + group(place(780, 430), drop(0, 0, 22, color.blue) + sparkle(20, -16, 9, color.amber));
  s += ground(620, '#e6d6b8', '#d2bd98') + olive(120, 700, 0.9) + van(640, 740, 0.95) + person(980, 740, 0.9, { cap: color.blue, skin: skinTones[0], hair: hairColors[4], hl: [-40, -130], hr: [48, -180], front: clipboard(55, -190, 0.7) }) + cypress(1160, 640, 220);
  return s + rect(0, 0, 1200, 800, '#d9a066', { opacity: 0.16 }) + rect(0, 0, 1200, 800, radialGradient([[0.6, '#5a3a22', 0], [1, '#5a3a22', 0.3]], 0.5, 0.5, 0.75));
};
scenes['equipo'] = () => sky(560) + sun(1060, 110, 44) + cloud(240, 100) + apartmentBlock(100, 560, 1000, 400, { color: '#f1e3cc', floors: 4, cols: 6, balcony: true, door: false }) + rect(430, 360, 340, 200, '#3d4d5a') + rect(444, 374, 150, 186, linearGradient(['#cfe6f5', '#9cc6e3'])) + rect(606, 374, 150, 186, linearGradient(['#cfe6f5', '#9cc6e3']))
  + Array.from({ length: 6 }, (_, i) => path(`M${410 + i * 64},340 L${474 + i * 64},340 L${474 + i * 64},384 Q${442 + i * 64},404 ${410 + i * 64},384Z`, i % 2 ? color.white : color.teal)).join('') + group(place(600, 320, 1.3), drop(0, 0, 22, color.blue) + sparkle(22, -18, 9, color.amber))
  + ground(560, '#e8dcc6', '#d6c4a2') + palm(70, 600, 360, 0.9) + palm(1140, 600, 330, 0.85, -20) + pot(300, 600, 0.8) + pot(900, 600, 0.8) + team(240, 760, 5, 1.02, 180, { lead: 2 });
