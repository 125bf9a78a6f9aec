import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { adminPolicy, headersFile } from "../../plugins/security-headers/headers";
import { cmsBackend } from "../../plugins/editor/backend";
import { NEW_CATEGORY, NEW_SERVICE, growContent } from "./grown-content";
import { ROOT, build, copyProject, editJson } from "./project-copy";

/** Squeezes the reporter's line wrapping out of build output, so messages can be matched whole. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");
const flat = (output: string) => output.replace(ANSI, "").replace(/\s+/g, " ");

/** Each failed test of a Playwright JSON report, with its title path and first error, so a CI log shows what broke. */
type Result = { status: string; error?: { message?: string } };
type Suite = { title: string; suites?: Suite[]; specs?: { title: string; tests: { results: Result[] }[] }[] };
function failures(report: { suites: Suite[] }): string[] {
  const walk = (suite: Suite, names: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .flatMap((t) => t.results.filter((r) => r.status !== "passed" && r.status !== "skipped"))
        .map((r) => `${[...names, spec.title].join(" › ")}: ${r.status}\n${(r.error?.message ?? "").replace(ANSI, "").slice(0, 3000)}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...names, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, [suite.title]));
}

describe("a content mistake stops the build", () => {
  test("naming the file and the field", () => {
    const project = copyProject();
    try {
      editJson(path.join(project.data, "services", "fontaneria.json"), (j) => delete j.hero.headline);
      editJson(path.join(project.data, "navigation.json"), (j) => (j.main[3].href = "/noticias"));
      const { status, output } = build(project.dir);
      expect(status).not.toBe(0);
      const text = flat(output);
      expect(text).toContain("El contenido de data/ tiene 2 errores");
      expect(text).toContain('data/services/fontaneria.json, campo "hero.headline": falta este campo obligatorio.');
      expect(text).toContain('data/navigation.json, campo "main[3].href": el enlace "/noticias" lleva a una página que no existe.');
      expect(fs.existsSync(path.join(project.dir, "public", "index.html"))).toBe(false);
    } finally {
      project.cleanup();
    }
  });
});

test("a release build refuses to run without the EmailJS keys, naming the missing ones, or with an e-mail or measurement origin that is not https", () => {
  const project = copyProject();
  try {
    const missing = build(project.dir, { GATSBY_EMAILJS_SERVICE_ID: "service_real" }, "build:release");
    expect(missing.status).not.toBe(0);
    expect(flat(missing.output)).toContain("faltan las claves de EmailJS GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY.");
    const keys = { GATSBY_EMAILJS_SERVICE_ID: "service_real", GATSBY_EMAILJS_TEMPLATE_ID: "template_real", GATSBY_EMAILJS_PUBLIC_KEY: "key_real" };
    const plain = build(project.dir, { ...keys, GATSBY_EMAILJS_ORIGIN: "http://api.emailjs.com" }, "build:release");
    expect(plain.status).not.toBe(0);
    expect(flat(plain.output)).toContain('GATSBY_EMAILJS_ORIGIN debe empezar por https:// (es "http://api.emailjs.com")');
    // The same for the audience measurement's collector.
    const measured = build(project.dir, { ...keys, GATSBY_PLAUSIBLE_DOMAIN: "montoya.es", GATSBY_PLAUSIBLE_ORIGIN: "http://medir.example" }, "build:release");
    expect(measured.status).not.toBe(0);
    expect(flat(measured.output)).toContain('GATSBY_PLAUSIBLE_ORIGIN debe empezar por https:// (es "http://medir.example")');
    expect(fs.existsSync(path.join(project.dir, "public", "index.html"))).toBe(false);
  } finally {
    project.cleanup();
  }
});

describe("adding records is adding files", () => {
  // What a maintainer adds by README's recipes (grown-content.ts); then the whole end-to-end suite runs on that build.
  const project = copyProject();
  let status = 1;
  let output = "";
  let added = { sequel: 0, windows: 0, terrace: 0 };
  const page = (route: string) => fs.readFileSync(path.join(project.dir, "public", route, "index.html"), "utf8");
  const serviceLink = `href="/servicios/${NEW_SERVICE}/"`;

  beforeAll(() => {
    added = growContent(project.data);
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

  test("the 37th service gets its page, its card on /servicios and the sitemap, and stays out of the mega-menu", () => {
    expect(page(`servicios/${NEW_SERVICE}`)).toContain("Cristales limpios que dejan pasar toda la luz");
    expect(page("servicios")).toContain(serviceLink);
    expect(page("contacto")).not.toContain(serviceLink); // the mega-menu is on every page; its menu field is unset
    expect(fs.readFileSync(path.join(project.dir, "public", "sitemap.xml"), "utf8")).toContain(`/servicios/${NEW_SERVICE}/</loc>`);
  });

  test("the new articles get their pages, their cards on /blog, the home teasers and related links", () => {
    const { sequel, windows, terrace } = added;
    expect([windows, terrace]).toEqual([sequel + 1, sequel + 2]); // each the next number after the last, as README says
    const title = (id: number) => JSON.parse(fs.readFileSync(path.join(project.data, "blog", `${id}.json`), "utf8")).title;
    expect(title(sequel)).toBe(`${title(9)} (segunda parte)`);
    expect(title(windows)).toHaveLength(70);
    expect(title(3).startsWith(`${title(terrace)} `)).toBe(true);
    for (const id of [sequel, windows, terrace]) expect(page(`blog/${id}`)).toContain(`<h1`);
    expect(page(`blog/${sequel}`)).toContain('id="senales-de-que-la-desinfeccion-no-se-hizo-bien"'); // ñ and ó folded in the anchor
    for (const id of [sequel, windows, terrace]) expect(page("blog")).toContain(`href="/blog/${id}/"`);
    expect(page("")).toContain(`href="/blog/${sequel}/"`); // newest, so first of the home teasers
    expect(page("blog/9")).toContain(`href="/blog/${sequel}/"`); // related: same category
    expect(page("blog/3")).toContain(`href="/blog/${terrace}/"`);
    expect(page("blog")).toContain(`>${NEW_CATEGORY}<`); // its filter button, with its one article
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

  describe("then 47 more articles (59 in all), and the new service put in the mega-menu", () => {
    beforeAll(() => {
      editJson(path.join(project.data, "services", `${NEW_SERVICE}.json`), (j) => (j.menu = { group: "mantenimiento", order: 9 }));
      const older = JSON.parse(fs.readFileSync(path.join(project.data, "blog", "1.json"), "utf8"));
      for (let id = 13; id <= 59; id++) {
        const copy = { ...older, id, title: `Artículo de archivo número ${id}`, date: `2019-0${1 + (id % 9)}-1${id % 10}`, featured: false };
        copy.seo = { ...older.seo, title: `Archivo ${id}` };
        fs.writeFileSync(path.join(project.data, "blog", `${id}.json`), JSON.stringify(copy, null, 2));
      }
      ({ status, output } = build(project.dir)); // with the first build's cache, as hosts keep it
    });

    test("the build passes", () => {
      if (status !== 0) console.log(output.slice(-4000));
      expect(status).toBe(0);
    });

    test("the new service is in the mega-menu, on every page", () => {
      for (const route of ["", "contacto", "blog/59"]) expect(page(route)).toContain(serviceLink);
    });

    test("_headers does not grow with the content: the same file, within Cloudflare's limits, with 50 more articles", () => {
      const text = fs.readFileSync(path.join(project.dir, "public", "_headers"), "utf8");
      expect(text).toBe(headersFile(adminPolicy(cmsBackend({}, false))));
      const lines = text.split("\n");
      expect(lines.filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100);
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2000);
    });

    test("each new page carries its own script policy", () => {
      const policy = /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'( 'sha256-[^']+')+;/;
      const routes = [`blog/${added.sequel}`, "blog/59", `servicios/${NEW_SERVICE}`];
      expect(routes.filter((route) => !policy.test(page(route)))).toEqual([]);
    });
  });
});
