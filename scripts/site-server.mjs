// The production build on Cloudflare's own runtime, on loopback only: `wrangler dev` with the project's wrangler.toml,
// so the Worker (worker/) and the build's files (public/, with its _headers, the /ruta → /ruta/ redirect, the 404 page
// and compression) answer as the host answers. `npm start` (serve.mjs), every end-to-end test and the benchmarks use it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * `wrangler dev` for the project in `root` (its wrangler.toml), serving `assets` (its public/ unless given) on
 * 127.0.0.1:`port`, with `vars` as the Worker's secrets; resolves once it answers. No telemetry, no request to
 * Cloudflare: everything stays on this machine.
 */
export async function startSite({ root = process.cwd(), port = 9000, assets, vars = {}, timeoutMs = 90_000 } = {}) {
  const state = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-"));
  const args = ["dev", "--config", path.join(root, "wrangler.toml"), "--ip", "127.0.0.1", "--port", String(port), "--persist-to", state, "--show-interactive-dev-session=false"];
  if (assets) args.push("--assets", assets);
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_LOG_PATH: state };
  // In the caller's process group: whoever stops the group (Playwright, Ctrl+C) stops wrangler and its workerd too.
  const child = spawn(path.join(PROJECT, "node_modules", ".bin", "wrangler"), args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout.on("data", (d) => (printed += d));
  child.stderr.on("data", (d) => (printed += d));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await new Promise((done) => (child.exitCode === null && child.signalCode === null ? child.once("exit", done) : done()));
    fs.rmSync(state, { recursive: true, force: true });
  };
  for (const started = Date.now(); !(await fetch(`${url}/`, { redirect: "manual" }).then(() => true, () => false)); ) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      await close();
      throw new Error(`wrangler dev no arrancó en ${url}:\n${printed.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, close, output: () => printed };
}
