import { spawn, type SpawnOptions } from "child_process";
import { startSite } from "../../scripts/site-server.mjs";

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
 * The build in public/ with its Worker (worker/) in Cloudflare's own runtime, `wrangler dev` on 127.0.0.1 as `npm start`
 * runs it (scripts/serve.mjs), given these variables as the Worker's secrets.
 */
export async function startWorkerDev(root: string, port: number, secrets: Record<string, string>): Promise<BackgroundServer> {
  const site = await startSite({ root, port, vars: secrets });
  return { output: site.output, stop: () => void site.close() };
}
