import fs from "fs";
import path from "path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { build, copyProject } from "../build/project-copy";
import { validateContent } from "../../plugins/content-check/validate";
import { siteContentOptions } from "../../plugins/content-check/develop";
import { answers, startServer, type BackgroundServer } from "./background-server";
import { escapeRegExp } from "./helpers";

/*
 * The editor as a maintainer uses it: `npm run cms` (gatsby develop + decap-server) in a copy of the project, driven
 * in a real browser. Runs after the site's tests (playwright.config.ts), since a develop server takes both cores.
 */
const PORT = 8311;
const SITE = `http://127.0.0.1:${PORT}`;
const project = copyProject();
const file = (rel: string) => path.join(project.data, rel);
const readJson = (rel: string) => JSON.parse(fs.readFileSync(file(rel), "utf8"));
/** The file as saved so far: undefined while decap-server is still writing it. */
const saved = (rel: string) => {
  try {
    return readJson(rel);
  } catch {
    return undefined;
  }
};
let cms: BackgroundServer | undefined;
const output = () => cms?.output() ?? "";

test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const info = { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' };
  const ready = async (printed: string) =>
    printed.includes("You can now view") && (await answers(`${SITE}/admin/`)) && (await answers("http://127.0.0.1:8081/api/v1", info));
  cms = await startServer("npm run cms", "node", ["scripts/cms.mjs"], { cwd: project.dir, env: { ...process.env, PORT: String(PORT), CI: "true" } }, ready, 240_000);
});

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) {
    await page.screenshot({ path: info.outputPath("editor.png"), timeout: 10_000 }).catch(() => {});
    fs.writeFileSync(info.outputPath("npm-run-cms.log"), output());
    // Printed too, for a run whose files are not kept: what the preview showed, and what the servers reported.
    const preview = await page.frameLocator("iframe").locator("body").innerText({ timeout: 2_000 }).catch(() => "(sin vista previa)");
    // Each warning, and each error with the lines after it (which query, which page).
    const lines = output().split("\n");
    const kept = new Set<number>();
    lines.forEach((line, i) => {
      if (/warn|fail/i.test(line)) kept.add(i);
      if (/error/i.test(line)) for (let j = i; j < Math.min(i + 8, lines.length); j++) kept.add(j);
    });
    const reported = [...kept].sort((a, b) => a - b).map((i) => lines[i]);
    console.log(`Vista previa: ${preview.slice(0, 600)}\nnpm run cms (avisos y errores):\n${reported.slice(-80).join("\n")}`);
    // And where the server stood when the test ended.
    console.log(`npm run cms (últimas líneas):\n${lines.slice(-25).join("\n")}`);
  }
});

test.afterAll(() => {
  cms?.stop();
  project.cleanup();
});

async function openEntry(page: Page, hash: string) {
  // The local backend asks for no account: one click on its login button (once per browser session).
  const login = page.getByRole("button", { name: "Iniciar sesión", exact: true });
  const collections = page.getByRole("link", { name: "Servicios", exact: true }).first();
  // Loaded again if it came blank: a save to data/ compiles the editor again, and its folder is rewritten meanwhile.
  await expect(async () => {
    await page.goto(`${SITE}/admin/`);
    await expect(login.or(collections)).toBeVisible({ timeout: 20_000 });
  }).toPass({ timeout: 90_000 });
  if (await login.isVisible()) await login.click();
  await expect(collections).toBeVisible({ timeout: 30_000 });
  await page.goto(`${SITE}/admin/#/collections/${hash}`);
  await expect(page.getByLabel("Título", { exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Waits (up to 60 s) until `gatsby develop` reports it has taken in a saved file: the file seen, then page data written.
 * As a maintainer looks at the site after saving, not while the server is still replacing the file's data.
 */
async function takenIn(from: number, rel: string) {
  const taken = () => {
    const printed = output().slice(from);
    const seen = printed.indexOf(`changed file at ${file(rel)}`);
    return seen >= 0 && printed.indexOf("Writing page-data.json", seen) >= 0;
  };
  await expect.poll(taken, { timeout: 60_000 }).toBe(true);
}

/**
 * Types `text` over a body block, again until `shown` (in the preview) appears: the first keys can come before the
 * rich-text editor takes them, or (Decap 3.16) show in the field without reaching the entry when typed as it appears.
 */
async function typeOver(page: Page, block: Locator, text: string, shown: Locator) {
  await expect(async () => {
    await block.click();
    await page.keyboard.press("Control+A");
    await page.keyboard.type(text);
    await expect(shown).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicar ahora", exact: true }).click();
}

test("a service title and an article body edited in the editor are saved to data/, valid, and the site being developed shows the change", async ({ page }) => {
  await openEntry(page, "servicios/entries/fontaneria");
  const title = page.getByLabel("Título", { exact: true }).first();
  await expect(title).toHaveValue(readJson("services/fontaneria.json").title);
  await title.fill("Fontanería y Desatascos");
  // The preview shows the change as it is typed, with the site's own breadcrumb.
  await expect(page.frameLocator("iframe").getByRole("navigation", { name: "Migas de pan", exact: true }).getByText("Fontanería y Desatascos", { exact: true })).toBeVisible();
  let from = output().length;
  await publish(page);
  await expect.poll(() => saved("services/fontaneria.json")?.title, { timeout: 15_000 }).toBe("Fontanería y Desatascos");
  await takenIn(from, "services/fontaneria.json");

  // Saving the service makes `gatsby develop` run the static queries the previews read again (menus list the services)
  // and rewrite their results in place: a read can meet a half-written file, or the errors of a run that met the data
  // mid-change (seen in CI: "Cannot read properties of undefined (reading 'id')"), which stay until a later change.
  // Here each result is first cut short, then such errors on every read: after three tries the preview takes what
  // this tab read whole on the service's page, and shows.
  const reads = new Map<string, number>();
  await page.route("**/page-data/sq/d/*.json", async (route) => {
    const url = route.request().url();
    const read = (reads.get(url) ?? 0) + 1;
    reads.set(url, read);
    const errors = JSON.stringify({ errors: [{ message: "Cannot read properties of undefined (reading 'id')" }], data: null });
    await route.fulfill({ contentType: "application/json", body: read === 1 ? '{"data":{"site":{"si' : errors });
  });
  await openEntry(page, "articulos/entries/1");
  // The body's first block, in the rich-text editor a maintainer sees first: its text selected and typed over.
  const firstBlock = page.locator("[contenteditable=true]").first();
  await expect(firstBlock).toContainText(readJson("blog/1.json").body[0].slice(0, 30));
  // Typed once the preview shows the article as it was.
  const preview = page.frameLocator("iframe");
  // The article's first paragraph, found by its beginning.
  await expect(preview.getByText(new RegExp(`^${escapeRegExp(readJson("blog/1.json").body[0].slice(0, 30))}`))).toBeVisible({ timeout: 30_000 });
  await typeOver(page, firstBlock, "Un párrafo nuevo, escrito en el editor del sitio.", preview.getByText("Un párrafo nuevo, escrito en el editor del sitio.", { exact: true }));
  await expect(firstBlock).toHaveText("Un párrafo nuevo, escrito en el editor del sitio.");
  expect(reads.size).toBeGreaterThan(0);
  expect([...reads.values()]).toEqual([...reads.values()].map(() => 3));
  await page.unroute("**/page-data/sq/d/*.json");
  from = output().length;
  await publish(page);
  await expect.poll(() => saved("blog/1.json")?.body[0], { timeout: 15_000 }).toBe("Un párrafo nuevo, escrito en el editor del sitio.");
  await takenIn(from, "blog/1.json");

  // Still what the build accepts: the same check, over the whole of the copy's data/.
  expect(validateContent(project.data, siteContentOptions(project.dir)).errors).toEqual([]);

  const shown = Date.now();
  await expect(async () => {
    await page.goto(`${SITE}/servicios/fontaneria/`);
    await expect(page.getByRole("navigation", { name: "Migas de pan", exact: true }).getByText("Fontanería y Desatascos", { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  console.log(`Editor: cambio guardado visible en las páginas de gatsby develop en ${((Date.now() - shown) / 1000).toFixed(1)} s tras guardar.`);
});

test("an image uploaded in the editor goes to the folder the data expects, and the entry names it as the build wants", async ({ page }) => {
  const upload = path.join(project.dir, "nueva-foto-fontaneria.jpg");
  fs.copyFileSync(path.join(project.data, "images", "services", "pulido-suelos.jpg"), upload);
  await openEntry(page, "servicios/entries/pulido-suelos");
  await page.getByRole("button", { name: "Elige una imagen diferente", exact: true }).first().click();
  await page.locator("input[type=file]").first().setInputFiles(upload);
  await expect(page.getByText("nueva-foto-fontaneria.jpg", { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Confirmar selección", exact: true }).click();
  await expect(page.getByRole("button", { name: "Confirmar selección", exact: true })).toBeHidden();
  // Decap keeps an upload with the entry and writes both when the entry is saved.
  const from = output().length;
  await publish(page);
  await expect.poll(() => saved("services/pulido-suelos.json")?.image, { timeout: 15_000 }).toBe("../images/services/nueva-foto-fontaneria.jpg");
  await expect.poll(() => fs.existsSync(file("images/services/nueva-foto-fontaneria.jpg")), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => fs.readFileSync(file("images/services/nueva-foto-fontaneria.jpg")).equals(fs.readFileSync(upload)), { timeout: 15_000 }).toBe(true);
  expect(validateContent(project.data, siteContentOptions(project.dir)).errors).toEqual([]);
  // The next test opens the editor once `gatsby develop` has taken in the new image and entry, as the first test does:
  // a CI run under load that opened it during that rebuild waited for /admin/ past the test's timeout.
  await takenIn(from, "services/pulido-suelos.json");
});

test("an entry with a required field left empty is refused with a message, and its file is left as it was", async ({ page }) => {
  const before = fs.readFileSync(file("services/limpieza-oficinas.json"), "utf8");
  await openEntry(page, "servicios/entries/limpieza-oficinas");
  await page.getByLabel("Título", { exact: true }).first().fill("");
  await publish(page);
  await expect(page.getByText(/obligatorio/i).first()).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(fs.readFileSync(file("services/limpieza-oficinas.json"), "utf8")).toBe(before);
});

test("script typed into each kind of text field (an article's Markdown body, a service's link, a legal page's text) runs nowhere, in the editor or its preview, sends nothing away, and is not kept", async ({ page }) => {
  const script = 'Texto <img src=x onerror="window.__pwned=1"> y [x](javascript:window.__pwned=1)';
  // Markup that would fetch from, or send to, another site if the preview rendered it as HTML.
  const away = '<img src="https://ataque.example/a.png"><form action="https://ataque.example/f"><button>Enviar</button></form><link rel="stylesheet" href="https://ataque.example/s.css"><script>window.__pwned=1</script>';
  const left: string[] = [];
  page.on("request", (r) => void (!/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(r.url()) && left.push(r.url())));
  const dialogs: string[] = [];
  // Any dialog a script opened is recorded; leaving the editor's page is allowed.
  page.on("dialog", (d) => {
    if (d.type() === "beforeunload") return void d.accept();
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Asked of the editor's page and of every frame in it, the preview's included.
  const ran = async () => Promise.all(page.frames().map((f) => f.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null).catch(() => null)));
  const preview = page.frameLocator("iframe");

  const rel = "blog/2.json";
  const before = fs.readFileSync(file(rel), "utf8");
  await openEntry(page, "articulos/entries/2");
  await expect(preview.getByText(new RegExp(`^${escapeRegExp(readJson(rel).body[0].slice(0, 30))}`))).toBeVisible({ timeout: 30_000 });
  // The body's first block in Markdown, as a maintainer writes a link by hand.
  // (Rich text would escape the markup as text: \[x\](…).) Decap's switch has no name: the one beside «Markdown».
  await page.getByText("Markdown", { exact: true }).first().locator("xpath=preceding-sibling::button[@role='switch']").click();
  const firstBlock = page.locator("[data-slate-editor=true]").first();
  await typeOver(page, firstBlock, `${script} ${away}`, preview.getByText('<img src=x onerror="window.__pwned=1">', { exact: false }));
  // Shown as text; the link keeps only its text.
  await expect(preview.locator('a[href^="javascript"], img[src="x"], img[src^="https:"], form, link[href^="https:"]')).toHaveCount(0);
  try {
    await publish(page);
    await expect.poll(() => saved(rel)?.body[0], { timeout: 15_000 }).toContain("window.__pwned=1");
    // The build's check refuses the saved file, naming file and field.
    const errors = validateContent(project.data, siteContentOptions(project.dir)).errors;
    expect(errors).toContainEqual(expect.stringMatching(/^data\/blog\/2\.json, campo "body[^"]*": el enlace del texto "javascript:window\.__pwned=1"/));
  } finally {
    fs.writeFileSync(file(rel), before);
  }

  await openEntry(page, "servicios/entries/limpieza-oficinas");
  const link = page.getByLabel("Enlace", { exact: true }).first();
  await link.fill("javascript:window.__pwned=1");
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
  const service = fs.readFileSync(file("services/limpieza-oficinas.json"), "utf8");
  await publish(page);
  await expect(page.getByText(/empieza por \//).first()).toBeVisible();
  expect(fs.readFileSync(file("services/limpieza-oficinas.json"), "utf8")).toBe(service);

  // A multi-line text in a collection shown by Decap's own preview.
  await openEntry(page, "legal/entries/aviso-legal");
  const intro = page.getByLabel("Introducción", { exact: true }).first();
  await intro.fill(`${script} ${away}`);
  await expect(preview.getByText("window.__pwned=1", { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  await expect(preview.locator('img[src="x"], img[src^="https:"], form, link[href^="https:"], script:not([src])')).toHaveCount(0);

  expect(await ran()).toEqual(page.frames().map(() => null));
  expect(dialogs).toEqual([]);
  expect(left).toEqual([]);
});

test("while developing, a content mistake is reported first, naming file and field, in the terminal and the browser", async ({ page }) => {
  const rel = "services/pulido-suelos.json";
  const good = fs.readFileSync(file(rel), "utf8");
  const overlay = page.getByRole("alertdialog");
  try {
    const from = output().length;
    const broken = JSON.parse(good);
    delete broken.hero.headline;
    fs.writeFileSync(file(rel), JSON.stringify(broken, null, 2));
    const message = 'data/services/pulido-suelos.json, campo "hero.headline": falta este campo obligatorio.';
    await expect.poll(() => output().slice(from).replace(/\s+/g, " "), { timeout: 30_000 }).toContain(message);
    const after = output().slice(from);
    expect(after.slice(0, after.indexOf("hero.headline"))).not.toMatch(/GraphQL|Cannot return null|gatsby-transformer-json/);
    await page.goto(`${SITE}/servicios/pulido-suelos/`);
    await expect(overlay).toContainText(message.replace(/\s+/g, " "), { timeout: 20_000 });

    fs.writeFileSync(file(rel), good.replace('"slug":', '"slug"'));
    await expect(async () => {
      await page.reload();
      await expect(overlay).toContainText(/data\/services\/pulido-suelos\.json: el JSON no es válido en la línea \d+, columna \d+/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    expect(output().slice(from)).not.toMatch(/GraphQL|Cannot return null|Unable to parse JSON/);
  } finally {
    fs.writeFileSync(file(rel), good);
  }
  await expect(async () => {
    await page.reload();
    await expect(overlay).toHaveCount(0, { timeout: 3_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
});

test("what the editor saved builds for production, and the rebuilt pages show it", async () => {
  cms?.stop();
  cms = undefined;
  await new Promise((r) => setTimeout(r, 2_000));
  // A host's build starts from the repository, not from this machine's development cache.
  for (const dir of [".cache", "public"]) fs.rmSync(path.join(project.dir, dir), { recursive: true, force: true });
  const { status, output: log } = build(project.dir);
  expect(status, log.slice(-3000)).toBe(0);
  const page = (route: string) => fs.readFileSync(path.join(project.dir, "public", route, "index.html"), "utf8");
  expect(page("servicios/fontaneria")).toContain("Fontanería y Desatascos");
  expect(page("blog/1")).toContain("Un párrafo nuevo, escrito en el editor del sitio.");
});
