import sharp from "sharp";

/** favicon.ico sizes: the tab, the taskbar and the desktop shortcut. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/**
 * favicon.ico, for the browsers and tools that ask for it by that name, from the site's icon (data/images/icono.svg):
 * one PNG per size, packed by png-to-ico (an ES module, hence the dynamic import).
 */
export async function faviconIco(iconFile: string): Promise<Buffer> {
  const { default: pngToIco } = await import("png-to-ico");
  const pngs = await Promise.all(FAVICON_SIZES.map((size) => sharp(iconFile, { density: 300 }).resize(size, size).png().toBuffer()));
  return pngToIco(pngs);
}

/** /apple-touch-icon.png (180 px), which iOS asks for by that name when a page is added to the home screen. */
export function appleTouchIcon(iconFile: string): Promise<Buffer> {
  return sharp(iconFile, { density: 300 }).resize(180, 180).png().toBuffer();
}
