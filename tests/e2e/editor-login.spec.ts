import fs from "fs";
import os from "os";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { validateContent } from "../../plugins/content-check/validate";
import { siteContentOptions } from "../../plugins/content-check/develop";
import { answers, startServer, type BackgroundServer } from "./background-server";
import { CLIENT_ID, CLIENT_SECRET, startGitHubStandIn, TOKEN, type StandIn } from "./github-stand-in";

/*
 * The editor on the published site: the build in public/ and the login functions (functions/api) served by Cloudflare's
 * own runtime (`wrangler pages dev`, workerd), against a stand-in for GitHub on 127.0.0.1 (./github-stand-in.ts).
 */
const root = path.resolve(__dirname, "..", "..");
const PORT = 8788;
const SITE = `http://127.0.0.1:${PORT}`;
const BARE_PORT = 8789; // the same site with no secrets set, and EDITOR_ORIGIN

let github: StandIn;
const hosts: BackgroundServer[] = [];

async function pagesDev(port: number, secrets: Record<string, string>): Promise<void> {
  const bindings = Object.entries(secrets).flatMap(([k, v]) => ["--binding", `${k}=${v}`]);
  // The folder and the runtime's date come from wrangler.toml, as for the host and for docs/editor.md's command.
  const args = ["pages", "dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", path.join("test-results", `wrangler-${port}`), ...bindings];
  // No telemetry, and no fetch of Cloudflare's request metadata: the tests use loopback only.
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
  const wrangler = path.join(root, "node_modules", ".bin", "wrangler");
  hosts.push(await startServer("wrangler pages dev", wrangler, args, { cwd: root, env }, () => answers(`http://127.0.0.1:${port}/admin/`), 90_000));
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  github = await startGitHubStandIn(root);
  // One after the other: two starting at once in one folder share wrangler's working files.
  await pagesDev(PORT, { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET, GITHUB_OAUTH_URL: github.origin });
  // No secrets, and the editor on an origin of its own: this address; the same site at localhost is the public one.
  await pagesDev(BARE_PORT, { EDITOR_ORIGIN: `http://127.0.0.1:${BARE_PORT}` });
});

test.afterAll(async () => {
  for (const host of hosts) host.stop();
  await github?.close();
});

/** Logs in at /admin/ as an editor does: the popup goes to GitHub's authorization, back to /api/callback, hands the
 * token over and is closed by the editor. */
async function logIn(page: Page) {
  await page.goto(`${SITE}/admin/`);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Iniciar sesión con GitHub" }).click();
  await (await popup).waitForEvent("close", { timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Servicios" }).first()).toBeVisible({ timeout: 30_000 });
}

test("an editor logs in with GitHub through the site's own functions and sees the collections", async ({ page }) => {
  await logIn(page);
  await expect(page.getByText("Fontanería").first()).toBeVisible({ timeout: 30_000 });

  expect(github.exchanges).toEqual([{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: "codigo-de-prueba", redirect_uri: `${SITE}/api/callback` }]);
  const authorize = new URL(github.origin + (github.requests.find((r) => r.startsWith("GET /login/oauth/authorize")) ?? "").slice(4));
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${SITE}/api/callback`);
  expect(authorize.searchParams.get("scope")).toBe("repo");
  expect(authorize.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
  // Decap asked GitHub's API (the stand-in) with the token, for this repository.
  expect(github.requests).toEqual(expect.arrayContaining(["GET /user", `GET /repos/${github.repo}`]));
  // Nothing sensitive in an address: no token, no secret, in any request made.
  expect(github.requests.filter((r) => r.includes(TOKEN) || r.includes(CLIENT_SECRET))).toEqual([]);
});

test("a service title edited on the published site is saved as a draft (a branch and pull request), then published to main, valid", async ({ page }) => {
  page.on("dialog", (d) => void d.accept()); // "¿Estás seguro de que quieres publicar esta entrada?"
  await logIn(page);
  await page.goto(`${SITE}/admin/#/collections/servicios/entries/fontaneria`);
  const title = page.getByLabel("Título", { exact: true }).first();
  await expect(title).toHaveValue(JSON.parse(github.file("main", "data/services/fontaneria.json") ?? "{}").title, { timeout: 30_000 });
  await title.fill("Fontanería y Desatascos");
  await page.getByRole("button", { name: "Guardar" }).click();

  // The draft: a branch with the changed file, a pull request marked as a draft; main untouched.
  const branch = "cms/servicios/fontaneria";
  await expect.poll(() => github.pulls(), { timeout: 30_000 }).toEqual([{ head: branch, state: "open", merged: false, labels: ["decap-cms/draft"] }]);
  const draft = JSON.parse(github.file(branch, "data/services/fontaneria.json") ?? "{}");
  expect(draft.title).toBe("Fontanería y Desatascos");
  expect(JSON.parse(github.file("main", "data/services/fontaneria.json") ?? "{}").title).not.toBe("Fontanería y Desatascos");

  // Ready, then published: the pull request is merged into main and its branch deleted.
  await page.getByRole("button", { name: /Estado: Borrador/ }).click();
  await page.getByRole("menuitem", { name: "Listo" }).click();
  await expect.poll(() => github.pulls()[0]?.labels, { timeout: 30_000 }).toEqual(["decap-cms/pending_publish"]);
  await page.getByRole("button", { name: "Publicar" }).click();
  await page.getByRole("menuitem", { name: "Publicar ahora" }).click();
  await expect.poll(() => github.pulls()[0], { timeout: 30_000 }).toMatchObject({ state: "closed", merged: true });
  const published = github.file("main", "data/services/fontaneria.json") ?? "";
  expect(JSON.parse(published).title).toBe("Fontanería y Desatascos");

  // What was published passes the build's content check, over the whole of data/.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "datos-"));
  try {
    fs.cpSync(path.join(root, "data"), copy, { recursive: true });
    fs.writeFileSync(path.join(copy, "services", "fontaneria.json"), published);
    expect(validateContent(copy, siteContentOptions(root)).errors).toEqual([]);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test("the token goes to the site's own origin only: a page elsewhere that opens the login gets nothing", async ({ page }) => {
  await page.goto(`${github.origin}/otro-origen`);
  const popupOpened = page.waitForEvent("popup");
  await page.evaluate((url) => void window.open(url, "login"), `${SITE}/api/auth?provider=github&scope=repo`);
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Sesión iniciada" })).toBeVisible({ timeout: 30_000 });
  // The foreign page answers the handshake as the editor would; the popup ignores it.
  await page.evaluate(() => window.open("", "login")?.postMessage("authorizing:github", "*"));
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual([]);
  // And the popup's address lost its code and state as soon as it loaded.
  expect(popup.url()).toBe(`${SITE}/api/callback`);
});

test("a callback with another state, or no code, is refused with a page that says what to do, and GitHub is not asked", async ({ page, request }) => {
  const before = github.exchanges.length;
  const wrong = await page.goto(`${SITE}/api/callback?code=codigo-de-prueba&state=otro`);
  expect(wrong?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Este inicio de sesión no es válido o ha caducado" })).toBeVisible();
  await expect(page.getByText("vuelva a pulsar «Iniciar sesión con GitHub»")).toBeVisible();

  // A real start (its state and cookie), then a return without the code.
  const start = await request.get(`${SITE}/api/auth?provider=github&scope=repo`, { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const state = new URL(start.headers().location ?? "").searchParams.get("state");
  const noCode = await request.get(`${SITE}/api/callback?state=${state}`, { maxRedirects: 0 });
  expect(noCode.status()).toBe(400);
  expect(await noCode.text()).toContain("GitHub no ha enviado el código de acceso");
  expect(github.exchanges.length).toBe(before);
});

test("with the secrets not set, both steps show a page naming them", async ({ page }) => {
  for (const step of ["auth", "callback?code=a&state=b"]) {
    const res = await page.goto(`http://127.0.0.1:${BARE_PORT}/api/${step}`);
    expect(res?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "El acceso al editor no está configurado" })).toBeVisible();
    await expect(page.getByText("Faltan GITHUB_CLIENT_ID y GITHUB_CLIENT_SECRET")).toBeVisible();
  }
});

test("with EDITOR_ORIGIN set, /admin/ and the login on the public pages' origin go to the editor's, and the public pages stay", async ({ request }) => {
  const publicSite = `http://localhost:${BARE_PORT}`;
  for (const address of ["/admin/", "/admin/config.yml", "/api/auth?provider=github&scope=repo"]) {
    const answer = await request.get(`${publicSite}${address}`, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(302);
    expect(answer.headers().location, address).toBe(`http://127.0.0.1:${BARE_PORT}${address}`);
  }
  const callback = await request.get(`${publicSite}/api/callback?code=a&state=b`, { maxRedirects: 0 });
  expect(callback.status()).toBe(400);
  expect((await request.get(`${publicSite}/servicios/`, { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get(`http://127.0.0.1:${BARE_PORT}/admin/`, { maxRedirects: 0 })).status()).toBe(200);
});
