/** @jest-environment node */
import { createHash } from "crypto";
import { finishAuthorization, startAuthorization } from "./github-oauth";

const env = { GITHUB_CLIENT_ID: "id-123", GITHUB_CLIENT_SECRET: "secreto-456" };
/** What GitHub answers for a GitHub App whose user tokens expire. */
const appToken = { access_token: "ghu_token", expires_in: 28800, refresh_token: "ghr_refresco", refresh_token_expires_in: 15811200, token_type: "bearer", scope: "" };
const SITE = "https://www.ejemplo.es";

async function start(url = `${SITE}/api/auth?provider=github&site_id=x&scope=repo`) {
  const r = await startAuthorization(new Request(url), env);
  const location = new URL(r.headers.get("location") ?? "");
  return { r, location, state: location.searchParams.get("state") ?? "" };
}

function callback(query: string, cookie?: string) {
  return new Request(`${SITE}/api/callback?${query}`, { headers: cookie ? { cookie } : {} });
}

const tokenAnswer = (body: unknown, status = 200) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

describe("the editor's GitHub login", () => {
  test("starts at GitHub's authorization with the app's client id, the site's callback, no scope and a fresh state kept in a __Host- cookie", async () => {
    const { r, location, state } = await start();
    expect(r.status).toBe(302);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("id-123");
    expect(location.searchParams.get("redirect_uri")).toBe(`${SITE}/api/callback`);
    expect([...location.searchParams.keys()].sort()).toEqual(["client_id", "redirect_uri", "state"]);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect((await start()).state).not.toBe(state);
    expect(r.headers.get("set-cookie")).toBe(`__Host-editor_oauth_state=${state}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=600`);
    expect(r.headers.get("location")).not.toContain("secreto");
  });

  test("passes no scope on (the app's permissions decide), and refuses one Decap never asks for with the configuration page", async () => {
    for (const scope of ["repo", "public_repo"]) expect((await start(`${SITE}/api/auth?scope=${scope}`)).location.searchParams.has("scope")).toBe(false);
    const r = await startAuthorization(new Request(`${SITE}/api/auth?scope=admin:org`), env);
    expect(r.status).toBe(400);
    expect(r.headers.get("location")).toBeNull();
    const html = await r.text();
    expect(html).toContain("El acceso al editor no está configurado");
    expect(html).toContain("El editor pide a GitHub el permiso «admin:org», que este acceso no conoce");
  });

  test("the retired CMS_AUTH_SCOPE, or a misspelt variable, stops the login on the configuration page, naming it", async () => {
    for (const [name, said] of [["CMS_AUTH_SCOPE", "CMS_AUTH_SCOPE ya no se usa"], ["GITHUB_CLIENT_SECRETO", "GITHUB_CLIENT_SECRETO no es una variable del acceso al editor"]] as const) {
      const r = await startAuthorization(new Request(`${SITE}/api/auth?scope=repo`), { ...env, [name]: "public_repo" });
      expect(r.status).toBe(500);
      expect(r.headers.get("location")).toBeNull();
      expect(await r.text()).toContain(said);
    }
  });

  test("with EDITOR_ORIGIN set, the login starts only there, and a callback on another origin gets nothing", async () => {
    const editor = { ...env, EDITOR_ORIGIN: "https://editor.ejemplo.es", SITE_URL: SITE };
    const away = await startAuthorization(new Request(`${SITE}/api/auth?provider=github&scope=repo`), editor);
    expect(away.status).toBe(302);
    expect(away.headers.get("location")).toBe("https://editor.ejemplo.es/api/auth?provider=github&scope=repo");
    const there = await startAuthorization(new Request("https://editor.ejemplo.es/api/auth?scope=repo"), editor);
    expect(new URL(there.headers.get("location") ?? "").searchParams.get("redirect_uri")).toBe("https://editor.ejemplo.es/api/callback");
    const fetcher = tokenAnswer(appToken);
    const refused = await finishAuthorization(callback("code=abc&state=s", "__Host-editor_oauth_state=s"), editor, fetcher);
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain("ghu_token");
    expect(fetcher).not.toHaveBeenCalled();
  });

  test("trades the code for the app's expiring token and hands only it to this site's origin, by a script the page's policy allows", async () => {
    const { state } = await start();
    const fetcher = tokenAnswer(appToken);
    const r = await finishAuthorization(callback(`code=abc&state=${state}`, `otra=1; __Host-editor_oauth_state=${state}`), env, fetcher);
    expect(r.status).toBe(200);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://github.com/login/oauth/access_token");
    expect(JSON.parse(String(init.body))).toEqual({ client_id: "id-123", client_secret: "secreto-456", code: "abc", redirect_uri: `${SITE}/api/callback` });
    const html = await r.text();
    expect(html).toContain("Sesión iniciada");
    expect(html).toContain(String.raw`authorization:github:success:{\"token\":\"ghu_token\",\"provider\":\"github\"}`);
    expect(html).not.toContain("ghr_refresco");
    expect(html).toContain("window.opener.postMessage(data.message, origin)");
    expect(html).not.toContain('"*"');
    expect(html).not.toContain("secreto");
    const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? "";
    const hash = createHash("sha256").update(script).digest("base64");
    expect(r.headers.get("content-security-policy")).toContain(`script-src 'sha256-${hash}'`);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.headers.get("set-cookie")).toBe("__Host-editor_oauth_state=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  test("a token that never expires (an OAuth App's, or an app's with expiry off) is not handed over: the configuration page says why", async () => {
    const { state } = await start();
    for (const body of [{ access_token: "gho_token", token_type: "bearer", scope: "" }, { ...appToken, access_token: "ghu_sin_caducidad", expires_in: undefined }]) {
      const r = await finishAuthorization(callback(`code=abc&state=${state}`, `__Host-editor_oauth_state=${state}`), env, tokenAnswer(body));
      expect(r.status).toBe(500);
      const html = await r.text();
      expect(html).toContain("El acceso al editor no está configurado");
      expect(html).toContain("GitHub ha dado una clave que no caduca");
      expect(html).toContain("authorization:github:error:");
      expect(html).not.toMatch(/gho_token|ghu_sin_caducidad|ghr_refresco/);
    }
  });

  test("refuses a state that is not the one it gave, a missing one and a missing code, without asking GitHub", async () => {
    const { state } = await start();
    const fetcher = tokenAnswer(appToken);
    const cases = [
      callback(`code=abc&state=${state}x`, `__Host-editor_oauth_state=${state}`),
      callback(`code=abc&state=${state}`),
      callback(`code=abc&state=${state}`, `editor_oauth_state=${state}`),
      callback("code=abc", `__Host-editor_oauth_state=${state}`),
    ];
    for (const request of cases) {
      const r = await finishAuthorization(request, env, fetcher);
      expect(r.status).toBe(400);
      const html = await r.text();
      expect(html).toContain("Este inicio de sesión no es válido o ha caducado");
      expect(html).toContain("authorization:github:error:");
    }
    const noCode = await finishAuthorization(callback(`state=${state}`, `__Host-editor_oauth_state=${state}`), env, fetcher);
    expect(noCode.status).toBe(400);
    expect(await noCode.text()).toContain("GitHub no ha enviado el código de acceso");
    expect(fetcher).not.toHaveBeenCalled();
  });

  test("says so when the person declines on GitHub, or GitHub refuses the code, with no token or secret in view", async () => {
    const { state } = await start();
    const cookie = `__Host-editor_oauth_state=${state}`;
    const declined = await finishAuthorization(callback(`error=access_denied&state=${state}`, cookie), env, tokenAnswer({}));
    expect(declined.status).toBe(403);
    expect(await declined.text()).toContain("GitHub no ha dado acceso");
    for (const fetcher of [tokenAnswer({ error: "bad_verification_code" }), tokenAnswer({}, 500), jest.fn(async () => Promise.reject(new TypeError("fetch failed")))]) {
      const r = await finishAuthorization(callback(`code=abc&state=${state}`, cookie), env, fetcher as typeof fetch);
      expect(r.status).toBe(502);
      const html = await r.text();
      expect(html).toContain("GitHub no ha aceptado el inicio de sesión");
      expect(html).not.toMatch(/secreto|abc/);
    }
  });

  test("a clear page naming the missing secrets, on both steps", async () => {
    for (const r of [await startAuthorization(new Request(`${SITE}/api/auth`), {}), await finishAuthorization(callback("code=a&state=b"), { GITHUB_CLIENT_ID: "x" })]) {
      expect(r.status).toBe(500);
      const html = await r.text();
      expect(html).toContain("El acceso al editor no está configurado");
      expect(html).toMatch(/Faltan? (GITHUB_CLIENT_ID y )?GITHUB_CLIENT_SECRET, de la GitHub App del editor/);
      expect(r.headers.get("content-security-policy")).toContain("script-src 'none'");
    }
  });

  test("sends the secret to GitHub or a loopback stand-in only", async () => {
    const evil = { ...env, GITHUB_OAUTH_URL: "http://evil.example" };
    const fetcher = tokenAnswer(appToken);
    for (const r of [await startAuthorization(new Request(`${SITE}/api/auth`), evil), await finishAuthorization(callback("code=a&state=b", "__Host-editor_oauth_state=b"), evil, fetcher)]) {
      expect(r.status).toBe(500);
      expect(r.headers.get("location")).toBeNull();
      expect(await r.text()).toContain("GITHUB_OAUTH_URL debe ser una dirección https://");
    }
    expect(fetcher).not.toHaveBeenCalled();
    const local = await startAuthorization(new Request("http://127.0.0.1:8788/api/auth"), { ...env, GITHUB_OAUTH_URL: "http://127.0.0.1:9300" });
    expect(local.headers.get("location")).toMatch(/^http:\/\/127\.0\.0\.1:9300\/login\/oauth\/authorize\?/);
    expect(local.headers.get("set-cookie")).toMatch(/^__Host-editor_oauth_state=[\w-]{43}; Path=\/; Secure;/);
  });
});
