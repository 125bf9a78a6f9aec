import { spawn, type SpawnOptions } from "child_process";
import path from "path";

/** A server a test started, in its own process group so that stopping it stops what it started too. */
export interface BackgroundServer {
  /** Everything it has printed so far, standard output and error together. */
  output(): string;
  stop(): void;
}

/** Whether an address answers with a success status (false while nothing listens there). */
export const answers = (url: string, init?: RequestInit) => fetch(url, init).then((r) => r.ok, () => false);

/**
 * Starts a server and waits until `ready` says it serves, checking every half second; after `limitMs` it is stopped
 * and the error gives the end of what it printed.
 */
export async function startServer(name: string, command: string, args: string[], options: SpawnOptions, ready: (output: string) => Promise<boolean>, limitMs: number): Promise<BackgroundServer> {
  const child = spawn(command, args, { ...options, detached: true });
  let printed = "";
  child.stdout?.on("data", (d) => (printed += d));
  child.stderr?.on("data", (d) => (printed += d));
  const server = {
    output: () => printed,
    stop: () => {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, "SIGTERM");
    },
  };
  const started = Date.now();
  while (!(await ready(printed))) {
    if (Date.now() - started > limitMs) {
      server.stop();
      throw new Error(`${name} no arrancó:\n${printed.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return server;
}

/**
 * The build in public/ with its functions (functions/) in Cloudflare's own runtime, `wrangler pages dev` on 127.0.0.1,
 * given these variables as the host's secrets. The folder and the runtime's date come from wrangler.toml, as for the
 * host and docs/editor.md's command; wrangler runs on the project's Node 24 (node_modules/.bin is first on an npm
 * script's PATH).
 */
export function startPagesDev(root: string, port: number, secrets: Record<string, string>): Promise<BackgroundServer> {
  const bindings = Object.entries(secrets).flatMap(([k, v]) => ["--binding", `${k}=${v}`]);
  const args = ["pages", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", path.join("test-results", `wrangler-${port}`), ...bindings];
  // No telemetry, and no fetch of Cloudflare's request metadata: the tests use loopback only.
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  const wrangler = path.join(root, "node_modules", ".bin", "wrangler");
  return startServer("wrangler pages dev", wrangler, args, { cwd: root, env }, () => answers(`http://127.0.0.1:${port}/`), 90_000);
}
