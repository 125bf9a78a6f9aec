import { spawnSync } from "child_process";
import fs from "fs";
import http from "http";
import os from "os";
import path from "path";
import zlib from "zlib";
import { expect, test } from "@playwright/test";
import { CLOSED_POLICY, IMMUTABLE, REVALIDATE } from "../../plugins/security-headers/headers";
import { htmlFiles, PROJECT, PUBLIC } from "./helpers";

/*
 * The site as Cloudflare's runtime serves it: `wrangler dev` (scripts/serve.mjs) with the project's wrangler.toml, the
 * Worker first and the build's files after, as `npm start` and every other test use it. Raw requests, because browsers
 * and fetch clean up such URLs before sending.
 */
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

/** The answer at an address, after the redirects the host makes from a file's name to its page's (…/index.html → …/). */
async function follow(method: string, address: string): Promise<Answer & { at: string }> {
  let at = address;
  for (let hops = 0; hops < 3; hops++) {
    const answer = await raw(method, at);
    if (!answer.headers.location || answer.status < 300 || answer.status >= 400) return { ...answer, at };
    at = answer.headers.location;
  }
  throw new Error(`${address}: too many redirects`);
}

/** Every file of the build by its address (the `_headers` file, which the host reads and never serves, aside). */
function builtFiles(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return builtFiles(file);
    return e.name === "_headers" ? [] : [`/${path.relative(PUBLIC, file).split(path.sep).join("/")}`];
  });
}

/** The headers `_headers` gives an address: every block whose pattern matches, one header's values joined by ", ". */
function headersRuleFor(address: string): Record<string, string> {
  const text = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8");
  const out: Record<string, string> = {};
  for (const block of text.split(/\n\s*\n/)) {
    const [pattern, ...lines] = block.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    const glob = new RegExp(`^${(pattern ?? "").split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
    if (!pattern || !glob.test(address)) continue;
    for (const line of lines) {
      const [name = "", ...value] = line.trim().split(": ");
      const key = name.toLowerCase();
      out[key] = out[key] ? `${out[key]}, ${value.join(": ")}` : value.join(": ");
    }
  }
  return out;
}

test("a malformed or hostile URL never reaches a file outside the build, and the very next request is answered", async () => {
  const cases = ["/%E0%A4%A", "/%", "/..%2f..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/package.json", "/..\\..\\package.json", "/%5c..%5c..%5cpackage.json", "/a%00b", `/${"a".repeat(8 * 1024)}`, "/../wrangler.toml", "/wrangler.toml", "/_headers"];
  for (const address of cases) {
    const answer = await raw("GET", address);
    // A redirect stays on this origin (never "//…"), whatever it names; anything else is refused or not found.
    const redirect = answer.headers.location;
    if (redirect) expect(redirect, address).toMatch(/^\/(?!\/)/);
    expect([307, 308, 400, 404, 414], `${address.slice(0, 60)} → ${answer.status}`).toContain(answer.status);
    expect(answer.body).not.toMatch(/devDependencies|compatibility_date|Content-Security-Policy: /);
    const next = await raw("GET", "/");
    expect(next.status, `after ${address.slice(0, 60)}`).toBe(200);
    expect(next.body).toContain("<html");
  }
  for (const [method, address] of [["POST", "/"], ["DELETE", "/contacto/"], ["PUT", "/servicios/"]] as const) {
    expect((await raw(method, address)).status, `${method} ${address}`).toBe(405);
  }
});

test("400 requests, 50 at a time, are all answered 200 with the right page", async () => {
  const paths = ["/", "/servicios/", "/blog/", "/contacto/", "/blog/1/"];
  for (let batch = 0; batch < 8; batch++) {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => raw("GET", paths[i % paths.length]!)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
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
    expect([301, 307, 308], from).toContain(answer.status);
    expect(answer.headers.location, from).toBe(to);
  }
  const page = await raw("GET", "/servicios/");
  expect(page.status).toBe(200);
  expect(page.body).toMatch(/rel="canonical" href="https:\/\/[^"]*\/servicios\/"/);
});

test("text files are sent compressed when the browser accepts it, and as they are otherwise", async () => {
  const file = fs.readFileSync(path.join(PUBLIC, "servicios", "index.html"));
  const decoded = (answer: Answer) => (answer.headers["content-encoding"] === "br" ? zlib.brotliDecompressSync(answer.bytes) : zlib.gunzipSync(answer.bytes));
  for (const accepted of ["gzip, deflate, br", "br", "gzip"]) {
    const answer = await raw("GET", "/servicios/", { "Accept-Encoding": accepted });
    expect(accepted.split(", "), accepted).toContain(answer.headers["content-encoding"]);
    expect(decoded(answer).equals(file), accepted).toBe(true);
    expect(answer.bytes.length, accepted).toBeLessThan(file.length / 3);
  }
  const plain = await raw("GET", "/servicios/", { "Accept-Encoding": "identity" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.bytes.equals(file)).toBe(true);
  const js = fs.readdirSync(PUBLIC).find((f) => /^app-.*\.js$/.test(f))!;
  expect((await raw("GET", `/${js}`, { "Accept-Encoding": "br" })).headers["content-encoding"]).toBe("br");
});

test("every page is served with exactly the headers _headers gives it: policy, caching, security", async () => {
  const pages = htmlFiles().map((file) => `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`);
  expect(pages).toContain("/servicios/index.html");
  for (const file of pages) {
    const { at: address, ...answer } = await follow("GET", file);
    expect(answer.status, address).toBe(200);
    const wanted = headersRuleFor(address);
    const served = Object.fromEntries(Object.keys(wanted).map((name) => [name, String(answer.headers[name] ?? "")]));
    expect(served, address).toEqual(wanted);
    expect(answer.headers["cache-control"], address).toBe(REVALIDATE);
  }
  // The editor's page: its own policy beside the pages', and never indexed.
  const admin = await raw("GET", "/admin/");
  expect(Object.fromEntries(Object.keys(headersRuleFor("/admin/")).map((name) => [name, String(admin.headers[name] ?? "")]))).toEqual(headersRuleFor("/admin/"));
  expect(admin.headers["x-robots-tag"]).toBe("noindex, nofollow");
});

test("every other file: one caching policy, and a policy that restricts scripts (a page its own <meta>, anything else the closed one)", async () => {
  // A request for each of the build's files, one after another: past 30 s on a loaded machine (CI, 11-28).
  test.setTimeout(120_000);
  const open: string[] = [];
  const caching = new Map<string, number>();
  for (const address of builtFiles()) {
    const answer = await follow("HEAD", address);
    expect(answer.status, address).toBe(200);
    const cache = String(answer.headers["cache-control"]);
    caching.set(cache, (caching.get(cache) ?? 0) + 1);
    expect([REVALIDATE, IMMUTABLE], address).toContain(cache);
    const file = path.join(PUBLIC, address);
    const ownPolicy = address.endsWith(".html") && /<meta http-equiv="Content-Security-Policy" content="default-src/.test(fs.readFileSync(file, "utf8"));
    const header = String(answer.headers["content-security-policy"] ?? "");
    if (!ownPolicy && !header.split(", ").some((policy) => policy.startsWith("default-src"))) open.push(address);
    if (!address.endsWith(".html") && !address.startsWith("/admin/")) expect(header.split(", "), address).toContain(CLOSED_POLICY);
  }
  expect(open).toEqual([]);
  expect(caching.get(IMMUTABLE), "hashed files kept a year").toBeGreaterThan(10);
});

test("the deployment is complete as configured: `wrangler deploy --dry-run` bundles the Worker with the build as its files", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "despliegue-"));
  try {
    const run = spawnSync(path.join(PROJECT, "node_modules", ".bin", "wrangler"), ["deploy", "--dry-run", "--outdir", out], { cwd: PROJECT, encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
    const printed = `${run.stdout}${run.stderr}`;
    expect(run.status, printed).toBe(0);
    expect(printed).toMatch(/Read \d+ files from the assets directory/);
    expect(printed).toContain("env.ASSETS");
    expect(fs.readdirSync(out).some((f) => f.endsWith(".js")), "the Worker bundled").toBe(true);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
