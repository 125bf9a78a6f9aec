/** @jest-environment node */
import fs from "fs";
import path from "path";
import { ICON_FILES, iconNodeFromSource, iconSprite } from "./icons";

const root = path.resolve(__dirname, "..", "..");
const iconSource = (file: string) => fs.readFileSync(path.join(root, "node_modules", "lucide-react", "dist", "esm", "icons", `${file}.js`), "utf8");

test("every icon id the content schema allows has a drawing, and no other", () => {
  const common = JSON.parse(fs.readFileSync(path.join(root, "data", "schemas", "common.schema.json"), "utf8"));
  expect(Object.keys(ICON_FILES).sort()).toEqual([...common.$defs.icon.enum].sort());
  for (const file of Object.values(ICON_FILES)) expect(iconNodeFromSource(iconSource(file)).length).toBeGreaterThan(0);
});

test("the sprite has one symbol per icon with its shapes, without React keys", () => {
  const sprite = iconSprite({ shield: iconNodeFromSource(iconSource("shield")), home: iconNodeFromSource(iconSource("house")) });
  expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
  expect(sprite).toContain('<symbol id="shield" viewBox="0 0 24 24"><path d="M20 13c0 5');
  expect(sprite).toContain('<symbol id="home" viewBox="0 0 24 24">');
  expect(sprite).not.toContain("key=");
});
