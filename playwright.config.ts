import path from "path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 9100);
// The project whose build is served and whose data/ the tests read (tests/e2e/helpers.ts): this repository, or a
// copy with more content than the repository ships (tests/build/build.test.ts).
const project = path.resolve(process.env.E2E_PROJECT ?? __dirname);
const grown = project !== path.resolve(__dirname);
// Left out on a copy, because the content does not change what they check: the editor's tests start their own copy
// of this repository in `gatsby develop`; the server's tests send hostile requests to the runtime; the forms,
// early input, layout, print and axe specs test the templates' behaviour, which the copy's added records (made with
// the same templates) leave as it is. What stays are the specs whose expectations come from data/.
// Specs that read the built files, or pages without their script, and measure no time.
const builtFiles = "no-javascript|build-output|seo|content|preview-data";
const notOnCopies = /(editor|editor-login|editor-access|server|enquiries|measurement|early-input|layout|print|admin|accessibility|engines|hostile-content)\.spec\.ts/;
// A copy whose data/ carries script in every field (tests/build/hostile-content.test.ts) runs only its own spec.
const hostile = process.env.E2E_SUITE === "hostile";

/** Real browsers against the production build served on loopback (see scripts/run-e2e.mjs). */
export default defineConfig({
  testDir: "tests/e2e",
  // The tooling the tests start (scripts/*.mjs) is plain ES modules that Node runs as they are.
  build: { external: ["**/scripts/**/*.mjs"] },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: path.join(project, "test-results"),
  reporter: [["list"], ["json", { outputFile: path.join(project, "test-results", "e2e.json") }]],
  // The core journeys run in each engine, one engine after another in one worker (they share the local mailbox's
  // port): Chromium through Playwright, Firefox and WebKit through Debian's browsers (tests/e2e/engines/tab.ts);
  // `engines -g webkit` runs one. The editor's tests start `gatsby develop` in a copy of the project, which takes both
  // cores: they run after the site's, beside the engines' (which wait on browsers more than they compute), the checks
  // of the built files, which time nothing, and the editor's login on `wrangler dev`, whose waits are generous:
  // together they keep the second worker busy while the editor's run ends.
  projects: hostile
    ? [{ name: "hostile", testMatch: /hostile-content\.spec\.ts/ }]
    : grown
    ? [{ name: "site", testIgnore: notOnCopies }]
    : [
        { name: "site", testIgnore: new RegExp(`(editor|editor-login|editor-access|engines|measurement|hostile-content|${builtFiles})\\.spec\\.ts`) },
        // The engines' journeys, then the measurement's, in one worker: both start the local mailbox on its port. One
        // project, not one waiting on the other: Playwright runs each level of dependencies after the whole level before.
        { name: "engines", testMatch: /(engines|measurement)\.spec\.ts/, dependencies: ["site"], workers: 1 },
        { name: "editor", testMatch: /editor\.spec\.ts/, dependencies: ["site"] },
        { name: "editor-login", testMatch: /editor-login\.spec\.ts/, dependencies: ["site"] },
        // Its own ports (8790, 9330, 9331): it may run beside the GitHub login's.
        { name: "editor-access", testMatch: /editor-access\.spec\.ts/, dependencies: ["site"] },
        { name: "built-files", testMatch: new RegExp(`[\\\\/](${builtFiles})\\.spec\\.ts$`), dependencies: ["site"] },
      ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "es-ES",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(path.join(__dirname, "scripts", "serve.mjs"))}`,
    cwd: project, // `wrangler dev` with the project's wrangler.toml: its Worker and ./public, as the host serves them
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000, // workerd starts in seconds; more on a loaded machine
  },
});
