import path from "path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { exportPKCS8, generateKeyPair } from "jose";
import { AUDIENCE, startAccessStandIn, type AccessStandIn } from "./access-stand-in";
import { startWorkerDev, type BackgroundServer } from "./background-server";
import { CLIENT_ID, INSTALLATION_TOKEN, publishDraft, startGitHubStandIn, TOKEN, type StandIn } from "./github-stand-in";

/*
 * The editor on the published site in the Access mode (docs/acceso-editor.md): the build in public/ and the Worker
 * on `wrangler dev`, a Cloudflare Access team's key set on loopback (./access-stand-in.ts) and a stand-in for
 * GitHub's API that answers the GitHub App (./github-stand-in.ts). Chromium carries Access's pass in the header
 * Cloudflare adds to every request it lets through. The editor's origin is 127.0.0.1, the public one localhost.
 */
const root = path.resolve(__dirname, "..", "..");
const PORT = 8790;
const SITE = `http://127.0.0.1:${PORT}`;
const PUBLIC = `http://localhost:${PORT}`;
const EDITOR = "ana.garcia@montoya.es";
const HEADER = "Cf-Access-Jwt-Assertion";

let access: AccessStandIn;
let github: StandIn;
let host: BackgroundServer | undefined;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  access = await startAccessStandIn(9331);
  const app = await generateKeyPair("RS256", { extractable: true });
  github = await startGitHubStandIn(root, { port: 9330, appKey: app.publicKey });
  // The key on one line, as a secret is often pasted.
  const privateKey = (await exportPKCS8(app.privateKey)).replace(/\n/g, "\\n");
  host = await startWorkerDev(root, PORT, { EDITOR_ORIGIN: SITE, SITE_URL: PUBLIC, ACCESS_TEAM_DOMAIN: access.team, ACCESS_AUD: AUDIENCE, GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_APP_PRIVATE_KEY: privateKey, GITHUB_API_URL: github.origin });
});

test.afterAll(async () => {
  host?.stop();
  await github?.close();
  await access?.close();
});

test("an editor Access let in edits a service's phone, saves a draft and publishes it: commits on this repository only, naming the editor, and no GitHub token in the browser", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ [HEADER]: await access.pass({ email: EDITOR }) });
  page.on("dialog", (d) => void d.accept()); // "¿Estás seguro de que quieres publicar esta entrada?"
  const authorization: string[] = [];
  page.on("request", (r) => void (r.headers().authorization && authorization.push(`${r.method()} ${r.url()} ${r.headers().authorization}`)));

  await page.goto(`${SITE}/admin/`);
  await expect(page.getByRole("link", { name: "Servicios", exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: /GitHub/ })).toHaveCount(0);

  await page.goto(`${SITE}/admin/#/collections/servicios/entries/fontaneria`);
  const heroPhone = JSON.parse(github.file("main", "data/services/fontaneria.json") ?? "{}").hero.phone.label as string;
  // The header's phone button's label. The header's phone may be left out, so Decap labels its fields "… (opcional)";
  // the header's comes first on the page, before the call to action's (the sections' are folded).
  const phone = page.getByLabel("Etiqueta (opcional)", { exact: true }).filter({ visible: true }).first();
  await expect(phone).toHaveValue(heroPhone, { timeout: 30_000 });
  await phone.fill("URGENCIAS 24 HORAS");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();

  const branch = "cms/servicios/fontaneria";
  await expect.poll(() => github.pulls(), { timeout: 30_000 }).toEqual([{ head: branch, state: "open", merged: false, labels: ["decap-cms/draft"] }]);
  expect(JSON.parse(github.file(branch, "data/services/fontaneria.json") ?? "{}").hero.phone.label).toBe("URGENCIAS 24 HORAS");
  expect(JSON.parse(github.file("main", "data/services/fontaneria.json") ?? "{}").hero.phone.label).toBe(heroPhone);
  const coAuthor = `Co-authored-by: ana.garcia <${EDITOR}>`;
  expect(github.messages(branch)[0]).toContain(coAuthor);
  expect(github.bodies()[0]).toContain(coAuthor);

  await publishDraft(page, github);
  expect(JSON.parse(github.file("main", "data/services/fontaneria.json") ?? "{}").hero.phone.label).toBe("URGENCIAS 24 HORAS");
  expect(github.messages("main")[0]).toContain(coAuthor);

  // GitHub heard only of this repository and the app's installation; never of a person's login.
  const elsewhere = github.requests.filter((r) => !/^[A-Z]+ \/(repos\/montoya\/web([/?]|$)|app\/installations\/7\/access_tokens$)/.test(r));
  expect(elsewhere).toEqual([]);
  expect(github.requests).toContain("POST /app/installations/7/access_tokens");
  // No GitHub token in the browser: none stored, none sent.
  const stored = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }));
  expect(stored).not.toContain(INSTALLATION_TOKEN);
  expect(stored).not.toMatch(/gh[opsu]_/);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as Record<string, unknown>);
  expect(user).toMatchObject({ login: EDITOR, backendName: "github" });
  expect(user.token).toBeUndefined();
  // Decap's backend status check (decap-cms 3.16) asks /user with its keyword and the token it holds, which is none.
  expect(authorization.filter((sent) => sent !== `GET ${SITE}/api/github/user token`)).toEqual([]);
  expect(stored).not.toContain(TOKEN);
});

test("refused: no pass, an expired one, one signed with another key, one for another application; the GitHub login is not offered", async ({ request }) => {
  const asked = github.requests.length;
  const cases: [string, string | undefined, string][] = [
    ["none", undefined, "La petición no trae el pase de Cloudflare Access."],
    ["expired", await access.pass({ email: EDITOR, expiresIn: -120 }), "El pase de Cloudflare Access no vale (ERR_JWT_EXPIRED)."],
    ["another key", await access.pass({ email: EDITOR, foreign: true }), "El pase de Cloudflare Access no vale (ERR_JWS_SIGNATURE_VERIFICATION_FAILED)."],
    ["another application", await access.pass({ email: EDITOR, aud: "otra-aplicacion" }), "El pase de Cloudflare Access no vale (ERR_JWT_CLAIM_VALIDATION_FAILED)."],
  ];
  for (const [name, pass, reason] of cases) {
    for (const address of ["/admin/", "/api/session", "/api/github/repos/montoya/web"]) {
      const answer = await request.get(`${SITE}${address}`, { maxRedirects: 0, headers: pass ? { [HEADER]: pass } : {} });
      expect(answer.status(), `${name} ${address}`).toBe(403);
      expect(await answer.text(), `${name} ${address}`).toContain(reason);
    }
  }
  // The GitHub proxy on the public origin answers no one.
  expect((await request.get(`${PUBLIC}/api/github/repos/montoya/web`, { headers: { [HEADER]: await access.pass({ email: EDITOR }) } })).status()).toBe(404);
  const login = await request.get(`${SITE}/api/auth?provider=github&scope=repo`, { maxRedirects: 0, headers: { [HEADER]: await access.pass({ email: EDITOR }) } });
  expect(login.status()).toBe(404);
  expect(await login.text()).toContain("En este editor se entra con su correo, por Cloudflare Access.");
  expect(github.requests.length).toBe(asked);
});

type Answer = Awaited<ReturnType<APIRequestContext["fetch"]>>;
const refusal = async (answer: Answer) => ({ status: answer.status(), message: ((await answer.json()) as { message: string }).message });

/** Calls as the editor's page would send them (its origin, JSON) through the proxy, and straight to GitHub as someone else. */
function callers(request: APIRequestContext, pass: string) {
  const api = (method: string, address: string, data?: unknown, headers: Record<string, string> = { Origin: SITE }) =>
    request.fetch(`${SITE}/api/github/repos/montoya/web${address}`, { method, headers: { [HEADER]: pass, ...headers }, ...(data === undefined ? {} : { data }) });
  const gh = async (method: string, address: string, data?: unknown) => {
    const answer = await request.fetch(`${github.origin}/repos/montoya/web${address}`, { method, data, headers: { Authorization: `Bearer ${INSTALLATION_TOKEN}` } });
    return (await answer.json()) as { sha: string; number: number; commit: { sha: string } };
  };
  /** A commit over a branch's head with these files, made on GitHub by someone else. */
  const commitOn = async (branch: string, files: Record<string, { text: string; mode?: string }>, message = "Hecho en GitHub") => {
    const head = (await gh("GET", `/branches/${encodeURIComponent(branch)}`)).commit.sha;
    const tree = await gh("POST", "/git/trees", {
      base_tree: head,
      tree: await Promise.all(Object.entries(files).map(async ([path, { text, mode = "100644" }]) => ({ path, mode, type: "blob", sha: (await gh("POST", "/git/blobs", { content: Buffer.from(text).toString("base64"), encoding: "base64" })).sha }))),
    });
    return (await gh("POST", "/git/commits", { message, tree: tree.sha, parents: [head] })).sha;
  };
  return { api, gh, commitOn };
}

/** What GitHub was asked to write since a moment (the app's own token excepted). */
const writesSince = (from: number) => github.requests.slice(from).filter((r) => !r.startsWith("GET ") && !r.endsWith("/access_tokens"));

test("refused for an editor Access let in: another repository, a call the editor never makes, and any change outside data/", async ({ request }) => {
  const { api, gh, commitOn } = callers(request, await access.pass({ email: EDITOR }));
  expect(await refusal(await api("GET", "/../otro/git/trees/main:data"))).toEqual({ status: 403, message: "El editor no hace esta petición: GET /repos/montoya/otro/git/trees/main:data." });
  expect((await api("PUT", "/collaborators/intruso", {})).status()).toBe(403);
  const main = (await gh("GET", "/branches/main")).commit.sha;
  for (const file of ["worker/index.ts", ".github/workflows/deploy.yml", "src/pages/index.tsx"]) {
    const tree = await api("POST", "/git/trees", { base_tree: main, tree: [{ path: file, mode: "100644", type: "blob", sha: "a".repeat(40) }] });
    expect(await refusal(tree)).toEqual({ status: 403, message: `El editor solo cambia archivos de data/: ${file}.` });
  }
  // A commit that changes code, made on GitHub by someone else: no draft branch may point at it, no commit of the
  // editor's may carry its tree, and the published branch is never written directly.
  const code = await commitOn("main", { "worker/index.ts": { text: "export {};\n" } }, "Cambia el acceso");
  const codeTree = (await gh("GET", `/git/commits/${code}`)) as unknown as { tree: { sha: string } };
  const link = await commitOn("main", { "data/site.json": { text: "/etc/passwd", mode: "120000" } });
  const asked = github.requests.length;
  expect(await refusal(await api("POST", "/git/refs", { ref: "refs/heads/cms/servicios/limpieza", sha: code }))).toEqual({ status: 403, message: "El editor solo cambia archivos de data/: worker/index.ts." });
  expect(await refusal(await api("POST", "/git/commits", { message: "Cambio", tree: codeTree.tree.sha, parents: [main] }))).toEqual({ status: 403, message: "El editor solo cambia archivos de data/: worker/index.ts." });
  expect(await refusal(await api("PATCH", "/git/refs/heads/main", { sha: code, force: true }))).toEqual({ status: 403, message: "El editor solo escribe en sus borradores (ramas cms/…), no en main." });
  // A data file turned into a link (to a secret of the build machine, say): a compare calls it "modified"; its mode tells.
  expect(await refusal(await api("POST", "/git/trees", { base_tree: main, tree: [{ path: "data/site.json", mode: "120000", type: "blob", sha: "a".repeat(40) }] }))).toEqual({ status: 403, message: "El editor solo cambia archivos de data/: data/site.json." });
  expect(await refusal(await api("POST", "/git/refs", { ref: "refs/heads/cms/servicios/enlace", sha: link }))).toEqual({ status: 403, message: "El editor solo cambia archivos de data/: data/site.json." });
  expect(writesSince(asked)).toEqual([]);
  expect(github.file("cms/servicios/limpieza", "data/site.json")).toBeUndefined();
  expect(github.file("main", "worker/index.ts")).toBeUndefined();
});

test("refused as an attacker would try it: the published branch moved back, another pull request touched, a write from another site, a pass that never ends; GitHub hears of no write", async ({ request }) => {
  const { api, gh, commitOn } = callers(request, await access.pass({ email: EDITOR }));
  // On GitHub, by the developers: a fix lands on main after an earlier commit; a developer's pull request; a draft whose
  // pull request goes into another branch.
  const before = (await gh("GET", "/branches/main")).commit.sha;
  const fix = await commitOn("main", { "functions/lib/access.ts": { text: "// arreglo de seguridad\n" } });
  await gh("PATCH", "/git/refs/heads/main", { sha: fix });
  await gh("POST", "/git/refs", { ref: "refs/heads/arreglo", sha: fix });
  const developers = (await gh("POST", "/pulls", { title: "Arreglo", head: "montoya:arreglo", base: "main", body: "" })).number;
  await gh("POST", "/git/refs", { ref: "refs/heads/desarrollo", sha: fix });
  await gh("POST", "/git/refs", { ref: "refs/heads/cms/servicios/otra", sha: await commitOn("main", { "data/site.json": { text: "{}\n" } }) });
  const elsewhere = (await gh("POST", "/pulls", { title: "Otra", head: "montoya:cms/servicios/otra", base: "desarrollo", body: "" })).number;
  const asked = github.requests.length;

  const NOT_A_DRAFT = "El editor solo toca sus solicitudes de cambios: las de un borrador (cms/…) hacia la rama publicada.";
  // The branch GitHub moves is the path's; a body naming a draft does not make it one.
  expect(await refusal(await api("PATCH", "/git/refs/heads/main", { sha: before, force: true, ref: "refs/heads/cms/servicios/fontaneria" }))).toEqual({ status: 403, message: "La rama que se mueve es la de la dirección; no se admite otra en el cuerpo (ref)." });
  expect((await api("PATCH", "/git/refs/heads/cms%2F..%2Fmain", { sha: before, force: true })).status()).toBe(403);
  expect(await refusal(await api("PATCH", `/pulls/${developers}`, { state: "closed" }))).toEqual({ status: 403, message: NOT_A_DRAFT });
  expect(await refusal(await api("PUT", `/issues/${developers}/labels`, { labels: ["decap-cms/pending_publish"] }))).toEqual({ status: 403, message: NOT_A_DRAFT });
  expect(await refusal(await api("PUT", `/pulls/${developers}/merge`, { merge_method: "merge" }))).toEqual({ status: 403, message: NOT_A_DRAFT });
  expect(await refusal(await api("PUT", `/pulls/${elsewhere}/merge`, { merge_method: "merge" }))).toEqual({ status: 403, message: NOT_A_DRAFT });
  expect((await api("DELETE", "/git/refs/heads/main")).status()).toBe(403);

  // A page on another site, with the browser's Access cookie: a "simple" request, or JSON from its own origin.
  const draft = { ref: "refs/heads/cms/servicios/ajena", sha: fix };
  const ajena = JSON.stringify(draft);
  const foreign: Record<string, string>[] = [
    { Origin: "https://otro.ejemplo.es", "Sec-Fetch-Site": "cross-site", "Content-Type": "text/plain" },
    { Origin: "https://otro.ejemplo.es", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
    { Origin: SITE, "Sec-Fetch-Site": "same-site", "Content-Type": "application/json" },
    { Origin: SITE, "Content-Type": "text/plain" },
    { "Content-Type": "application/json" },
  ];
  for (const headers of foreign) {
    const answer = await api("POST", "/git/refs", ajena, headers);
    expect(answer.status(), JSON.stringify(headers)).toBe(403);
  }
  // A pass that never ends, one dated ahead, or one from another issuer, on every address of the editor.
  for (const claims of [{ expiresIn: null }, { issuedIn: 600 }, { issuer: "https://otro.cloudflareaccess.com" }]) {
    const bad = callers(request, await access.pass({ email: EDITOR, ...claims }));
    expect((await bad.api("GET", "")).status(), JSON.stringify(claims)).toBe(403);
    expect((await bad.api("POST", "/git/refs", draft)).status(), JSON.stringify(claims)).toBe(403);
  }
  expect(writesSince(asked)).toEqual([]);
  expect((await gh("GET", "/branches/main")).commit.sha).toBe(fix);
  expect(github.pulls().filter((p) => p.head === "arreglo" || p.head === "cms/servicios/otra")).toEqual([
    { head: "arreglo", state: "open", merged: false, labels: [] },
    { head: "cms/servicios/otra", state: "open", merged: false, labels: [] },
  ]);
});
