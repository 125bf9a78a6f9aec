// Where a request's path leads inside the build, as Cloudflare Pages and Netlify resolve it.
import fs from "node:fs";
import path from "node:path";

/** A request that gets its own status (400, 405) and message instead of a page. */
export class RequestError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function decodePath(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw new RequestError(400, "Ruta mal codificada");
  }
  if (decoded.includes("\0")) throw new RequestError(400, "Ruta no válida");
  // Backslashes are path separators on some systems: never let one climb out of root.
  return path.posix.normalize(decoded.replace(/\\/g, "/"));
}

const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile();

/**
 * What a URL path names inside root, as Cloudflare Pages and Netlify resolve it: { file } to serve, { redirect } to a
 * page folder's own address (/ruta → /ruta/, /ruta/index.html → /ruta/), or null. Throws a RequestError(400) for a
 * path that is not a valid path (malformed percent-encoding, a NUL byte): a browser never sends those for a page.
 */
export function resolvePath(root, urlPath) {
  const clean = decodePath(urlPath);
  const base = path.join(root, clean);
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  if (clean.endsWith("/")) return isFile(path.join(base, "index.html")) ? { file: path.join(base, "index.html") } : null;
  // The redirect is built from the normalised path, so "//host" can never become an address on another site.
  if (path.posix.basename(clean) === "index.html" && isFile(base)) return { redirect: encodeURI(clean.slice(0, -"index.html".length)) };
  if (isFile(base)) return { file: base };
  if (isFile(path.join(base, "index.html"))) return { redirect: encodeURI(`${clean}/`) };
  if (isFile(`${base}.html`)) return { file: `${base}.html` };
  return null;
}
