// The static server: answers each request with its file, redirect or 404 page, the headers `_headers` gives its
// path, and the compressed body the browser accepts.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { COMPRESSIBLE, compressedBody, pickEncoding, precompress } from "./compression.mjs";
import { headersFor, parseHeadersFile } from "./headers-file.mjs";
import { RequestError, resolvePath } from "./resolve-path.mjs";

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

export function startStaticServer({ root = path.resolve("public"), host = "127.0.0.1", port = 9000, log = () => {} } = {}) {
  // Brotli and gzip versions of every text file are made as a host does at deploy, and served to browsers that accept
  // them. The server answers at once: a file not compressed yet is compressed for its first request.
  const ready = precompress(root).catch((error) => console.error("[serve] no se pudo comprimir la compilación:", error));
  const headersFile = path.join(root, "_headers");
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  // One bad request never stops the server: it gets its status and the next request is answered as usual.
  const server = http.createServer((req, res) => {
    serve(req, res).catch((error) => {
      const status = error instanceof RequestError ? error.status : 500;
      if (status === 500) console.error(`[serve] ${req.method} ${req.url}:`, error);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...(status === 405 ? { Allow: "GET, HEAD" } : {}) });
        res.end(error instanceof RequestError ? error.message : "Error del servidor");
      }
    });
  });
  const serve = async (req, res) => {
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
      const body = await compressedBody(file, encoding);
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
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        /** Settles once every text file is compressed: what benchmarks wait for, so compressing is not measured. */
        ready,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
