import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

export const ROOT = path.resolve(__dirname, "..", "..");

const COPIED = ["package.json", "tsconfig.json", "wrangler.toml", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"];
const COPIED_DIRS = ["src", "data", "plugins", "scripts", "worker"]; // copied: Gatsby's static queries break when src is a link
const LINKED = ["node_modules"];

/** A throwaway project: a copy of the code and of data/ to change, the same node_modules, its own .cache and public/. */
export function copyProject(): { dir: string; data: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitio-"));
  for (const file of COPIED) fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  for (const folder of COPIED_DIRS) {
    fs.cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true, filter: (f) => !f.endsWith("gatsby-types.d.ts") });
  }
  for (const folder of LINKED) fs.symlinkSync(path.join(ROOT, folder), path.join(dir, folder));
  return { dir, data: path.join(dir, "data"), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function editJson(file: string, change: (json: any) => void): void {
  const json = JSON.parse(fs.readFileSync(file, "utf8"));
  change(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

/** Runs `gatsby build` (or another npm script) in the copy, in local mailbox mode and with no measurement unless env says otherwise. */
export function build(dir: string, env: Record<string, string> = {}, script = "build"): { status: number; output: string } {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GATSBY_EMAILJS_") && !k.startsWith("GATSBY_PLAUSIBLE_")));
  const result = spawnSync("npm", ["run", script], {
    cwd: dir,
    env: { ...clean, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ACTIVE_ENV: "test", CI: "true", ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? 1, output: `${result.stdout}\n${result.stderr}` };
}

/** Build output with the reporter's colours and line wrapping squeezed out, so messages can be matched whole. */
export function flat(output: string): string {
  return uncoloured(output).replace(/\s+/g, " ");
}

/** Text without the reporter's colours. */
export function uncoloured(text: string): string {
  return text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g"), "");
}
