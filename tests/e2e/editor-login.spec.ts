import fs from "fs";
import os from "os";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { validateContent } from "../../plugins/content-check/validate";
import { siteContentOptions } from "../../plugins/content-check/develop";
import { startWorkerDev, type BackgroundServer } from "./background-server";
import { CLIENT_ID, CLIENT_SECRET, NEVER_EXPIRING_CODE, REFRESH_TOKEN, publishDraft, startGitHubStandIn, TOKEN, type StandIn } from "./github-stand-in";

/*
 * The editor on the published site: the build in public/ and the login (worker/) served by Cloudflare's
 * own runtime (`wrangler dev`, workerd), against a stand-in for GitHub on 127.0.0.1 (./github-stand-in.ts).
 * As the company sets it up (docs/editor.md), the editor has an origin of its own, 127.0.0.1, and the same site at
 * localhost is the public one.
 */
const root = path.resolve(__dirname, "..", "..");
const PORT = 8788;
const SITE = `http://127.0.0.1:${PORT}`;
const PUBLIC = `http://localhost:${PORT}`;
const BARE_PORT = 8789; // the same site with settings the login cannot honour, and no secrets
const BARE = `http://127.0.0.1:${BARE_PORT}`;
const STATE_COOKIE = "__Host-editor_oauth_state";

let github: StandIn;
const hosts: BackgroundServer[] = [];

async function workerDev(port: number, secrets: Record<string, string>): Promise<void> {
  hosts.push(await startWorkerDev(root, port, secrets));
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  github = await startGitHubStandIn(root);
  // One after the other: two starting at once in one folder share wrangler's working files.
  await workerDev(PORT, { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET, GITHUB_OAUTH_URL: github.origin, EDITOR_ORIGIN: SITE, SITE_URL: PUBLIC });
  // An http:// editor's origin that is not this machine, the retired scope, a misspelt secret, and no secrets.
  await workerDev(BARE_PORT, { EDITOR_ORIGIN: "http://editor.example.es", SITE_URL: "https://www.example.es", CMS_AUTH_SCOPE: "public_repo", GITHUB_CLIENT_SECRETO: "x" });
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
  await page.getByRole("button", { name: "Iniciar sesión con GitHub", exact: true }).click();
  const login = await popup;
  // A fast handshake may close it before a listener is in place (seen on a loaded machine): then there is none to wait for.
  if (!login.isClosed()) await login.waitForEvent("close", { timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Servicios", exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

/** What the page asks of the editor's origin beyond the editor, its login and its previews' data (which would go to the
 * public site, and be refused there by the editor's policy). */
function outsideTheEditor(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol === "http:" && url.origin === SITE && !/^\/(admin\/|api\/|page-data\/sq\/d\/)/.test(url.pathname)) asked.push(url.pathname);
  });
  return asked;
}

test("an editor logs in with the GitHub App's expiring token through the site's own Worker and sees the collections", async ({ page }) => {
  const outside = outsideTheEditor(page);
  await logIn(page);
  // The collection lists each service by its title.
  const title = JSON.parse(fs.readFileSync(path.join(root, "data", "services", "fontaneria.json"), "utf8")).title as string;
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  expect(github.exchanges).toEqual([{ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: "codigo-de-prueba", redirect_uri: `${SITE}/api/callback` }]);
  const authorize = new URL(github.origin + (github.requests.find((r) => r.startsWith("GET /login/oauth/authorize")) ?? "").slice(4));
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${SITE}/api/callback`);
  // A GitHub App's authorization: its client id, no scope (the app's permissions decide).
  expect([...authorize.searchParams.keys()].sort()).toEqual(["client_id", "redirect_uri", "state"]);
  expect(authorize.searchParams.get("client_id")).toBe(CLIENT_ID);
  expect(authorize.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
  // Decap asked GitHub's API (the stand-in) with the token, for this repository.
  expect(github.requests).toEqual(expect.arrayContaining(["GET /user", `GET /repos/${github.repo}`]));
  // Nothing sensitive in an address: no token, no secret, in any request made.
  expect(github.requests.filter((r) => r.includes(TOKEN) || r.includes(CLIENT_SECRET) || r.includes(REFRESH_TOKEN))).toEqual([]);
  // The editor keeps the 8-hour token, never the refresh token (six months), which stays with GitHub's answer.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toContain(TOKEN);
  expect(stored).not.toContain(REFRESH_TOKEN);
  expect(outside).toEqual([]);
});

test("a service title edited on the published site is saved as a draft (a branch and pull request), then published to main, valid", async ({ page }) => {
  page.on("dialog", (d) => void d.accept()); // "¿Estás seguro de que quieres publicar esta entrada?"
  const outside = outsideTheEditor(page);
  await logIn(page);
  await page.goto(`${SITE}/admin/#/collections/servicios/entries/fontaneria`);
  const title = page.getByLabel("Título", { exact: true }).first();
  await expect(title).toHaveValue(JSON.parse(github.file("main", "data/services/fontaneria.json") ?? "{}").title, { timeout: 30_000 });
  await title.fill("Fontanería y Desatascos");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();

  // The draft: a branch with the changed file, a pull request marked as a draft; main untouched.
  const branch = "cms/servicios/fontaneria";
  await expect.poll(() => github.pulls(), { timeout: 30_000 }).toEqual([{ head: branch, state: "open", merged: false, labels: ["decap-cms/draft"] }]);
  const draft = JSON.parse(github.file(branch, "data/services/fontaneria.json") ?? "{}");
  expect(draft.title).toBe("Fontanería y Desatascos");
  expect(JSON.parse(github.file("main", "data/services/fontaneria.json") ?? "{}").title).not.toBe("Fontanería y Desatascos");

  // Ready, then published: the pull request is merged into main and its branch deleted.
  await publishDraft(page, github);
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
  // The preview and the editor asked nothing of the editor's origin that it sends elsewhere.
  expect(outside).toEqual([]);
});

/** Whether any IndexedDB store or localStorage of the page's origin holds `text`, whatever the key. */
const keptInBrowser = (page: Page, text: string) =>
  page.evaluate(async (wanted) => {
    if (Object.values({ ...localStorage }).some((v) => v.includes(wanted))) return true;
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((done, fail) => Object.assign(indexedDB.open(name), { onsuccess: (e: Event) => done((e.target as IDBOpenDBRequest).result), onerror: fail }));
      for (const store of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((done) => Object.assign(db.transaction(store).objectStore(store).getAll(), { onsuccess: (e: Event) => done((e.target as IDBRequest<unknown[]>).result) }));
        if (JSON.stringify(all).includes(wanted)) return (db.close(), true);
      }
      db.close();
    }
    return false;
  }, text);

test("when the token expires the editor asks to log in again, and then saves with the new token", async ({ page }) => {
  const offers: string[] = [];
  page.on("dialog", (d) => {
    // Decap's offer of its local backup is noted and declined here: whether it then restores the text races with the
    // entry's own load (seen both ways), so the test types its change on the entry as loaded. Leaving a page is accepted.
    if (d.type() === "confirm") offers.push(d.message());
    void (d.type() === "confirm" ? d.dismiss() : d.accept());
  });
  const entry = `${SITE}/admin/#/collections/servicios/entries/pintura-decorativa`;
  const title = page.getByLabel("Título", { exact: true }).first();
  await logIn(page);
  await page.goto(entry);
  await expect(title).toHaveValue("Pintura Decorativa", { timeout: 30_000 });
  await title.fill("Pintura decorativa a mano");
  // Decap writes its local backup of the entry 2 s after the last change (later on a loaded machine): wait until some
  // store of this browser holds what was typed.
  await expect.poll(() => keptInBrowser(page, "Pintura decorativa a mano"), { timeout: 30_000 }).toBe(true);

  github.expire(); // its 8 hours are over: GitHub answers 401 to it
  const exchanges = github.exchanges.length;
  await page.reload();
  await expect(page.getByRole("button", { name: "Iniciar sesión con GitHub", exact: true })).toBeVisible({ timeout: 30_000 });
  await logIn(page);
  expect(github.exchanges.length).toBe(exchanges + 1);
  expect(github.token()).not.toBe(TOKEN);

  // Opening the entry again, Decap offers what was typed before from its local backup.
  await page.goto(entry);
  await expect.poll(() => offers, { timeout: 30_000 }).toEqual(["Se recuperó una copia de seguridad local para esta entrada, ¿le gustaría utilizarla?"]);
  await expect(title).toHaveValue("Pintura Decorativa", { timeout: 30_000 });
  await title.fill("Pintura decorativa a mano alzada");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  const draft = () => JSON.parse(github.file("cms/servicios/pintura-decorativa", "data/services/pintura-decorativa.json") ?? "{}").title;
  await expect.poll(draft, { timeout: 30_000 }).toBe("Pintura decorativa a mano alzada");
});

test("the token goes to the site's own origin only: a page elsewhere that opens the login gets nothing", async ({ page }) => {
  await page.goto(`${github.origin}/otro-origen`);
  const popupOpened = page.waitForEvent("popup");
  await page.evaluate((url) => void window.open(url, "login"), `${SITE}/api/auth?provider=github&scope=repo`);
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Sesión iniciada", exact: true })).toBeVisible({ timeout: 30_000 });
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
  await expect(page.getByRole("heading", { name: "Este inicio de sesión no es válido o ha caducado", exact: true })).toBeVisible();
  await expect(page.getByText(/vuelva a pulsar «Iniciar sesión con GitHub»/)).toBeVisible();

  // A real start (its state and cookie), then a return without the code.
  const start = await request.get(`${SITE}/api/auth?provider=github&scope=repo`, { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const state = new URL(start.headers().location ?? "").searchParams.get("state");
  const cookie = { cookie: `${STATE_COOKIE}=${state}` };
  const noCode = await request.get(`${SITE}/api/callback?state=${state}`, { maxRedirects: 0, headers: cookie });
  expect(noCode.status()).toBe(400);
  expect(await noCode.text()).toContain("GitHub no ha enviado el código de acceso");
  expect(github.exchanges.length).toBe(before);

  // A scope Decap never asks for is refused, not narrowed or widened.
  const scoped = await request.get(`${SITE}/api/auth?provider=github&scope=admin:org`, { maxRedirects: 0 });
  expect(scoped.status()).toBe(400);
  expect(await scoped.text()).toContain("El editor pide a GitHub el permiso «admin:org», que este acceso no conoce");
});

test("a token that never expires (an OAuth App's client id, or an app with expiry off) is not handed over: the configuration page says why", async ({ request }) => {
  const start = await request.get(`${SITE}/api/auth?provider=github&scope=repo`, { maxRedirects: 0 });
  const state = new URL(start.headers().location ?? "").searchParams.get("state");
  // GitHub consents with a code for which the stand-in answers as for an OAuth App: a token without expires_in.
  const answer = await request.get(`${SITE}/api/callback?code=${NEVER_EXPIRING_CODE}&state=${state}`, { maxRedirects: 0, headers: { cookie: `${STATE_COOKIE}=${state}` } });
  expect(answer.status()).toBe(500);
  const html = await answer.text();
  expect(html).toContain("El acceso al editor no está configurado");
  expect(html).toContain("GitHub ha dado una clave que no caduca");
  expect(html).not.toContain("gho_sin_caducidad");
});

test("the state cookie is __Host- (Secure, Path=/, no Domain): Chromium keeps it on http://127.0.0.1 and sends it back", async ({ page, request }) => {
  // What the login's first step sets (a browser's navigation follows the redirect before a route could stop it).
  const first = await request.get(`${SITE}/api/auth?provider=github&scope=repo`, { maxRedirects: 0 });
  expect(first.status()).toBe(302);
  const state = new URL(first.headers()["location"]!).searchParams.get("state");
  const cookie = first.headers()["set-cookie"]!.split("; ");
  expect(cookie[0]).toBe(`${STATE_COOKIE}=${state}`);
  expect(cookie.slice(1).sort()).toEqual(["HttpOnly", "Max-Age=600", "Path=/", "SameSite=Lax", "Secure"]);
  // The browser's own round: the callback answers "Sesión iniciada" only when the cookie came back with the state
  // (without it, it refuses, as the test above shows); then the cookie is gone.
  await page.goto(`${SITE}/api/auth?provider=github&scope=repo`);
  await expect(page.getByRole("heading", { name: "Sesión iniciada", exact: true })).toBeVisible({ timeout: 30_000 });
  expect((await page.context().cookies()).filter((c) => c.name.includes("editor_oauth_state"))).toEqual([]);
});

test("a setting the login cannot honour stops /admin/ and both steps on the configuration page, naming each; the public pages stay", async ({ page, request }) => {
  for (const step of ["/admin/", "/api/auth?provider=github&scope=repo", "/api/callback?code=a&state=b"]) {
    const res = await page.goto(`${BARE}${step}`);
    expect(res?.status(), step).toBe(500);
    await expect(page.getByRole("heading", { name: "El acceso al editor no está configurado", exact: true })).toBeVisible();
    const said = page.getByRole("listitem");
    await expect(said.filter({ hasText: 'EDITOR_ORIGIN debe ser una dirección https:// (es "http://editor.example.es")' })).toBeVisible();
    await expect(said.filter({ hasText: "CMS_AUTH_SCOPE ya no se usa" })).toBeVisible();
    await expect(said.filter({ hasText: "GITHUB_CLIENT_SECRETO no es una variable del acceso al editor" })).toBeVisible();
    if (step !== "/admin/") await expect(said.filter({ hasText: "Faltan GITHUB_CLIENT_ID y GITHUB_CLIENT_SECRET" })).toBeVisible();
  }
  expect((await request.get(`${BARE}/servicios/`, { maxRedirects: 0 })).status()).toBe(200);
});

test("on the editor's origin every address but /admin/ and /api/ goes to the public site, which keeps its headers", async ({ page, request }) => {
  for (const address of ["/", "/servicios/", "/blog/1/?ref=x", "/sitemap-index.xml", "/no-existe/", "/administracion/"]) {
    const answer = await request.get(`${SITE}${address}`, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(302);
    expect(answer.headers().location, address).toBe(`${PUBLIC}${address}`);
  }
  await page.goto(`${SITE}/servicios/`);
  expect(page.url()).toBe(`${PUBLIC}/servicios/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Served through the middleware, a public page still carries the _headers file's headers.
  const served = (await request.get(`${PUBLIC}/servicios/`, { maxRedirects: 0 })).headers();
  expect(served["x-content-type-options"]).toBe("nosniff");
  expect(served["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(served["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("on the public pages' origin, /admin/ and the login go to the editor's, a callback there gets nothing, and the pages stay", async ({ request }) => {
  for (const address of ["/admin/", "/admin/config.yml", "/api/auth?provider=github&scope=repo"]) {
    const answer = await request.get(`${PUBLIC}${address}`, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(302);
    expect(answer.headers().location, address).toBe(`${SITE}${address}`);
  }
  const callback = await request.get(`${PUBLIC}/api/callback?code=a&state=b`, { maxRedirects: 0 });
  expect(callback.status()).toBe(400);
  expect((await request.get(`${PUBLIC}/servicios/`, { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get(`${SITE}/admin/`, { maxRedirects: 0 })).status()).toBe(200);
});
