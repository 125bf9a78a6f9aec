import fs from "fs";
import http from "http";
import path from "path";
import { createHash } from "crypto";
import { expect, type Page } from "@playwright/test";
import { jwtVerify } from "jose";

/*
 * A stand-in for GitHub on 127.0.0.1, for the editor on the published site (editor-login.spec.ts): the GitHub App's
 * login (authorize, which consents at once, and the token exchange, answering as GitHub does for an app whose user
 * tokens expire: each token stands until `expire()`, as after its 8 hours) and the part of the REST API that Decap's GitHub backend
 * uses to log in, list and read entries, and save them through the editorial workflow (blobs, trees, commits, branches,
 * pull requests and their labels, compare, merge). Its repository starts as this project's data/ on disk, on `main`.
 * It listens where the test build's editor looks for GitHub's API (its config.yml; scripts/run-e2e.mjs sets it), or,
 * for the Access mode (editor-access.spec.ts), where the Worker's proxy looks for it, answering the GitHub App too:
 * its installation and installation tokens, minted for an app token signed with the app's key.
 */
export const CLIENT_ID = "cliente-de-prueba";
export const CLIENT_SECRET = "secreto-de-prueba";
/** The first user token; each login after `expire()` gets the next (ghu_token_de_prueba_2...). */
export const TOKEN = "ghu_token_de_prueba";
export const REFRESH_TOKEN = "ghr_refresco_de_prueba";
/** A code for which the stand-in answers as for an OAuth App, or an app with expiry off: a token without expiry. */
export const NEVER_EXPIRING_CODE = "codigo-sin-caducidad";
/** The installation token the Access mode's Worker gets for the app's token. */
export const INSTALLATION_TOKEN = "ghs_instalacion_de_prueba";

interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
}
interface Pull {
  number: number;
  title: string;
  head: string;
  base: string;
  state: "open" | "closed";
  merged: boolean;
  labels: string[];
  body: string;
}

export interface StandIn {
  /** Its origin, which is GitHub's for the Worker (GITHUB_OAUTH_URL) and the editor. */
  origin: string;
  repo: string;
  /** Each request, as "METHOD /path?query", and the token exchanges' bodies. */
  requests: string[];
  exchanges: Record<string, string>[];
  /** The token now valid: the API refuses any other (401), as GitHub does an expired one. */
  token: () => string;
  /** Ends the token's life; the next login gets a new one. */
  expire: () => void;
  /** A file's text on a branch (or undefined), and the pull requests as the editor left them. */
  file: (branch: string, file: string) => string | undefined;
  pulls: () => { head: string; state: string; merged: boolean; labels: string[] }[];
  /** The pull requests' texts. */
  bodies: () => string[];
  /** The messages of a branch's commits, newest first (first parents). */
  messages: (branch: string) => string[];
  close: () => Promise<void>;
}

const sha1 = (text: string | Buffer) => createHash("sha1").update(text).digest("hex");
const blobSha = (content: Buffer) => sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));

function dataFiles(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else files.set(rel, fs.readFileSync(path.join(root, rel)));
    }
  };
  walk("data");
  return files;
}

/** A file in a tree: its blob and its mode (100644 a plain file, 120000 a link, 160000 a submodule). */
interface Entry {
  sha: string;
  mode: string;
}

/** An in-memory repository: trees are flat (path → entry), enough for what the editor does. */
class Repository {
  blobs = new Map<string, Buffer>();
  trees = new Map<string, Map<string, Entry>>();
  commits = new Map<string, Commit>();
  refs = new Map<string, string>();
  pulls: Pull[] = [];

  constructor(files: Map<string, Buffer>) {
    const tree = new Map([...files].map(([file, content]) => [file, { sha: this.blob(content), mode: "100644" }]));
    this.refs.set("main", this.commit(this.tree(tree), [], "Contenido inicial"));
  }
  blob(content: Buffer): string {
    const sha = blobSha(content);
    this.blobs.set(sha, content);
    return sha;
  }
  tree(entries: Map<string, Entry>): string {
    const sha = sha1([...entries].map(([file, e]) => `${file} ${e.mode} ${e.sha}`).sort().join("\n"));
    this.trees.set(sha, entries);
    return sha;
  }
  commit(tree: string, parents: string[], message: string): string {
    const sha = sha1(`${tree} ${parents.join(" ")} ${message} ${this.commits.size}`);
    this.commits.set(sha, { sha, tree, parents, message });
    return sha;
  }
  /** A branch name, "owner:branch", a commit or a tree, to its commit (or tree) sha. */
  resolve(ref: string): string | undefined {
    const name = ref.includes(":") ? ref.slice(ref.indexOf(":") + 1) : ref;
    return this.refs.get(name) ?? (this.commits.has(ref) || this.trees.has(ref) ? ref : undefined);
  }
  treeOf(ref: string): Map<string, Entry> | undefined {
    const sha = this.resolve(ref);
    return sha ? this.trees.get(this.commits.get(sha)?.tree ?? sha) : undefined;
  }
  /** Commits reachable from `to` and not from `from`, oldest first. */
  between(from: string, to: string): Commit[] {
    const seen = new Set<string>();
    for (const stack = [from]; stack.length; ) {
      const sha = stack.pop()!;
      if (seen.has(sha)) continue;
      seen.add(sha);
      stack.push(...(this.commits.get(sha)?.parents ?? []));
    }
    const out: Commit[] = [];
    for (let sha: string | undefined = to; sha && !seen.has(sha); sha = this.commits.get(sha)?.parents[0]) out.unshift(this.commits.get(sha)!);
    return out;
  }
}

type Reply = (status: number, body?: unknown) => void;
type Handler = (match: RegExpExecArray, body: Record<string, unknown>, url: URL, reply: Reply) => void;

function api(repo: Repository, owner: string): [string, RegExp, Handler][] {
  const commitJson = (c: Commit) => ({ sha: c.sha, parents: c.parents.map((sha) => ({ sha })), commit: { message: c.message, author: { name: "Editora de prueba", date: new Date().toISOString() } } });
  const pullJson = (p: Pull) => {
    const sha = repo.refs.get(p.head) ?? "";
    return { number: p.number, title: p.title, state: p.state, merged: p.merged, updated_at: new Date().toISOString(), user: { login: "editora" }, labels: p.labels.map((name) => ({ name })), head: { ref: p.head, sha, repo: { fork: false, full_name: owner } }, base: { ref: p.base, sha: repo.refs.get(p.base) } };
  };
  const pull = (n: string) => repo.pulls.find((p) => p.number === Number(n));
  return [
    ["GET", /^\/user$/, (_m, _b, _u, reply) => reply(200, { login: "editora", name: "Editora de prueba", avatar_url: "" })],
    ["GET", /^\/users\/[\w-]+$/, (_m, _b, _u, reply) => reply(200, { login: "editora", name: "Editora de prueba" })],
    ["GET", /^$/, (_m, _b, _u, reply) => reply(200, { full_name: `${owner}`, owner: { login: owner.split("/")[0] }, default_branch: "main", permissions: { admin: false, push: true, pull: true } })],
    ["GET", /^\/branches\/(.+)$/, ([, name = ""], _b, _u, reply) => {
      const sha = repo.refs.get(decodeURIComponent(name));
      reply(sha ? 200 : 404, sha ? { name: decodeURIComponent(name), commit: { sha } } : { message: "Branch not found" });
    }],
    ["GET", /^\/git\/trees\/([^:]+):(.*)$/, ([, ref = "", dir = ""], _b, url, reply) => {
      const tree = repo.treeOf(decodeURIComponent(ref));
      const folder = decodeURIComponent(dir).replace(/\/$/, "");
      const deep = url.searchParams.get("recursive") === "1";
      const entries = [...(tree ?? [])].filter(([file]) => (deep ? file.startsWith(`${folder}/`) : path.posix.dirname(file) === folder));
      if (!tree || !entries.length) return reply(404, { message: "Not Found" });
      reply(200, { sha: sha1(folder), truncated: false, tree: entries.map(([file, e]) => ({ path: file.slice(folder.length + 1), mode: e.mode, type: "blob", sha: e.sha, size: repo.blobs.get(e.sha)?.length })) });
    }],
    // A whole tree by its sha, recursive: its folders (as GitHub lists them, named by what is in them) and its files.
    ["GET", /^\/git\/trees\/(\w{40})$/, ([, sha = ""], _b, _u, reply) => {
      const tree = repo.trees.get(sha);
      if (!tree) return reply(404, { message: "Not Found" });
      const folders = [...new Set([...tree.keys()].flatMap((file) => file.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))))];
      const folderSha = (dir: string) => sha1([...tree].filter(([file]) => file.startsWith(`${dir}/`)).map(([file, e]) => `${file} ${e.sha}`).join("\n"));
      reply(200, { sha, truncated: false, tree: [...folders.map((dir) => ({ path: dir, mode: "040000", type: "tree", sha: folderSha(dir) })), ...[...tree].map(([file, e]) => ({ path: file, mode: e.mode, type: e.mode === "160000" ? "commit" : "blob", sha: e.sha }))] });
    }],
    ["GET", /^\/git\/commits\/(\w{40})$/, ([, sha = ""], _b, _u, reply) => {
      const c = repo.commits.get(sha);
      reply(c ? 200 : 404, c ? { sha, tree: { sha: c.tree }, parents: c.parents.map((p) => ({ sha: p })), message: c.message } : { message: "Not Found" });
    }],
    ["GET", /^\/git\/blobs\/(\w{40})$/, ([, sha = ""], _b, _u, reply) => {
      const content = repo.blobs.get(sha);
      reply(content ? 200 : 404, content ? { sha, size: content.length, encoding: "base64", content: content.toString("base64") } : { message: "Not Found" });
    }],
    ["POST", /^\/git\/blobs$/, (_m, body, _u, reply) => reply(201, { sha: repo.blob(Buffer.from(String(body.content), "base64")) })],
    ["POST", /^\/git\/trees$/, (_m, body, _u, reply) => {
      const entries = new Map(repo.treeOf(String(body.base_tree)) ?? []);
      for (const e of body.tree as { path: string; sha: string | null; mode?: string }[]) {
        if (e.sha) entries.set(e.path, { sha: e.sha, mode: e.mode ?? "100644" });
        else entries.delete(e.path);
      }
      reply(201, { sha: repo.tree(entries) });
    }],
    ["POST", /^\/git\/commits$/, (_m, body, _u, reply) => reply(201, commitJson(repo.commits.get(repo.commit(String(body.tree), body.parents as string[], String(body.message)))!))],
    ["POST", /^\/git\/refs$/, (_m, body, _u, reply) => {
      const name = String(body.ref).replace(/^refs\/heads\//, "");
      if (repo.refs.has(name)) return reply(422, { message: "Reference already exists" });
      repo.refs.set(name, String(body.sha));
      reply(201, { ref: body.ref, object: { sha: body.sha } });
    }],
    ["PATCH", /^\/git\/refs\/heads\/(.+)$/, ([, name = ""], body, _u, reply) => {
      repo.refs.set(decodeURIComponent(name), String(body.sha));
      reply(200, { ref: `refs/heads/${decodeURIComponent(name)}`, object: { sha: body.sha } });
    }],
    ["DELETE", /^\/git\/refs\/heads\/(.+)$/, ([, name = ""], _b, _u, reply) => reply(repo.refs.delete(decodeURIComponent(name)) ? 204 : 422, { message: "Reference does not exist" })],
    ["GET", /^\/git\/refs\/heads\/cms\//, (_m, _b, _u, reply) => reply(200, [])],
    ["GET", /^\/pulls$/, (_m, _b, url, reply) => {
      const head = url.searchParams.get("head")?.split(":").pop();
      const [state, base] = [url.searchParams.get("state") ?? "open", url.searchParams.get("base")];
      reply(200, repo.pulls.filter((p) => (state === "all" || p.state === state) && (!head || p.head === head) && (!base || p.base === base)).map(pullJson));
    }],
    ["POST", /^\/pulls$/, (_m, body, _u, reply) => {
      const p: Pull = { number: repo.pulls.length + 1, title: String(body.title), head: String(body.head).split(":").pop() ?? "", base: String(body.base ?? "main"), state: "open", merged: false, labels: [], body: String(body.body ?? "") };
      repo.pulls.push(p);
      reply(201, pullJson(p));
    }],
    ["GET", /^\/pulls\/(\d+)$/, ([, n = ""], _b, _u, reply) => {
      const p = pull(n);
      reply(p ? 200 : 404, p ? pullJson(p) : { message: "Not Found" });
    }],
    ["PATCH", /^\/pulls\/(\d+)$/, ([, n = ""], body, _u, reply) => {
      const p = pull(n);
      if (p && (body.state === "open" || body.state === "closed")) p.state = body.state;
      reply(p ? 200 : 404, p ? pullJson(p) : { message: "Not Found" });
    }],
    ["GET", /^\/pulls\/(\d+)\/commits$/, ([, n = ""], _b, _u, reply) => reply(200, repo.between(repo.refs.get("main") ?? "", repo.refs.get(pull(n)?.head ?? "") ?? "").map(commitJson))],
    ["PUT", /^\/issues\/(\d+)\/labels$/, ([, n = ""], body, _u, reply) => {
      const p = pull(n);
      if (p) p.labels = body.labels as string[];
      reply(p ? 200 : 404, (p?.labels ?? []).map((name) => ({ name })));
    }],
    ["PUT", /^\/pulls\/(\d+)\/merge$/, ([, n = ""], body, _u, reply) => {
      const p = pull(n);
      const head = p && repo.refs.get(p.head);
      if (!p || !head) return reply(404, { message: "Not Found" });
      const merged = repo.commit(repo.commits.get(head)!.tree, [repo.refs.get(p.base)!, head], String(body.commit_message ?? `Merge pull request #${p.number}`));
      repo.refs.set(p.base, merged);
      Object.assign(p, { state: "closed", merged: true });
      reply(200, { sha: merged, merged: true, message: "Pull Request successfully merged" });
    }],
    ["GET", /^\/compare\/(.+)\.\.\.(.+)$/, ([, from = "", to = ""], _b, _u, reply) => {
      const [a, b] = [repo.resolve(decodeURIComponent(from)), repo.resolve(decodeURIComponent(to))];
      if (!a || !b) return reply(404, { message: "Not Found" });
      const [before, after] = [repo.treeOf(a)!, repo.treeOf(b)!];
      const same = (f: string) => before.get(f)?.sha === after.get(f)?.sha && before.get(f)?.mode === after.get(f)?.mode;
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => !same(f));
      const files = changed.map((f) => ({ filename: f, sha: after.get(f)?.sha ?? null, status: !before.has(f) ? "added" : !after.has(f) ? "removed" : "modified", patch: "@@" }));
      reply(200, { base_commit: commitJson(repo.commits.get(a)!), commits: repo.between(a, b).map(commitJson), files });
    }],
    ["GET", /^\/commits\/\w+\/status$/, (_m, _b, _u, reply) => reply(200, { state: "pending", statuses: [] })],
    ["GET", /^\/commits$/, (_m, _b, _u, reply) => reply(200, [])],
  ];
}

export interface AppOptions {
  /** Where it listens instead of the build's api_root. */
  port: number;
  /** The GitHub App's public key, which its app tokens must be signed with, and its client id, their issuer. */
  appKey: CryptoKey;
}

export function startGitHubStandIn(root: string, app?: AppOptions): Promise<StandIn> {
  const { backend } = JSON.parse(fs.readFileSync(path.join(root, "public", "admin", "config.yml"), "utf8")) as { backend: { api_root?: string; repo?: string } };
  if (!backend.api_root || !backend.repo) throw new Error("public/ no es la compilación de las pruebas (npm run test:e2e): su editor no usa el sustituto de GitHub.");
  const origin = app ? `http://127.0.0.1:${app.port}` : new URL(backend.api_root).origin;
  const repoName = backend.repo;
  const repo = new Repository(dataFiles(root));
  const routes = api(repo, repoName);
  const requests: string[] = [];
  const exchanges: Record<string, string>[] = [];
  let [valid, spent, generation] = [TOKEN, false, 1];
  const cors = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Authorization, Content-Type", "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE" };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin);
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    let raw = "";
    req.on("data", (d) => (raw += d));
    req.on("end", () => {
      const reply: Reply = (status, body) => {
        res.writeHead(status, { "Content-Type": "application/json", ...cors });
        res.end(body === undefined || status === 204 ? undefined : JSON.stringify(body));
      };
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (req.method === "OPTIONS") return reply(204);
      if (url.pathname === "/login/oauth/authorize") {
        if (url.searchParams.get("client_id") !== CLIENT_ID) return reply(404, { message: "Not Found" });
        res.writeHead(302, { Location: `${url.searchParams.get("redirect_uri")}?code=codigo-de-prueba&state=${encodeURIComponent(url.searchParams.get("state") ?? "")}` });
        return res.end();
      }
      if (url.pathname === "/login/oauth/access_token" && req.method === "POST") {
        exchanges.push(body as Record<string, string>);
        const app = body.client_id === CLIENT_ID && body.client_secret === CLIENT_SECRET;
        if (app && body.code === NEVER_EXPIRING_CODE) return reply(200, { access_token: "gho_sin_caducidad", token_type: "bearer", scope: "" });
        if (!app || body.code !== "codigo-de-prueba") return reply(200, { error: "bad_verification_code" });
        if (spent) [valid, spent] = [`${TOKEN}_${++generation}`, false];
        return reply(200, { access_token: valid, expires_in: 28800, refresh_token: REFRESH_TOKEN, refresh_token_expires_in: 15811200, token_type: "bearer", scope: "" });
      }
      // A page of another origin that opens the login, to show the token never reaches it.
      if (url.pathname === "/otro-origen") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end("<!doctype html><title>Otro origen</title><script>window.received = []; addEventListener('message', (e) => window.received.push(String(e.data)));</script>");
      }
      const appToken = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      if (app && url.pathname === `/repos/${repoName}/installation`) {
        return void jwtVerify(appToken, app.appKey, { issuer: CLIENT_ID }).then(() => reply(200, { id: 7 }), () => reply(401, { message: "A JSON web token could not be decoded" }));
      }
      if (app && url.pathname === "/app/installations/7/access_tokens" && req.method === "POST") {
        const only = (body.repositories as string[] | undefined)?.join();
        return void jwtVerify(appToken, app.appKey, { issuer: CLIENT_ID }).then(
          () => reply(only === repoName.split("/")[1] ? 201 : 422, { token: INSTALLATION_TOKEN, expires_at: new Date(Date.now() + 3600_000).toISOString() }),
          () => reply(401, { message: "A JSON web token could not be decoded" }),
        );
      }
      const allowed = app ? `Bearer ${INSTALLATION_TOKEN}` : `token ${valid}`;
      if (spent || req.headers.authorization !== allowed) return reply(401, { message: "Bad credentials" });
      const prefix = url.pathname === "/user" || url.pathname.startsWith("/users/") ? "" : `/repos/${repoName}`;
      if (prefix && !url.pathname.startsWith(prefix)) return reply(404, { message: "Not Found" });
      const rest = url.pathname.slice(prefix.length);
      for (const [method, pattern, handle] of routes) {
        const match = method === req.method ? pattern.exec(rest) : null;
        if (match) return handle(match, body, url, reply);
      }
      reply(404, { message: "Not Found" });
    });
  });
  const file = (branch: string, name: string) => {
    const sha = repo.treeOf(branch)?.get(name)?.sha;
    return sha ? repo.blobs.get(sha)?.toString("utf8") : undefined;
  };
  const pulls = () => repo.pulls.map(({ head, state, merged, labels }) => ({ head, state, merged, labels }));
  const bodies = () => repo.pulls.map((p) => p.body);
  const messages = (branch: string) => {
    const out: string[] = [];
    for (let sha = repo.refs.get(branch); sha; sha = repo.commits.get(sha)?.parents[0]) out.push(repo.commits.get(sha)?.message ?? "");
    return out;
  };
  return new Promise((resolve) =>
    server.listen(Number(new URL(origin).port), "127.0.0.1", () => resolve({ origin, repo: repoName, requests, exchanges, token: () => valid, expire: () => void (spent = true), file, pulls, bodies, messages, close: () => new Promise((done) => server.close(() => done())) })),
  );
}

/** In the entry's editor, its draft marked ready and published, as an editor does; it waits until GitHub merged it. */
export async function publishDraft(page: Page, github: StandIn): Promise<void> {
  await page.getByRole("button", { name: /Estado: Borrador/ }).click();
  await page.getByRole("menuitem", { name: "Listo", exact: true }).click();
  await expect.poll(() => github.pulls()[0]?.labels, { timeout: 30_000 }).toEqual(["decap-cms/pending_publish"]);
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publicar ahora", exact: true }).click();
  await expect.poll(() => github.pulls()[0], { timeout: 30_000 }).toMatchObject({ state: "closed", merged: true });
}
