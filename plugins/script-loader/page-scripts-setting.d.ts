/**
 * What the server renderer places in every page (gatsby-ssr.tsx), defined by gatsby-node.ts for the production HTML
 * build only, from this build's own records: the loader's text, webpack's chunk groups and what each page's part of
 * the style sheet is cut from (null when the build has no sheet). Undefined elsewhere (`gatsby develop` keeps
 * Gatsby's runtime, which it needs).
 */
declare const __PAGE_SCRIPTS__: { loader: string; groups: Record<string, string[]>; styles: import("./page-styles").PageStyles | null } | undefined;
