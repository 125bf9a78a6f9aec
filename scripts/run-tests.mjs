// `npm test`: the cheap checks first, so a mistake fails within minutes: lint, unit tests, the end-to-end build, then
// the type check (it needs the query types that build writes), the end-to-end tests on that build (Chromium; the core
// journeys in Firefox and WebKit too), and last the build checks (copies of the project built again). Stops at the
// first failing step and always ends with one line "tests: N passed, M failed" counting the unit, build and
// end-to-end tests.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const results = { passed: 0, failed: 0 };

function count(file, read) {
  if (!fs.existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(fs.readFileSync(file, "utf8")));
  results.passed += passed;
  results.failed += failed;
}

const jestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites });
const playwrightCounts = (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky });

const steps = [
  { name: "lint", cmd: ["npx", ["eslint", "."]] },
  { name: "unit", cmd: ["npx", ["jest", "--json", "--outputFile=test-results/unit.json"]], report: ["test-results/unit.json", jestCounts] },
  { name: "e2e build", cmd: ["node", ["scripts/run-e2e.mjs", "--build-only"]] },
  { name: "typecheck", cmd: ["node", ["scripts/typecheck.mjs"]] },
  { name: "e2e", cmd: ["node", ["scripts/run-e2e.mjs"]], env: { E2E_SKIP_BUILD: "1" }, report: ["test-results/e2e.json", playwrightCounts] },
  { name: "build checks", cmd: ["npx", ["jest", "--config", "jest.build.config.js", "--json", "--outputFile=test-results/build.json"]], report: ["test-results/build.json", jestCounts] },
];

// The Node every step runs on (npm puts node_modules/.bin, with the Node `npm ci` brought, first on their PATH).
console.log(`Node ${process.version} (${process.execPath})`);
fs.rmSync("test-results", { recursive: true, force: true });
fs.mkdirSync("test-results", { recursive: true });
let failedStep = null;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const status = spawnSync(step.cmd[0], step.cmd[1], { stdio: "inherit", env: { ...process.env, ...step.env } }).status;
  // Where a slow run spends its time, for whoever keeps the whole run short.
  console.log(`=== ${step.name}: ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (step.report) count(...step.report);
  if (status !== 0) {
    failedStep = step.name;
    if (!step.report) results.failed += 1;
    break;
  }
}
console.log(failedStep ? `\nFalló el paso: ${failedStep}` : "\nTodos los pasos han pasado.");
console.log(`tests: ${results.passed} passed, ${results.failed} failed`);
process.exit(failedStep ? 1 : 0);
