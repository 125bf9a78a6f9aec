/**
 * Gatsby inlines the site's style sheet in every page (`<style data-href="/styles.<hash>.css">`). Checked with Gatsby
 * 5.16: a build whose only change is CSS renders the pages again from its cache with the previous build's sheet
 * inlined (the new file is written, but the pages name and hold the old one), so a host that keeps Gatsby's cache
 * between builds (Workers Builds' build cache does) would publish the old styles. Each page gets the part of the sheet this build
 * wrote that it uses (page-styles.ts), still naming the whole file.
 */
const INLINED = /<style data-href="\/[^"]+\.css" data-identity="gatsby-global-css">[\s\S]*?<\/style>/;

/** The page with its inlined sheet replaced by `css`, from the file `href`; as it is when it inlines none. */
export function withStyles(html: string, href: string, css: string): string {
  return html.replace(INLINED, () => `<style data-href="${href}" data-identity="gatsby-global-css">${css}</style>`);
}
