// make-images.mjs — draws every illustration of the website as flat SVG scenes and renders them with sharp.
//
// Run from the project root:   npm run images      (same as: node scripts/make-images.mjs)
// Pass parts of file names to redraw only those:   node scripts/make-images.mjs hero blog/3
//
// Deterministic: no network and no Math.random (textures use a PRNG seeded by the scene's name), so the
// same script always writes the same files. Output: data/images/{hero,services,projects,blog,about},
// data/images/og-default.jpg. (The site's icon is data/images/icono.svg, drawn by hand; the build makes every size from it.)
// Every scene is drawn on a 1200×800 canvas; 16:9 outputs show its central band (y 62–738).
// The drawings are in scripts/images: primitives (svg, colors, random), parts (backgrounds, buildings, nature,
// people, tools, props, furniture, machines, places, symbols) and the scenes themselves (images/scenes).
import sharp from 'sharp';
import { mkdir, stat } from 'node:fs/promises';
import nodePath from 'node:path';
import { fileURLToPath } from 'node:url';
import { reseed } from './images/random.mjs';
import { oneDecimal, startDocument, definitions } from './images/svg.mjs';
import { scenes } from './images/scenes/index.mjs';
import { OUTPUTS, CROP_TOP } from './images/outputs.mjs';

const ROOT = nodePath.resolve(nodePath.dirname(fileURLToPath(import.meta.url)), '..');
const IMAGES_DIR = nodePath.join(ROOT, 'data/images');

function svgDocument(name, w, h) {
  startDocument(); reseed(name);
  if (!scenes[name]) throw new Error('missing scene ' + name);
  const body = scenes[name]();
  const vh = (1200 * h) / w, y0 = name === 'og' ? 0 : (CROP_TOP[name] ?? (800 - vh) / 2);
  const vb = `0 ${oneDecimal(y0)} 1200 ${oneDecimal(vh)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb}"><defs>${definitions()}</defs>${body}</svg>`;
}

const only = process.argv.slice(2);
let total = 0, over = 0;
for (const [file, name, w, h, maxKB] of OUTPUTS) {
  if (only.length && !only.some((o) => file.includes(o))) continue;
  if (!scenes[name]) { console.log('!! missing scene', name); over++; continue; }
  const out = nodePath.join(IMAGES_DIR, file);
  await mkdir(nodePath.dirname(out), { recursive: true });
  await sharp(Buffer.from(svgDocument(name, w, h))).flatten({ background: '#ffffff' }).jpeg({ quality: 78, progressive: true, mozjpeg: true }).toFile(out);
  const kb = (await stat(out)).size / 1024; total += kb;
  if (kb > maxKB) over++;
  console.log(`${kb > maxKB ? '!!' : '  '} ${file.padEnd(48)} ${kb.toFixed(1).padStart(6)} KB`);
}
console.log(`Total: ${total.toFixed(1)} KB${over ? `, ${over} file(s) over budget` : ''}`);
