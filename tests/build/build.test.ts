import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { adminPolicy, headersFile } from "../../plugins/security-headers/headers";
import { cmsBackend } from "../../plugins/editor/backend";
import { readPage } from "../../plugins/security-headers/page-scripts";
import { addArchive, growContent, type Grown } from "./grown-content";
import { addIslands, type AddedIslands } from "./grown-island";
import { ROOT, build, copyProject, editJson, flat, uncoloured } from "./project-copy";

/** Each failed test of a Playwright JSON report, with its title path and first error, so a CI log shows what broke. */
type Result = { status: string; error?: { message?: string } };
type Suite = { title: string; suites?: Suite[]; specs?: { title: string; tests: { results: Result[] }[] }[] };
function failures(report: { suites: Suite[] }): string[] {
  const walk = (suite: Suite, names: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .flatMap((t) => t.results.filter((r) => r.status !== "passed" && r.status !== "skipped"))
        .map((r) => `${[...names, spec.title].join(" › ")}: ${r.status}\n${uncoloured(r.error?.message ?? "").slice(0, 3000)}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...names, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, [suite.title]));
}

describe("adding records is adding files", () => {
  // What a maintainer adds by README's recipes (grown-content.ts); then the whole end-to-end suite runs on that build.
  const project = copyProject();
  let status = 1;
  let output = "";
  let added: Grown;
  let islands: AddedIslands;
  const page = (route: string) => fs.readFileSync(path.join(project.dir, "public", route, "index.html"), "utf8");
  const serviceLink = () => `href="/servicios/${added.service}/"`;

  beforeAll(() => {
    added = growContent(project.data);
    islands = addIslands(project.dir);
    ({ status, output } = build(project.dir));
  });
  afterAll(() => project.cleanup());

  test("the build passes", () => {
    if (status !== 0) console.log(output.slice(-4000));
    expect(status).toBe(0);
  });

  // Gatsby's API check (a plugin exporting anything but its APIs) and the style sheet's order conflicts among chunks.
  test("its log has no ERROR line and no conflicting order of the style sheet", () => {
    expect(flat(output)).not.toMatch(/\bERROR\b|Conflicting order/);
  });

  test("the new island and the new form (README's recipe) are on their page, each a chunk named after its file", () => {
    const stats = JSON.parse(fs.readFileSync(path.join(project.dir, "public", "webpack.stats.json"), "utf8"));
    for (const name of [islands.island, islands.form.island]) {
      expect(page("contacto")).toContain(`data-island="${name}"`);
      expect(stats.namedChunkGroups[`isla-${name}`]).toBeDefined();
    }
  });

  test("the new form's island carries its own texts and the shared ones, and no other form's", () => {
    const block = new RegExp(`<script type="application/json" id="${islands.form.island}-props-[a-z0-9]+">(.*?)</script>`, "s").exec(page("contacto"));
    const props = JSON.parse(block![1]!);
    const forms = JSON.parse(fs.readFileSync(path.join(project.data, "forms.json"), "utf8"));
    expect(props.texts).toEqual(islands.form.texts);
    expect(props.shared.forms.otherWays).toBe(forms.otherWays);
    // Each other form's longest text as data/ has it (one without {tokens}, which the data layer fills).
    const longest = (texts: object) => Object.values(texts).filter((v): v is string => typeof v === "string" && !v.includes("{")).sort((a, b) => b.length - a.length)[0]!;
    expect(Object.keys(props.shared.forms)).toEqual(expect.not.arrayContaining(["contact", "quote", "newsletter", islands.form.key]));
    for (const other of ["contact", "quote", "newsletter"]) expect(JSON.stringify(props)).not.toContain(JSON.stringify(longest(forms[other])));
  });

  test("the new service gets its page, its card on /servicios and the sitemap, and stays out of the mega-menu", () => {
    expect(page(`servicios/${added.service}`)).toContain("Cristales limpios que dejan pasar toda la luz");
    expect(page("servicios")).toContain(serviceLink());
    expect(page("contacto")).not.toContain(serviceLink()); // the mega-menu is on every page; its menu field is unset
    expect(fs.readFileSync(path.join(project.dir, "public", "sitemap.xml"), "utf8")).toContain(`/servicios/${added.service}/</loc>`);
  });

  test("the new articles get their pages, their cards on /blog, the home teasers and related links", () => {
    const { sequel, windows, terrace, follows, begins } = added;
    expect([windows, terrace]).toEqual([sequel + 1, sequel + 2]); // each the next number after the last, as README says
    const title = (id: number) => JSON.parse(fs.readFileSync(path.join(project.data, "blog", `${id}.json`), "utf8")).title;
    expect(title(sequel).startsWith(`${title(follows)} (`)).toBe(true);
    expect(title(windows).length).toBeGreaterThanOrEqual(70);
    expect(title(begins).startsWith(`${title(terrace)} `)).toBe(true);
    for (const id of [sequel, windows, terrace]) expect(page(`blog/${id}`)).toContain(`<h1`);
    expect(page(`blog/${sequel}`)).toContain('id="senales-de-que-la-desinfeccion-no-se-hizo-bien"'); // ñ and ó folded in the anchor
    for (const id of [sequel, windows, terrace]) expect(page("blog")).toContain(`href="/blog/${id}/"`);
    expect(page("")).toContain(`href="/blog/${sequel}/"`); // newest, so first of the home teasers
    expect(page(`blog/${follows}`)).toContain(`href="/blog/${sequel}/"`); // related: same category
    expect(page(`blog/${begins}`)).toContain(`href="/blog/${terrace}/"`);
    expect(page("blog")).toContain(`>${added.category}<`); // its filter button, with its one article
  });

  // Every spec that reads data/ takes its expectations from the copy's, so one pinned to today's counts fails here.
  test("the end-to-end suite passes on this build", () => {
    // Playwright refuses to run when it sees a Jest worker's variable, which this test's environment has.
    const playwrightEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== "JEST_WORKER_ID"));
    const started = Date.now();
    const run = spawnSync("node", ["scripts/run-e2e.mjs"], {
      cwd: ROOT,
      // A port of its own (playwright.config.ts serves on 9100), so this can run beside `npm run test:e2e`.
      env: { ...playwrightEnv, E2E_PROJECT: project.dir, E2E_SKIP_BUILD: "1", E2E_PORT: process.env.E2E_GROWN_PORT ?? "9101" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = path.join(project.dir, "test-results", "e2e.json");
    const json = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, "utf8")) : null;
    const stats = json?.stats;
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`End-to-end on the grown build: ${stats?.expected ?? 0} passed, ${stats?.unexpected ?? "?"} failed, in ${seconds} s`);
    if (run.status !== 0) console.log(json ? failures(json).join("\n\n") : `${run.stdout}\n${run.stderr}`.slice(-12000));
    expect(run.status).toBe(0);
    expect(stats).toMatchObject({ unexpected: 0, flaky: 0 });
    expect(stats.expected).toBeGreaterThan(50);
  }, 40 * 60_000);

  describe("then 47 more articles, and the new service put in the mega-menu", () => {
    let archive: number[] = [];
    beforeAll(() => {
      editJson(path.join(project.data, "services", `${added.service}.json`), (j) => (j.menu = { group: "mantenimiento", order: 9 }));
      archive = addArchive(project.data, 47);
      ({ status, output } = build(project.dir)); // with the first build's cache, as hosts keep it
    });

    test("the build passes", () => {
      if (status !== 0) console.log(output.slice(-4000));
      expect(status).toBe(0);
    });

    test("the new service is in the mega-menu, on every page", () => {
      for (const route of ["", "contacto", `blog/${archive.at(-1)}`]) expect(page(route)).toContain(serviceLink());
    });

    test("_headers does not grow with the content: the same file, within Cloudflare's limits, with 50 more articles", () => {
      const text = fs.readFileSync(path.join(project.dir, "public", "_headers"), "utf8");
      expect(text).toBe(headersFile(adminPolicy(cmsBackend({}, false))));
      const lines = text.split("\n");
      expect(lines.filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100);
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2000);
    });

    test("each new page carries its own script policy", () => {
      const policy = /^default-src 'self'; script-src 'self'( 'sha256-[^']+')+;/;
      const routes = [`blog/${added.sequel}`, `blog/${archive.at(-1)}`, `servicios/${added.service}`];
      expect(routes.filter((route) => !readPage(page(route)).policies.some((p) => policy.test(p.content)))).toEqual([]);
    });
  });
});
