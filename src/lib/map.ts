/** Where the embedded map comes from (the only frame the site's CSP allows). */
export const MAP_ORIGIN = "https://www.openstreetmap.org";

/** OpenStreetMap embed (no cookies) centred on the office, and the full map link for the same place. */
export function osmEmbedUrl(lat: number, lon: number, span = 0.012): string {
  const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(5)).join(",");
  return `${MAP_ORIGIN}/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat.toFixed(5)}%2C${lon.toFixed(5)}`;
}

export function osmLinkUrl(lat: number, lon: number, zoom = 16): string {
  return `${MAP_ORIGIN}/?mlat=${lat.toFixed(5)}&mlon=${lon.toFixed(5)}#map=${zoom}/${lat.toFixed(5)}/${lon.toFixed(5)}`;
}
