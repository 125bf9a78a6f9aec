/** @jest-environment node */
import fs from "fs";
import path from "path";
import { icons } from "lucide";
import { ICON_FILES, SPRITE_FILES, UI_ICON_FILES, iconNode, iconSprite, lucideName, type IconNode } from "./icons";

const root = path.resolve(__dirname, "..", "..");
const lucide: Readonly<Record<string, IconNode>> = icons;

test("every icon id the content schema allows has a drawing, and no other", () => {
  const common = JSON.parse(fs.readFileSync(path.join(root, "data", "schemas", "common.schema.json"), "utf8"));
  expect(Object.keys(ICON_FILES).sort()).toEqual([...common.$defs.icon.enum].sort());
  for (const file of Object.values(ICON_FILES)) expect(iconNode(file, lucide).length).toBeGreaterThan(0);
});

test("every icon a component names is in the sprite, with a drawing", () => {
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return sources(file);
      return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [file] : [];
    });
  const named = sources(path.join(root, "src")).flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/<Icon name="([a-z0-9-]+)"/g)].map((m) => m[1]));
  expect(named.length).toBeGreaterThan(20);
  for (const name of named) expect(Object.keys(SPRITE_FILES)).toContain(name);
  for (const file of Object.values(UI_ICON_FILES)) expect(iconNode(file, lucide).length).toBeGreaterThan(0);
});

test("the sprite has one symbol per icon with its shapes, without React keys", () => {
  const sprite = iconSprite({ shield: iconNode("shield", lucide), home: iconNode("house", lucide) });
  expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  expect(sprite).toContain('<symbol id="shield" viewBox="0 0 24 24"><path d="M20 13c0 5');
  expect(sprite).toContain('<symbol id="home" viewBox="0 0 24 24">');
  expect(sprite).not.toContain("key=");
});

test("icon file names map to lucide's names, and an unknown one is refused by name", () => {
  expect(lucideName("building-2")).toBe("Building2");
  expect(lucideName("clipboard-check")).toBe("ClipboardCheck");
  expect(() => iconNode("no-such-icon", lucide)).toThrow('lucide has no icon "no-such-icon"');
});
