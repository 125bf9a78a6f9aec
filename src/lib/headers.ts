import { createHash } from "crypto";

/**
 * The `_headers` file for static hosts that read it (Netlify, Cloudflare Pages): a Content-Security-Policy that
 * allows exactly what the site uses, the usual security headers, and Gatsby's caching rules.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 sources for every inline script a page runs (JSON-LD data blocks do not run, so they need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || body === "") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export interface HeadersInput {
  /** Hash sources of the inline scripts of every page of the build. */
  scriptHashes: readonly string[];
  /** Origin the enquiry forms send to (EmailJS, or the local mailbox of a local build). */
  emailOrigin: string;
  /** Origin of the embedded map. */
  mapOrigin: string;
  /** Hashed JavaScript and CSS files at the root of the build, e.g. "/app-31fab805e63d864bb355.js". */
  hashedAssets: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes, emailOrigin, mapOrigin }: Pick<HeadersInput, "scriptHashes" | "emailOrigin" | "mapOrigin">): string {
  return [
    "default-src 'self'",
    // Gatsby's small inline bootstrap scripts are allowed by hash, never by 'unsafe-inline'.
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`,
    // Gatsby inlines the CSS, and gatsby-plugin-image and React set style attributes: hashes cannot cover those.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${emailOrigin}`,
    `frame-src ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

export function headersFile(input: HeadersInput): string {
  const lines = [
    "# Written by the build (gatsby-node onPostBuild). Netlify / Cloudflare Pages format.",
    "/*",
    `  Content-Security-Policy: ${contentSecurityPolicy(input)}`,
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    "  X-Content-Type-Options: nosniff",
    "  X-Frame-Options: DENY",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    `  Cache-Control: ${REVALIDATE}`,
    "",
    "/page-data/*",
    `  Cache-Control: ${REVALIDATE}`,
    "",
    "/static/*",
    `  Cache-Control: ${IMMUTABLE}`,
    "",
  ];
  for (const asset of [...input.hashedAssets].sort()) lines.push(asset, `  Cache-Control: ${IMMUTABLE}`, "");
  return lines.join("\n");
}

/** Root files whose name carries a content hash (app-1a2b3c….js, styles.1a2b3c….css, 123-1a2b3c….js). */
export function isHashedAsset(file: string): boolean {
  return /^[\w-]*[-.][0-9a-f]{16,}\.(js|css)$/.test(file);
}
