// Serves the production build (public/) the way a plain static host does, on loopback only:
// /ruta → ruta.html or ruta/index.html, unknown paths → 404.html with status 404, headers from public/_headers.
// With --mailbox it also starts the local mailbox when the build has no EmailJS keys.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
};

/** Parses a Netlify/Cloudflare Pages `_headers` file: a path pattern line, then indented "Name: value" lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
    } else if (rules.length > 0) {
      const i = line.indexOf(":");
      if (i > 0) rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern, urlPath) {
  const regex = new RegExp(`^${pattern.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
  return regex.test(urlPath);
}

export function headersFor(rules, urlPath) {
  const out = {};
  for (const rule of rules) if (matches(rule.pattern, urlPath)) for (const [name, value] of rule.headers) out[name] = value;
  return out;
}

function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  const candidates = clean.endsWith("/") ? [path.join(base, "index.html")] : [base, `${base}.html`, path.join(base, "index.html")];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

export function startStaticServer({ root = path.resolve("public"), host = "127.0.0.1", port = 9000, log = () => {} } = {}) {
  const headersFile = path.join(root, "_headers");
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  const server = http.createServer((req, res) => {
    const urlPath = new URL(req.url ?? "/", "http://localhost").pathname;
    let file = resolveFile(root, urlPath);
    let status = 200;
    if (!file || path.basename(file) === "_headers") {
      file = path.join(root, "404.html");
      status = 404;
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    res.writeHead(status, { "Content-Type": type, ...headersFor(rules, urlPath) });
    if (req.method === "HEAD") res.end();
    else fs.createReadStream(file).pipe(res);
    log(`${status} ${urlPath}`);
  });
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
