import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { injectHostileContent, PAYLOADS, type Injection } from "./hostile-content";
import { ROOT, build, copyProject } from "./project-copy";

/*
 * Content that tries to become script: a copy of data/ with script, the end of a <script> or <style> element, an
 * attribute broken out of and javascript: links in every field (hostile-content.ts). Each field the build refuses is
 * named in its message; every other one is built, and the pages are loaded in a real browser under their own policy
 * (tests/e2e/hostile-content.spec.ts) and passed through the W3C checker.
 */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");
const flat = (output: string) => output.replace(ANSI, "").replace(/\s+/g, " ");

describe("script in every field of data/", () => {
  const project = copyProject();
  let injection: Injection;
  afterAll(() => project.cleanup());

  test("the content check refuses it field by field, naming file and field, wherever it cannot stay text", () => {
    injection = injectHostileContent(project.dir);
    expect(injection.unexpected).toEqual([]);
    expect(injection.refusals.filter((e) => !/^data\/[\w/.-]+\.json, campo "[^"]+": /.test(e))).toEqual([]);
    // Links, images, names and patterns refuse it; the texts, the great majority, keep it.
    expect(injection.refused).toBeGreaterThan(100);
    expect(injection.injected).toBeGreaterThan(injection.refused);
    const javascriptLinks = injection.refusals.filter((e) => e.includes("javascript:") && /lleva a una página que no existe/.test(e));
    expect(javascriptLinks.length).toBeGreaterThan(10);
  });

  test("the build stops on the first of those files, naming it; with the rest it builds", () => {
    const refused = injection.refusals[0]!;
    const [file, field] = /^(data\/[^,]+), campo "([^"]+)"/.exec(refused)!.slice(1);
    const json = JSON.parse(fs.readFileSync(path.join(project.dir, file!), "utf8"));
    const original = fs.readFileSync(path.join(project.dir, file!), "utf8");
    // Put that one refused value back in, as a maintainer would have saved it.
    const parts = field!.match(/[^.[\]]+/g)!;
    let at = json;
    for (const part of parts.slice(0, -1)) at = at[part];
    at[parts[parts.length - 1]!] = `${at[parts[parts.length - 1]!]} ${PAYLOADS[0]}`;
    fs.writeFileSync(path.join(project.dir, file!), JSON.stringify(json, null, 2));
    const stopped = build(project.dir);
    expect(stopped.status).not.toBe(0);
    expect(flat(stopped.output)).toContain(`${file}, campo "${field}"`);
    fs.writeFileSync(path.join(project.dir, file!), original);

    const { status, output } = build(project.dir);
    if (status !== 0) console.log(output.slice(-4000));
    expect(status).toBe(0);
    const home = fs.readFileSync(path.join(project.dir, "public", "index.html"), "utf8");
    expect(home).toContain("__pwned"); // the texts are on the page, as text
  });

  test("no page runs any of it, under its own policy, and every page passes the W3C checker", () => {
    // Playwright refuses to run when it sees a Jest worker's variable, which this test's environment has.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== "JEST_WORKER_ID"));
    const run = spawnSync("node", ["scripts/run-e2e.mjs"], {
      cwd: ROOT,
      env: { ...env, E2E_PROJECT: project.dir, E2E_SKIP_BUILD: "1", E2E_SUITE: "hostile", E2E_PORT: process.env.E2E_HOSTILE_PORT ?? "9102" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) console.log(`${run.stdout}\n${run.stderr}`.slice(-12000));
    expect(run.status).toBe(0);
  }, 15 * 60_000);
});
