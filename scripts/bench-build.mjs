// Build benchmark: copies the project into a temporary folder, adds N synthetic articles and M synthetic services
// (reusing the existing images, so the figures show the cost per page, not per picture), builds it from scratch
// and prints the build time and the peak memory of the whole process tree. Then it changes one data file (a service's
// title, as a maintainer's edit would) and builds again with Gatsby's cache and public/ kept, as hosts keep them: the
// cached figure is what a maintainer waits for after saving in the editor.
//   npm run bench:build                              → N = 0, 100, 1000 with M = 0
//   npm run bench:build -- --articles 100 --services 50
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = process.cwd();
const args = process.argv.slice(2);
const arg = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : undefined;
};
const runs = arg("articles") !== undefined || arg("services") !== undefined ? [{ articles: arg("articles") ?? 0, services: arg("services") ?? 0 }] : [0, 100, 1000].map((n) => ({ articles: n, services: 0 }));

function copyProject() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  for (const f of ["package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"]) fs.copyFileSync(path.join(root, f), path.join(dir, f));
  for (const d of ["src", "data", "plugins"]) fs.cpSync(path.join(root, d), path.join(dir, d), { recursive: true, filter: (f) => !f.endsWith("gatsby-types.d.ts") });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

function addRecords(dir, articles, services) {
  const blog = path.join(dir, "data", "blog");
  const base = JSON.parse(fs.readFileSync(path.join(blog, "1.json"), "utf8"));
  const categories = JSON.parse(fs.readFileSync(path.join(dir, "data", "blog-page.json"), "utf8")).categories;
  for (let i = 0; i < articles; i++) {
    const id = 1000 + i;
    const day = String((i % 28) + 1).padStart(2, "0");
    const article = { ...base, id, title: `Artículo de prueba ${id}: ${base.title}`, category: categories[i % categories.length], date: `2023-${String((i % 12) + 1).padStart(2, "0")}-${day}`, featured: false, image: `../images/blog/${(i % 9) + 1}.jpg`, seo: { ...base.seo, title: `Artículo de prueba ${id}` } };
    fs.writeFileSync(path.join(blog, `${id}.json`), JSON.stringify(article));
  }
  const dirServices = path.join(dir, "data", "services");
  const existing = fs.readdirSync(dirServices).filter((f) => f.endsWith(".json"));
  for (let i = 0; i < services; i++) {
    const source = JSON.parse(fs.readFileSync(path.join(dirServices, existing[i % existing.length]), "utf8"));
    const slug = `servicio-prueba-${i + 1}`;
    const service = { ...source, slug, title: `Servicio de prueba ${i + 1}`, seo: { ...source.seo, title: `Servicio de prueba ${i + 1}` } };
    delete service.menu;
    fs.writeFileSync(path.join(dirServices, `${slug}.json`), JSON.stringify(service));
  }
}

/** Sum of the resident memory of a process and all its descendants, in MB. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(fields[1]);
      rss.set(Number(entry), (Number(fields[21]) * 4096) / 1048576);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += rss.get(p) ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

function build(dir) {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn("npx", ["gatsby", "build"], { cwd: dir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ACTIVE_ENV: "bench", CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
    let peak = 0;
    let log = "";
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 250);
    child.stdout.on("data", (d) => (log += d));
    child.stderr.on("data", (d) => (log += d));
    child.on("close", (code) => {
      clearInterval(timer);
      resolve({ code, seconds: (Date.now() - start) / 1000, peakMb: peak, log });
    });
  });
}

const rows = [];
for (const run of runs) {
  const dir = copyProject();
  try {
    addRecords(dir, run.articles, run.services);
    const pages = fs.readdirSync(path.join(dir, "data", "blog")).length + fs.readdirSync(path.join(dir, "data", "services")).length;
    process.stdout.write(`Compilando con ${run.articles} artículos y ${run.services} servicios extra... `);
    const result = await build(dir);
    if (result.code !== 0) {
      console.log("falló");
      console.log(result.log.slice(-3000));
      process.exit(1);
    }
    console.log(`${result.seconds.toFixed(1)} s, ${Math.round(result.peakMb)} MB`);
    const service = path.join(dir, "data", "services", "fontaneria.json");
    const edited = JSON.parse(fs.readFileSync(service, "utf8"));
    edited.title = `${edited.title} (editado)`;
    fs.writeFileSync(service, `${JSON.stringify(edited, null, 2)}\n`);
    process.stdout.write("  con caché, tras cambiar un archivo de data/... ");
    const cached = await build(dir);
    if (cached.code !== 0 || !fs.readFileSync(path.join(dir, "public", "servicios", "fontaneria", "index.html"), "utf8").includes("(editado)")) {
      console.log("falló");
      console.log(cached.log.slice(-3000));
      process.exit(1);
    }
    console.log(`${cached.seconds.toFixed(1)} s, ${Math.round(cached.peakMb)} MB`);
    rows.push({ ...run, records: pages, ...result, cachedSeconds: cached.seconds });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const base = rows[0];
const table = [
  `Build benchmark, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`,
  "",
  "| extra articles | extra services | cold build (s) | peak memory (MB) | added time per extra page (ms) | cached rebuild after one data file changed (s) |",
  "| ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map((r) => {
    const extra = r.articles + r.services - (base.articles + base.services);
    const perPage = extra > 0 ? (((r.seconds - base.seconds) * 1000) / extra).toFixed(1) : "";
    return `| ${r.articles} | ${r.services} | ${r.seconds.toFixed(1)} | ${Math.round(r.peakMb)} | ${perPage} | ${r.cachedSeconds.toFixed(1)} |`;
  }),
  "",
];
console.log(`\n${table.join("\n")}`);
fs.mkdirSync(path.join(root, "bench"), { recursive: true });
fs.writeFileSync(path.join(root, "bench", "build.md"), table.join("\n"));
console.log("Tabla guardada en bench/build.md");
