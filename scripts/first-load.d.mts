// Types of first-load.mjs for the TypeScript tests.
type Stats = { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
export function chunkJs(stats: Stats, name: string): string[];
export function firstLoadFiles(html: string, stats: Stats): string[] | null;
export function islandsStartingWith(html: string): string[];
