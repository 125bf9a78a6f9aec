/**
 * The icons: every icon the components use as one SVG sprite (public/icons.svg), so
 * their drawings stay out of the JavaScript bundle; favicon.ico and apple-touch-icon.png from data/images/icono.svg.
 * Gatsby APIs: onPreBootstrap, onPostBuild.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { icons as lucideIcons } from "lucide";
import { ICON_SPRITE_PATH, SPRITE_FILES, iconNode, iconSprite, type IconNode } from "../../src/lib/icons";
import { appleTouchIcon, faviconIco } from "./favicon";

const publicDir = path.join(process.cwd(), "public");

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  const drawings: Readonly<Record<string, IconNode>> = lucideIcons;
  const icons = Object.fromEntries(Object.entries(SPRITE_FILES).map(([id, file]) => [id, iconNode(file, drawings)]));
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, ICON_SPRITE_PATH.slice(1)), iconSprite(icons));
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const icon = path.join(process.cwd(), "data", "images", "icono.svg");
  fs.writeFileSync(path.join(publicDir, "favicon.ico"), await faviconIco(icon));
  fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await appleTouchIcon(icon));
};
