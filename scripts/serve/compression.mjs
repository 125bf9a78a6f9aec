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

// precompress() uses the best level, as a deploy step would; a file changed after it gets a quick level on request.
export function compressedBody(file, encoding, best = false) {
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
