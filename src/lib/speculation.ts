/**
 * Speculation Rules: a same-site page is fetched while the pointer rests on its link or a finger presses it
 * ("moderate"), so the next whole page opens at once; browsers without them simply navigate. The page script adds
 * them (src/chrome/speculation.ts), and every page's policy allows this text by its hash (plugins/security-headers).
 */
export const SPECULATION_RULES = JSON.stringify({ prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] });
