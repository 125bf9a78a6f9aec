/** @jest-environment node */
import { exportPKCS8, generateKeyPair, jwtVerify } from "jose";
import { proxy, type Site } from "./github-proxy";

const REPO = "montoya/web";
const EDITOR = { email: "ana@ejemplo.es" };
const API = "https://api.github.test";
let app: { clientId: string; privateKey: string; api: string };
let publicKey: CryptoKey;
const site: Site = { ASSETS: { fetch: async () => new Response(JSON.stringify({ backend: { name: "github", repo: REPO, branch: "main" } })) } };

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  publicKey = pair.publicKey;
  // A fresh API origin per run keeps the token cache of one test out of the others'.
  app = { clientId: "Iv23liApp", privateKey: await exportPKCS8(pair.privateKey), api: API };
});

const SHA = (c: string) => c.repeat(40);
interface Pull {
  head: string;
  base?: string;
  repo?: string;
}

/**
 * GitHub as the proxy sees it: what it was asked, with which token; what the compare says a head changes, the head's
 * tree (every file plain unless `modes` says otherwise) and pull request 7's head and base.
 */
function github(changed: string[] = ["data/services/fontaneria.json"], pull: Pull = { head: "cms/servicios/fontaneria" }, modes: Record<string, string> = {}) {
  const calls: { method: string; path: string; auth: string; body?: Record<string, unknown> }[] = [];
  const fetcher = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const auth = new Headers(init.headers).get("authorization") ?? "";
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method: init.method ?? "GET", path: url.pathname + url.search, auth, body });
    const reply = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });
    const path = url.pathname.replace(`/repos/${REPO}`, "");
    if (url.pathname === `/repos/${REPO}/installation`) {
      const { payload } = await jwtVerify(auth.replace("Bearer ", ""), publicKey, { issuer: "Iv23liApp" });
      return reply(200, { id: 42, iat: payload.iat });
    }
    if (url.pathname === "/app/installations/42/access_tokens") return reply(201, { token: "ghs_instalacion", expires_at: new Date(Date.now() + 3600_000).toISOString() });
    if (path === "") return reply(200, { full_name: REPO, owner: { login: "montoya" } });
    if (path.startsWith("/compare/")) return reply(200, { files: changed.map((filename) => ({ filename, status: "modified" })) });
    if (/^\/git\/commits\/\w{40}$/.test(path)) return reply(200, { tree: { sha: SHA("e") } });
    // A commit's tree (e) holds the changed files as they were; any other tree, as they are now.
    const tree = /^\/git\/trees\/(\w{40})$/.exec(path)?.[1];
    if (tree) return reply(200, { truncated: false, tree: changed.map((p) => ({ path: p, mode: modes[p] ?? "100644", type: "blob", sha: tree === SHA("e") ? SHA("f") : SHA("0") })) });
    if (path === "/pulls/7") return reply(200, { number: 7, head: { ref: pull.head, sha: SHA("c"), repo: { full_name: pull.repo ?? REPO } }, base: { ref: pull.base ?? "main" } });
    return reply(200, body ?? {});
  });
  return { calls, fetcher: fetcher as unknown as typeof fetch, sent: () => calls.filter((c) => !/installation/.test(c.path)), written: () => calls.filter((c) => c.method !== "GET" && !/installation/.test(c.path)) };
}

const call = (method: string, path: string, body?: unknown) =>
  new Request(`https://editor.ejemplo.es/api/github${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

test("Decap's reads go to GitHub for this repository with the app's installation token, minted once and kept", async () => {
  const gh = github();
  const repo = await proxy(call("GET", `/repos/${REPO}`), EDITOR, app, site, gh.fetcher);
  // The editor may push: Access let them in, and the app's token carries no person's permissions.
  expect(await repo.json()).toMatchObject({ full_name: REPO, permissions: { push: true } });
  await proxy(call("GET", `/repos/${REPO}/git/trees/main:data/services?recursive=1`), EDITOR, app, site, gh.fetcher);
  expect(gh.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    `GET /repos/${REPO}/installation`,
    "POST /app/installations/42/access_tokens",
    `GET /repos/${REPO}`,
    `GET /repos/${REPO}/git/trees/main:data/services?recursive=1`,
  ]);
  expect(gh.calls[1]?.body).toEqual({ repositories: ["web"] });
  expect(gh.sent().every((c) => c.auth === "Bearer ghs_instalacion")).toBe(true);
});

test("the user is the person Access let in, without asking GitHub", async () => {
  const gh = github();
  expect(await (await proxy(call("GET", "/user"), EDITOR, app, site, gh.fetcher)).json()).toMatchObject({ login: "ana@ejemplo.es", email: "ana@ejemplo.es" });
  expect(gh.calls).toEqual([]);
});

test("commits, pull requests and merges name the editor as co-author", async () => {
  const gh = github();
  const committed = await proxy(call("POST", `/repos/${REPO}/git/commits`, { message: "Update Servicios “fontaneria”", tree: SHA("1"), parents: [SHA("2")] }), EDITOR, app, site, gh.fetcher);
  expect(committed.status).toBe(200);
  await proxy(call("POST", `/repos/${REPO}/pulls`, { title: "Update", body: "Automatically generated by Decap CMS", head: "montoya:cms/servicios/fontaneria", base: "main" }), EDITOR, app, site, gh.fetcher);
  const merged = await proxy(call("PUT", `/repos/${REPO}/pulls/7/merge`, { commit_message: "Automatically generated. Merged on Decap CMS.", merge_method: "merge", sha: SHA("c") }), EDITOR, app, site, gh.fetcher);
  expect(merged.status).toBe(200);
  const sent = gh.written();
  expect(sent.map((c) => c.body?.message ?? c.body?.body ?? c.body?.commit_message)).toEqual([
    "Update Servicios “fontaneria”\n\nCo-authored-by: ana <ana@ejemplo.es>",
    "Automatically generated by Decap CMS\n\nCo-authored-by: ana <ana@ejemplo.es>",
    "Automatically generated. Merged on Decap CMS.\n\nCo-authored-by: ana <ana@ejemplo.es>",
  ]);
  // The merge is of the head whose files were checked.
  expect(sent[2]?.body?.sha).toBe(SHA("c"));
});

const refusal = async (request: Request, gh = github()) => {
  const r = await proxy(request, EDITOR, app, site, gh.fetcher);
  return { status: r.status, message: ((await r.json()) as { message: string }).message, written: gh.written() };
};

test("another repository, a call Decap never makes, a published branch or a draft that brings code: refused, nothing written", async () => {
  expect(await refusal(call("GET", "/repos/montoya/otro/git/trees/main:data"))).toEqual({ status: 403, message: "El editor no hace esta petición: GET /repos/montoya/otro/git/trees/main:data.", written: [] });
  expect(await refusal(call("PUT", `/repos/${REPO}/collaborators/intruso`, {}))).toMatchObject({ status: 403, written: [] });
  expect(await refusal(call("GET", "/orgs/montoya/repos"))).toMatchObject({ status: 403, written: [] });
  expect(await refusal(call("POST", `/repos/${REPO}/git/trees`, { base_tree: SHA("b"), tree: [{ path: "worker/index.ts", mode: "100644", type: "blob", sha: SHA("a") }] }))).toEqual({ status: 403, message: "El editor solo cambia archivos de data/: worker/index.ts.", written: [] });
  // A draft branch pointed at a commit that changes code, or one that turns a data file into a link.
  expect(await refusal(call("POST", `/repos/${REPO}/git/refs`, { ref: "refs/heads/cms/servicios/x", sha: SHA("d") }), github(["data/site.json", ".github/workflows/deploy.yml"]))).toEqual({ status: 403, message: "El editor solo cambia archivos de data/: .github/workflows/deploy.yml.", written: [] });
  expect(await refusal(call("PATCH", `/repos/${REPO}/git/refs/heads/cms%2Fservicios%2Fx`, { sha: SHA("d"), force: true }), github(["data/site.json"], undefined, { "data/site.json": "120000" }))).toEqual({ status: 403, message: "El editor solo cambia archivos de data/: data/site.json.", written: [] });
  // A new commit whose tree, against its parent's, changes code.
  expect(await refusal(call("POST", `/repos/${REPO}/git/commits`, { message: "m", tree: SHA("1"), parents: [SHA("2")] }), github(["src/pages/index.tsx"]))).toMatchObject({ status: 403, written: [] });
});

test("the published branch moved by a body's ref, or by a path GitHub reads as it: refused before GitHub hears of it", async () => {
  for (const [path, body] of [
    ["/git/refs/heads/main", { sha: SHA("d"), force: true, ref: "refs/heads/cms/servicios/fontaneria" }],
    ["/git/refs/heads/main", { sha: SHA("d"), force: true }],
    ["/git/refs/heads/cms%2F..%2F..%2Fheads%2Fmain", { sha: SHA("d") }],
    ["/git/refs/heads/cms/servicios/../../main", { sha: SHA("d") }],
  ] as const) {
    const gh = github();
    expect((await refusal(call("PATCH", `/repos/${REPO}${path}`, body), gh)).status).toBe(403);
    expect(gh.calls).toEqual([]);
  }
});

test("merges, closing and labels only for pull requests GitHub says go from a draft of this repository into the published branch", async () => {
  const NOT_A_DRAFT = "El editor solo toca sus solicitudes de cambios: las de un borrador (cms/…) hacia la rama publicada.";
  for (const pull of [{ head: "dependabot/npm/jose" }, { head: "cms/servicios/fontaneria", base: "desarrollo" }, { head: "cms/servicios/fontaneria", repo: "intruso/web" }]) {
    for (const [method, path, body] of [["PUT", "/pulls/7/merge", {}], ["PATCH", "/pulls/7", { state: "closed" }], ["PUT", "/issues/7/labels", { labels: ["decap-cms/pending_publish"] }]] as const) {
      expect(await refusal(call(method, `/repos/${REPO}${path}`, body), github(undefined, pull))).toEqual({ status: 403, message: NOT_A_DRAFT, written: [] });
    }
  }
  // A merge of another head than the one checked, or one that would bring code.
  expect(await refusal(call("PUT", `/repos/${REPO}/pulls/7/merge`, { sha: SHA("9") }))).toMatchObject({ status: 403, written: [] });
  expect(await refusal(call("PUT", `/repos/${REPO}/pulls/7/merge`, {}), github(["src/pages/index.tsx"]))).toEqual({ status: 403, message: "El editor solo cambia archivos de data/: src/pages/index.tsx.", written: [] });
  expect(await refusal(call("POST", `/repos/${REPO}/pulls`, { head: "montoya:arreglo", base: "main", body: "" }))).toMatchObject({ status: 403, written: [] });
});

test("a write's body must be Decap's JSON object, with no query, before any call to GitHub", async () => {
  for (const request of [
    new Request(`https://editor.ejemplo.es/api/github/repos/${REPO}/git/blobs`, { method: "POST", body: "content=x" }),
    new Request(`https://editor.ejemplo.es/api/github/repos/${REPO}/git/blobs`, { method: "POST", body: "[]" }),
    call("POST", `/repos/${REPO}/git/blobs?x=1`, { content: "eA==", encoding: "base64" }),
  ]) {
    const gh = github();
    expect((await refusal(request, gh)).status).toBe(403);
    expect(gh.calls).toEqual([]);
  }
});
