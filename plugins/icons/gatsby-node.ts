/**
 * The site's icons for browsers and phones: favicon.ico and apple-touch-icon.png from data/images/icono.svg. (The
 * pages' own icons are drawn inline: src/lib/icons.ts.)
 * Gatsby APIs: onPostBuild.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { appleTouchIcon, faviconIco } from "./favicon";

const publicDir = path.join(process.cwd(), "public");

export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const icon = path.join(process.cwd(), "data", "images", "icono.svg");
  fs.writeFileSync(path.join(publicDir, "favicon.ico"), await faviconIco(icon));
  fs.writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await appleTouchIcon(icon));
};
