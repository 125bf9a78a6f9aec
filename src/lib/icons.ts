/**
 * The icon ids content maintainers may use (the enum in data/schemas/common.schema.json), each to a lucide icon
 * file. The build draws them into one SVG sprite (/icons.svg), so pages reference icons instead of shipping their
 * code in the JavaScript bundle.
 */
export const ICON_FILES: Readonly<Record<string, string>> = {
  shield: "shield",
  "shield-check": "shield-check",
  clock: "clock",
  star: "star",
  check: "check",
  leaf: "leaf",
  users: "users",
  award: "award",
  phone: "phone",
  sparkles: "sparkles",
  droplets: "droplets",
  "paint-roller": "paint-roller",
  paintbrush: "paintbrush",
  building: "building-2",
  home: "house",
  wrench: "wrench",
  truck: "truck",
  thermometer: "thermometer",
  flame: "flame",
  calendar: "calendar",
  euro: "euro",
  "hard-hat": "hard-hat",
  "spray-can": "spray-can",
  trees: "trees",
  factory: "factory",
  store: "store",
  key: "key",
  layers: "layers",
  sun: "sun",
  umbrella: "umbrella",
  zap: "zap",
  heart: "heart",
  "clipboard-check": "clipboard-check",
  "badge-check": "badge-check",
  "map-pin": "map-pin",
  recycle: "recycle",
  settings: "settings",
  hammer: "hammer",
  ruler: "ruler",
  package: "package",
  lightbulb: "lightbulb",
  siren: "siren",
  timer: "timer",
  wind: "wind",
  waves: "waves",
  car: "car",
  stethoscope: "stethoscope",
  dumbbell: "dumbbell",
  utensils: "utensils",
  "graduation-cap": "graduation-cap",
  sofa: "sofa",
  bath: "bath",
  eye: "eye",
  "file-text": "file-text",
  handshake: "handshake",
  target: "target",
  "trending-up": "trending-up",
  gem: "gem",
};

/** The icons the components draw themselves (menus, contact lines, controls); also in the sprite, not in the bundle. */
export const UI_ICON_FILES: Readonly<Record<string, string>> = {
  "arrow-left": "arrow-left",
  "arrow-right": "arrow-right",
  "calendar-clock": "calendar-clock",
  "calendar-days": "calendar-days",
  "chevron-down": "chevron-down",
  "chevron-right": "chevron-right",
  "circle-check": "circle-check",
  facebook: "facebook",
  instagram: "instagram",
  linkedin: "linkedin",
  mail: "mail",
  menu: "menu",
  "message-circle": "message-circle",
  pause: "pause",
  play: "play",
  rss: "rss",
  search: "search",
  "share-2": "share-2",
  "user-round": "user-round",
  x: "x",
};

/** Every icon the sprite holds: the content ids and the interface ids. */
export const SPRITE_FILES: Readonly<Record<string, string>> = { ...ICON_FILES, ...UI_ICON_FILES };

export const ICON_SPRITE_PATH = "/icons.svg";

export type IconNode = [tag: string, attrs: Record<string, string | number>][];

/** lucide's name of an icon file: "building-2" → "Building2". */
export function lucideName(file: string): string {
  return file.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase());
}

/** The drawing of a lucide icon, from the icon nodes the lucide package publishes as data. */
export function iconNode(file: string, icons: Readonly<Record<string, IconNode>>): IconNode {
  const node = icons[lucideName(file)];
  if (!node) throw new Error(`lucide has no icon "${file}"`);
  return node;
}

const escapeAttr = (v: string | number) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One <symbol> per icon; stroke and size come from the <svg> that uses it. */
export function iconSprite(icons: Readonly<Record<string, IconNode>>): string {
  const symbols = Object.entries(icons).map(([id, node]) => {
    const shapes = node.map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([k]) => k !== "key").map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(" ")}/>`);
    return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
