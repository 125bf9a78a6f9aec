/**
 * What the server renderer places in every page (gatsby-ssr.tsx), defined by gatsby-node.ts for the production HTML
 * build only, from this build's own records: the loader's text and webpack's chunk groups. Undefined elsewhere
 * (`gatsby develop` keeps Gatsby's runtime, which it needs).
 */
declare const __PAGE_SCRIPTS__: { loader: string; groups: Record<string, string[]> } | undefined;
