// End-to-end tests: build the production site in local-mailbox mode, then run Playwright against it in a real
// headless Chromium, served on 127.0.0.1 by the same static server `npm start` uses.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { findBrowser } from "./find-browser.mjs";

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status ?? 1;
}

let browser = await findBrowser();
if (!browser) {
  console.log("No se ha encontrado Chromium (CHROMIUM_PATH, /usr/bin/chromium, PATH ni Playwright): ejecuto `npx playwright install chromium`.");
  if (run("npx", ["playwright", "install", "chromium"]) !== 0) {
    console.error("No se pudo instalar Chromium. Instálelo (por ejemplo `apt-get install chromium`) o indique CHROMIUM_PATH.");
    process.exit(1);
  }
  browser = await findBrowser();
  if (!browser) process.exit(1);
}
console.log(`Pruebas de extremo a extremo con ${browser.path} (encontrado en ${browser.source}).`);

// The tests drive the form against the local mailbox, so the build must not carry real EmailJS keys.
// GATSBY_ACTIVE_ENV=e2e also keeps a developer's .env.production out of this build.
const buildEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ACTIVE_ENV: "e2e" };
for (const key of Object.keys(buildEnv)) if (key.startsWith("GATSBY_EMAILJS_")) delete buildEnv[key];
if (!process.env.E2E_SKIP_BUILD) {
  if (run("npx", ["gatsby", "build"], buildEnv) !== 0) process.exit(1);
} else if (!fs.existsSync("public/index.html")) {
  console.error("E2E_SKIP_BUILD está activo pero no hay compilación en public/.");
  process.exit(1);
}

const status = run("npx", ["playwright", "test", ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: browser.path });
process.exit(status);
