// Serves the production build (public/) the way Cloudflare Pages and Netlify do, on loopback only: /ruta/ →
// ruta/index.html (/ruta redirects there), unknown paths → 404.html with status 404, headers from public/_headers.
// With --mailbox it also starts the local mailbox when the build has no EmailJS keys.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { startBuildMailbox } from "./mailbox.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".yml": "text/yaml; charset=utf-8", // the editor's configuration (public/admin/config.yml)
};

// Text files are sent compressed as every real static host and CDN does (brotli, else gzip), so what the tests and
// the Lighthouse benchmark download is what a visitor downloads. Images and fonts are already compressed.
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".map", ".webmanifest", ".yml"]);
const compressed = new Map();

/** Picks "br" or "gzip" from an Accept-Encoding header, or null. */
export function pickEncoding(acceptEncoding = "") {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || Number(q.split("=")[1]) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

// precompress() uses the best level, as a deploy step would; a file changed after it gets a quick level on request.
function compressedBody(file, encoding, best = false) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size && (hit.best || !best)) return hit.body;
  const raw = fs.readFileSync(file);
  const body =
    encoding === "br"
      ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : zlib.gzipSync(raw, { level: best ? 9 : 6 });
  compressed.set(key, { mtimeMs, size, body, best });
  return body;
}

/** Compresses every text file of the build in advance, as hosts that pre-compress at deploy do (benchmarks). */
export function precompress(root = path.resolve("public")) {
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.has(path.extname(file)) && path.extname(file) !== ".map") {
        compressedBody(file, "br", true);
        compressedBody(file, "gzip", true);
      }
    }
  };
  walk(root);
}

/** Parses a Netlify/Cloudflare Pages `_headers` file: a path pattern line, then indented "Name: value" lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), regex: patternRegex(line.trim()), headers: [] });
    } else if (rules.length > 0) {
      const i = line.indexOf(":");
      if (i > 0) rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

// A splat (*) matches any characters, slashes included; a placeholder (:name) one path segment. Compiled once, when
// the file is read, not on every request.
function patternRegex(pattern) {
  const source = pattern
    .split(/(\*|:\w+)/)
    .map((part) => (part === "*" ? ".*" : /^:\w+$/.test(part) ? "[^/]+" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The headers a host that reads `_headers` sends for a path: every matching rule applies, and values of the same
 * header from several rules are joined with ", " (as Cloudflare Pages and Netlify document). With no Cache-Control
 * from the file, both send "public, max-age=0, must-revalidate".
 */
export function headersFor(rules, urlPath) {
  const out = new Map();
  for (const rule of rules) {
    if (!rule.regex.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = out.get(key);
      out.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  if (!out.has("cache-control")) out.set("cache-control", ["Cache-Control", "public, max-age=0, must-revalidate"]);
  return Object.fromEntries(out.values());
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
function resolvePath(root, urlPath) {
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

class RequestError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

export function startStaticServer({ root = path.resolve("public"), host = "127.0.0.1", port = 9000, log = () => {} } = {}) {
  // Brotli and gzip versions of every text file are made before the first request, as a host does at deploy, and
  // served to browsers that accept them; a file changed since is compressed again on its next request.
  precompress(root);
  const headersFile = path.join(root, "_headers");
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  // One bad request never stops the server: it gets its status and the next request is answered as usual.
  const server = http.createServer((req, res) => {
    try {
      serve(req, res);
    } catch (error) {
      const status = error instanceof RequestError ? error.status : 500;
      if (status === 500) console.error(`[serve] ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...(status === 405 ? { Allow: "GET, HEAD" } : {}) });
        res.end(error instanceof RequestError ? error.message : "Error del servidor");
      }
    }
  });
  const serve = (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") throw new RequestError(405, "Método no permitido");
    // Parsed as a path on this host: "//contacto" is the path //contacto, not a host named "contacto".
    if (!req.url?.startsWith("/")) throw new RequestError(400, "Ruta no válida");
    const url = new URL(`http://localhost${req.url}`);
    const urlPath = url.pathname;
    const found = resolvePath(root, urlPath);
    if (found?.redirect) {
      res.writeHead(308, { ...headersFor(rules, urlPath), Location: `${found.redirect}${url.search}` });
      res.end();
      log(`308 ${urlPath}`);
      return;
    }
    let file = found?.file;
    let status = 200;
    if (!file || path.basename(file) === "_headers") {
      file = path.join(root, "404.html");
      status = 404;
      if (!fs.existsSync(file)) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("404");
        return;
      }
    }
    const ext = path.extname(file);
    const type = TYPES[ext] ?? "application/octet-stream";
    const headers = { "Content-Type": type, ...headersFor(rules, urlPath) };
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(String(req.headers["accept-encoding"] ?? "")) : null;
    if (COMPRESSIBLE.has(ext)) headers.Vary = "Accept-Encoding";
    if (encoding) {
      const body = compressedBody(file, encoding);
      res.writeHead(status, { ...headers, "Content-Encoding": encoding, "Content-Length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
    } else {
      res.writeHead(status, { ...headers, "Content-Length": fs.statSync(file).size });
      if (req.method === "HEAD") res.end();
      else fs.createReadStream(file).on("error", () => res.destroy()).pipe(res);
    }
    log(`${status} ${urlPath}`);
  };
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve({ url: `http://${host}:${port}`, close: () => new Promise((done) => server.close(() => done())) }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 9000);
  const root = path.resolve("public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error("No hay compilación en public/: ejecute primero `npm run build`.");
    process.exit(1);
  }
  const site = await startStaticServer({ root, port });
  console.log(`\nSitio servido en http://localhost:${port} (solo en este equipo, 127.0.0.1)`);
  if (process.argv.includes("--mailbox")) {
    const box = await startBuildMailbox();
    if (box) console.log(`Buzón local de solicitudes en ${box.url}: cada solicitud se imprime aquí y se guarda en .mailbox/enquiries.jsonl`);
  }
  const stop = async () => {
    await site.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
