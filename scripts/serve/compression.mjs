// Text files sent compressed as every real static host and CDN does (brotli, else gzip), so what the tests and the
// Lighthouse benchmark download is what a visitor downloads. Images and fonts are already compressed.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".map", ".webmanifest", ".yml"]);
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

/**
 * The body of `file` compressed with `encoding` at the best level, as a deploy step would, made once off the main
 * thread (zlib's pool) and kept; a file changed since is compressed again. Callers asking meanwhile share the work.
 */
export function compressedBody(file, encoding) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.body;
  const raw = fs.readFileSync(file);
  const body = new Promise((resolve, reject) => {
    const done = (error, result) => (error ? reject(error) : resolve(result));
    if (encoding === "br") zlib.brotliCompress(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }, done);
    else zlib.gzip(raw, { level: 9 }, done);
  });
  compressed.set(key, { mtimeMs, size, body });
  body.catch(() => compressed.delete(key)); // tried again on the next request
  return body;
}

/**
 * Compresses every text file of the build, smallest first so the pages are ready before the editor's large bundle,
 * as hosts that pre-compress at deploy do. The server listens meanwhile; the benchmarks wait for this to end.
 */
export async function precompress(root = path.resolve("public")) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.has(path.extname(file)) && path.extname(file) !== ".map") files.push({ file, size: fs.statSync(file).size });
    }
  };
  walk(root);
  files.sort((a, b) => a.size - b.size);
  // A few at a time: zlib's pool has four threads, and requests must find one free.
  for (let i = 0; i < files.length; i += 2) {
    await Promise.all(files.slice(i, i + 2).flatMap(({ file }) => [compressedBody(file, "br"), compressedBody(file, "gzip")]));
  }
}
