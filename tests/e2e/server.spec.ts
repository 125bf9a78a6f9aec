import fs from "fs";
import http from "http";
import path from "path";
import zlib from "zlib";
import os from "os";
import { expect, test } from "@playwright/test";
import { startStaticServer } from "../../scripts/serve/static-server.mjs";
import { headersFor, parseHeadersFile } from "../../scripts/serve/headers-file.mjs";
import { CLOSED_POLICY } from "../../plugins/security-headers/headers";
import { PUBLIC } from "./helpers";

// The server `npm start` and these tests use: a request no browser would send for a real page gets its status,
// and the server goes on answering. Raw requests, because browsers and fetch clean up such URLs before sending.
const port = Number(process.env.E2E_PORT ?? 9100);


interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  body: string;
}

function raw(method: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: bytes.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

test("a malformed or hostile URL gets 400, 404 or 405, and the very next request is answered", async () => {
  const cases: Array<[string, string, number[]]> = [
    ["GET", "/%E0%A4%A", [400]],
    ["GET", "/%", [400]],
    ["GET", "/..%2f..%2f..%2fetc%2fpasswd", [404]],
    ["GET", "/%2e%2e/%2e%2e/package.json", [404]],
    ["GET", "/..\\..\\package.json", [404]],
    ["GET", "/%5c..%5c..%5cpackage.json", [404]],
    ["GET", "/a%00b", [400]],
    ["GET", `/${"a".repeat(8 * 1024)}`, [404, 414]],
    ["POST", "/", [405]],
    ["DELETE", "/contacto", [405]],
  ];
  for (const [method, path, statuses] of cases) {
    const answer = await raw(method, path);
    expect(statuses, `${method} ${path.slice(0, 60)} → ${answer.status}`).toContain(answer.status);
    expect(answer.body).not.toContain("devDependencies");
    const next = await raw("GET", "/");
    expect(next.status, `after ${method} ${path.slice(0, 60)}`).toBe(200);
    expect(next.body).toContain("<html");
  }
});

test("400 requests, 50 at a time, are all answered 200 with the right page", async () => {
  const paths = ["/", "/servicios/", "/blog/", "/contacto/", "/blog/1/"];
  for (let batch = 0; batch < 8; batch++) {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => raw("GET", paths[i % paths.length]!)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`<link data-react-helmet="true" rel="canonical" href="`);
      expect(answer.body, paths[i % paths.length]).toMatch(new RegExp(`rel="canonical" href="[^"]*${paths[i % paths.length] === "/" ? "/" : paths[i % paths.length]}"`));
    }
  }
});

test("an unknown address gets the site's 404 page with status 404", async () => {
  for (const p of ["/no-existe/", "/servicios/no-existe", "/static/no-existe.png"]) {
    const answer = await raw("GET", p);
    expect(answer.status, p).toBe(404);
    expect(answer.body, p).toBe(fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8"));
  }
});

test("a page asked for without its trailing slash, or as index.html, is redirected to its address, query kept", async () => {
  const cases: Array<[string, string]> = [
    ["/servicios", "/servicios/"],
    ["/servicios/fontaneria?utm_source=folleto", "/servicios/fontaneria/?utm_source=folleto"],
    ["/contacto/index.html", "/contacto/"],
    ["/index.html", "/"],
    ["//contacto", "/contacto/"], // never "//contacto/", which a browser would read as another host
  ];
  for (const [from, to] of cases) {
    const answer = await raw("GET", from);
    expect(answer.status, from).toBe(308);
    expect(answer.headers.location, from).toBe(to);
  }
  const page = await raw("GET", "/servicios/");
  expect(page.status).toBe(200);
  expect(page.body).toContain('rel="canonical" href="https://');
  expect(page.body).toMatch(/rel="canonical" href="[^"]*\/servicios\/"/);
});

test("text files are sent precompressed with brotli or gzip when the browser accepts them, and as they are otherwise", async () => {
  const file = fs.readFileSync(path.join(PUBLIC, "servicios", "index.html"));
  const br = await raw("GET", "/servicios/", { "Accept-Encoding": "gzip, deflate, br" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toBe("Accept-Encoding");
  expect(zlib.brotliDecompressSync(br.bytes).equals(file)).toBe(true);
  expect(Number(br.headers["content-length"])).toBe(br.bytes.length);
  expect(br.bytes.length).toBeLessThan(file.length / 3);
  const gzip = await raw("GET", "/servicios/", { "Accept-Encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzip.bytes).equals(file)).toBe(true);
  const plain = await raw("GET", "/servicios/", { "Accept-Encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.bytes.equals(file)).toBe(true);
  const js = fs.readdirSync(PUBLIC).find((f) => /^app-.*\.js$/.test(f))!;
  expect((await raw("GET", `/${js}`, { "Accept-Encoding": "br" })).headers["content-encoding"]).toBe("br");
  const image = await raw("GET", "/apple-touch-icon.png", { "Accept-Encoding": "br, gzip" });
  expect(image.headers["content-encoding"]).toBeUndefined();
  expect(image.bytes.equals(fs.readFileSync(path.join(PUBLIC, "apple-touch-icon.png")))).toBe(true);
});

test("the server answers at once and compresses the build meanwhile, so `npm start` keeps nobody waiting", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "servido-"));
  fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Inicio</title><p>Hola</p>");
  // A large script, as the editor's is: compressing it at the best level takes seconds.
  const words = Array.from({ length: 400_000 }, (_, i) => `v${(i * 2654435761) % 1_000_003}`).join(" ");
  fs.writeFileSync(path.join(root, "editor.js"), `var w = "${words}";`);
  const server = await startStaticServer({ root, port: port + 40 });
  let compressed = false;
  void server.ready.then(() => (compressed = true));
  try {
    const first = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "br" } });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("Hola");
    expect(compressed, "answered before the whole build was compressed").toBe(false);
    await server.ready;
    const big = await fetch(`${server.url}/editor.js`, { headers: { "Accept-Encoding": "br" } });
    expect(big.headers.get("content-encoding")).toBe("br");
    expect((await big.text()).length).toBe(fs.statSync(path.join(root, "editor.js")).size);
  } finally {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("the headers a visitor gets are _headers applied as Cloudflare Pages and Netlify apply it: one caching policy per file", async () => {
  const firstFile = (dir: string, pattern: RegExp): string => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const found = entry.isDirectory() ? firstFile(file, pattern) : pattern.test(entry.name) ? file : "";
      if (found) return found;
    }
    return "";
  };
  const url = (file: string) => `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`;
  const IMMUTABLE = "public, max-age=31536000, immutable";
  const REVALIDATE = "public, max-age=0, must-revalidate";
  const PAGE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
  const cases: Array<[string, string, string]> = [
    ["home page", "/", REVALIDATE],
    ["HTML page", "/servicios/fontaneria/", REVALIDATE],
    ["page data", "/page-data/servicios/fontaneria/page-data.json", REVALIDATE],
    ["hashed JS", url(firstFile(PUBLIC, /^framework-[0-9a-f]+\.js$/)), IMMUTABLE],
    ["hashed CSS", url(firstFile(PUBLIC, /^styles\.[0-9a-f]+\.css$/)), IMMUTABLE],
    ["image", url(firstFile(path.join(PUBLIC, "static"), /\.webp$/)), IMMUTABLE],
    ["sitemap", "/sitemap.xml", REVALIDATE],
  ];
  for (const [kind, p, cacheControl] of cases) {
    const answer = await raw("GET", p);
    expect(answer.status, `${kind} ${p}`).toBe(200);
    expect(answer.headers["cache-control"], `${kind} ${p}`).toBe(cacheControl);
    // A page's scripts are governed by its own <meta>; any other file gets the closed policy as well (one or more times).
    const policy = answer.headers["content-security-policy"] as string;
    if (kind.endsWith("page")) expect(policy, kind).toBe(PAGE_POLICY);
    else expect(policy.split(", ").slice(1), kind).toEqual(expect.arrayContaining([CLOSED_POLICY]));
    expect(policy.startsWith(PAGE_POLICY), kind).toBe(true);
    expect(answer.headers["x-content-type-options"], kind).toBe("nosniff");
  }
  // _headers itself is read by the host, never served.
  expect((await raw("GET", "/_headers")).status).toBe(404);
});

test("every file of the build runs under a policy that restricts scripts: a page its own <meta>, anything else the closed one", () => {
  const rules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8"));
  const open: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name !== "_headers") {
        const url = `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`;
        const ownPolicy = entry.name.endsWith(".html") && /<meta http-equiv="Content-Security-Policy" content="default-src/.test(fs.readFileSync(file, "utf8"));
        const header = String(headersFor(rules, url)["Content-Security-Policy"] ?? "");
        if (!ownPolicy && !header.split(", ").some((policy) => policy.startsWith("default-src"))) open.push(url);
      }
    }
  };
  walk(PUBLIC);
  expect(open).toEqual([]);
});
