// Types of first-load.mjs for the TypeScript tests.
export function firstLoadFiles(html: string, stats: { namedChunkGroups: Record<string, { assets: { name: string }[] }> }): string[] | null;
