/**
 * Security and caching for static hosts. Two parts, because a host's `_headers` file has limits (Cloudflare's:
 * 100 rules, 2,000 characters a line) and must not grow with the content:
 * - each page carries its own Content-Security-Policy in a <meta> (the build's own inline scripts allowed by hash,
 *   page-scripts.ts), so hosts without `_headers` (GitHub Pages) keep it too;
 * - `_headers` carries, the same for every page, what a <meta> policy cannot (frame-ancestors) and the other
 *   security headers, a closed policy for every file that is not a page, and one caching policy per kind of file.
 */
import { FRAGMENTS_DIR } from "../shared/public-pages";

export interface PolicyInput {
  /** Hash sources of the inline scripts of the page. */
  scriptHashes: readonly string[];
  /** Origin the enquiry forms send to (EmailJS, or the local mailbox of a local build). */
  emailOrigin: string;
  /** Origin of the embedded map. */
  mapOrigin: string;
  /** Origin of the audience measurement's collector, when the build sends to one. */
  measureOrigin?: string | null;
}

/** The page's own policy, for its <meta http-equiv="Content-Security-Policy">. */
export function pagePolicy({ scriptHashes, emailOrigin, mapOrigin, measureOrigin }: PolicyInput): string {
  return [
    "default-src 'self'",
    // The build's own inline scripts (the loader, the speculation rules the page script adds) are allowed by hash, never by 'unsafe-inline'.
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`,
    // Gatsby inlines the CSS, and React sets style attributes: hashes cannot cover those.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${[...new Set([emailOrigin, measureOrigin ?? emailOrigin])].join(" ")}`,
    `frame-src ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

/**
 * The policy sent as a header on every path. It names no fetch directive (default-src, script-src…): a header policy
 * applies together with the page's, so one here would block the inline scripts the page allows by hash.
 */
export const HEADER_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Hosts apply every rule whose pattern matches and join the values of one header with ", ", so each URL must match
 * exactly one rule that sets Cache-Control. Gatsby names every .js and .css file by its content hash (the build
 * checks it), and /static holds files named by hash; pages are folders (/ruta/) or .html files.
 */
export const CACHE_RULES: ReadonlyArray<readonly [pattern: string, cacheControl: string]> = [
  ["/", REVALIDATE],
  ["/*/", REVALIDATE],
  ["/*.html", REVALIDATE],
  ["/page-data/*", REVALIDATE],
  ["/static/*", IMMUTABLE],
  ["/*.js", IMMUTABLE],
  ["/*.css", IMMUTABLE],
  ["/*.wasm", IMMUTABLE],
];

/**
 * Files that are not pages carry no <meta> policy of their own: Gatsby's HTML fragments (/_gatsby/slices), page data,
 * images and SVG, XML, text. Opened on their own they get a closed policy, so nothing in them can run. A host sends
 * every matching rule's policy and the browser applies all of them, so these patterns must never match a page (/,
 * /ruta/, /ruta/index.html, /404.html); a test checks that every file of a build is one or the other.
 */
export const CLOSED_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
export const NOT_PAGES = [
  `/${FRAGMENTS_DIR}/*`,
  "/page-data/*",
  "/static/*",
  "/icons/*",
  "/*.js",
  "/*.css",
  "/*.wasm",
  "/*.map",
  "/*.json",
  "/*.xml",
  "/*.txt",
  "/*.svg",
  "/*.png",
  "/*.ico",
  "/*.webmanifest",
] as const;

/**
 * The policy of the editor at /admin/ (src/lib/cms), as strict as Decap CMS allows: its own scripts only, but it
 * evaluates code at run time (its configuration check) and styles itself inline; it talks to the Git host it saves to.
 */
export function adminPolicy({ connect, images }: { connect: readonly string[]; images: readonly string[] }): string {
  const list = (origins: readonly string[]) => origins.map((o) => ` ${o}`).join("");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${list(images)}`,
    "font-src 'self' data:",
    // blob: and data:: Decap reads an uploaded image back (fetch) to send it with the entry.
    `connect-src 'self' blob: data:${list(connect)}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The `_headers` file (Cloudflare Workers static assets / Netlify format): the same for every build of the site, whatever its content.
 * The editor's folder has its own policy, and is never indexed.
 */
export function headersFile(admin: string): string {
  const lines = [
    "# Written by the build (plugins/security-headers). Cloudflare Workers static assets / Netlify format.",
    "# Each page's Content-Security-Policy (with its scripts' hashes) is in its own <meta>; this one adds what a <meta> cannot.",
    "/*",
    `  Content-Security-Policy: ${HEADER_POLICY}`,
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    "  X-Content-Type-Options: nosniff",
    "  X-Frame-Options: DENY",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "",
  ];
  // One block a pattern: Cloudflare's runtime keeps only the last block of a pattern written twice (a test asks it).
  const blocks = new Map<string, string[]>([["/admin/*", [`Content-Security-Policy: ${admin}`, "X-Robots-Tag: noindex, nofollow"]]]);
  const add = (pattern: string, header: string) => blocks.set(pattern, [...(blocks.get(pattern) ?? []), header]);
  for (const pattern of NOT_PAGES) add(pattern, `Content-Security-Policy: ${CLOSED_POLICY}`);
  for (const [pattern, value] of CACHE_RULES) add(pattern, `Cache-Control: ${value}`);
  for (const [pattern, headers] of blocks) lines.push(pattern, ...headers.map((h) => `  ${h}`), "");
  return lines.join("\n");
}

/**
 * A file named by its content: its name carries a content hash (app-1a2b3c….js, styles.1a2b3c….css, 123-1a2b3c….js,
 * 1a2b3c….wasm), or it is in a folder named so (admin/decap-cms-1a2b3c…/123.decap-cms.js: files whose names another
 * bundle fixed).
 */
export function isHashedAsset(file: string): boolean {
  const hashed = /^(?:[\w-]*[-.])?[0-9a-f]{16,}(\.(js|css|wasm))?$/;
  const [name = "", ...folders] = file.split("/").reverse();
  return (/\.(js|css|wasm)$/.test(name) && hashed.test(name)) || folders.some((f) => hashed.test(f));
}
