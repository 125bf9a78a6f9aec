// End-to-end tests: build the production site in local-mailbox mode, then run Playwright against it in a real
// headless Chromium, served on 127.0.0.1 by `wrangler dev` as `npm start` serves it (scripts/site-server.mjs). With
// E2E_SKIP_BUILD the build already in public/ is used; E2E_PROJECT names another project folder (a copy) to build and
// test instead; with --build-only it builds and stops (npm test type-checks that build's query types before the tests).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { findBrowser, findTestBrowser } from "./find-browser.mjs";

const project = process.env.E2E_PROJECT ?? ".";

function run(command, args, env = process.env, cwd = ".") {
  const result = spawnSync(command, args, { stdio: "inherit", env, cwd });
  return result.status ?? 1;
}

// The tests drive the form against the local mailbox, so the build must not carry real EmailJS keys.
// GATSBY_ACTIVE_ENV=e2e also keeps a developer's .env.production out of this build.
// The editor saves to a test repository through a stand-in for GitHub's API (tests/e2e/editor-login.spec.ts).
const buildEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_ACTIVE_ENV: "e2e", CMS_BACKEND: "github", CMS_REPO: "montoya/web", CMS_GITHUB_API_ROOT: "http://127.0.0.1:9310" };
for (const key of ["CMS_AUTH_URL", "CMS_BRANCH"]) delete buildEnv[key];
for (const key of Object.keys(buildEnv)) if (key.startsWith("GATSBY_EMAILJS_") || key.startsWith("GATSBY_PLAUSIBLE_")) delete buildEnv[key];
// The audience measurement goes to the local mailbox, which the tests read (tests/e2e/measurement.spec.ts); the
// copies the build checks make are built with no setting, and the same spec checks they send nothing.
if (project === ".") buildEnv.GATSBY_PLAUSIBLE_ORIGIN = "local";
if (!process.env.E2E_SKIP_BUILD) {
  if (run("npx", ["gatsby", "build"], buildEnv, project) !== 0) process.exit(1);
} else if (!fs.existsSync(path.join(project, "public", "index.html"))) {
  console.error(`E2E_SKIP_BUILD está activo pero no hay compilación en ${path.join(project, "public")}.`);
  process.exit(1);
}

if (process.argv.includes("--build-only")) process.exit(0);

let browser = await findTestBrowser();
if (!browser) {
  console.log("No se ha encontrado Chromium (CHROMIUM_PATH, /usr/bin/chromium, PATH ni Playwright): ejecuto `npx playwright install chromium`.");
  if (run("npx", ["playwright", "install", "chromium"]) !== 0) {
    console.error("No se pudo instalar Chromium. Instálelo (por ejemplo `apt-get install chromium`) o indique CHROMIUM_PATH.");
    process.exit(1);
  }
  browser = await findTestBrowser();
  if (!browser) process.exit(1);
}
console.log(`Pruebas de extremo a extremo con ${browser.path} (encontrado en ${browser.source}).`);

// The full browser, for the tests of what only it has (tests/e2e/helpers.ts, fullChromium).
const full = (await findBrowser()) ?? browser;
const status = run("npx", ["playwright", "test", ...process.argv.slice(2)], { ...process.env, CHROMIUM_PATH: browser.path, CHROMIUM_BROWSER_PATH: full.path });
process.exit(status);
