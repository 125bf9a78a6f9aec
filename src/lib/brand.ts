/**
 * The brand as two lines, so a narrow header can keep the first (the short name) and let the rest give way:
 * "Montoya Servicios Integrales" with short name "Montoya" → ["Montoya", "Servicios Integrales"]. A brand that does
 * not start with its short name stays whole.
 */
export function brandLines(brand: string, shortName: string): [first: string, rest: string] {
  const short = shortName.trim();
  if (short && brand.startsWith(`${short} `)) return [short, brand.slice(short.length + 1).trim()];
  return [brand, ""];
}
