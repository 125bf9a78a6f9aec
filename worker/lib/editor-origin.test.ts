/** @jest-environment node */
import { crossSiteProblem, routeByOrigin } from "./editor-origin";
import type { EditorEnv } from "./settings";

const env = { EDITOR_ORIGIN: "https://editor.ejemplo.es/", SITE_URL: "https://www.ejemplo.es" };
const route = (url: string, settings: EditorEnv = env) => routeByOrigin(new Request(url), settings);

test("without EDITOR_ORIGIN, every address stays where it is", async () => {
  expect(await route("https://www.ejemplo.es/admin/", {})).toBeUndefined();
  expect(await route("https://www.ejemplo.es/servicios/", { EDITOR_ORIGIN: " " })).toBeUndefined();
});

test("/admin/ on any other origin goes to the same address on the editor's, and stays there", async () => {
  const r = await route("https://www.ejemplo.es/admin/?x=1#/collections");
  expect(r?.status).toBe(302);
  expect(r?.headers.get("location")).toBe("https://editor.ejemplo.es/admin/?x=1");
  expect(await route("https://www.ejemplo.es/admin")).toHaveProperty("status", 302);
  for (const path of ["/admin/", "/admin/config.yml", "/admin", "/api/auth?scope=repo", "/api/callback", "/page-data/sq/d/3354172294.json"]) expect(await route(`https://editor.ejemplo.es${path}`)).toBeUndefined();
  expect(await route("https://www.ejemplo.es/servicios/")).toBeUndefined();
});

test("on the editor's origin, every other address goes to the public site", async () => {
  for (const path of ["/", "/servicios/fontaneria/?a=1", "/administracion", "/apis/", "/404.html", "/sitemap-index.xml", "/page-data/app-data.json"]) {
    const r = await route(`https://editor.ejemplo.es${path}`);
    expect(r?.status).toBe(302);
    expect(r?.headers.get("location")).toBe(`https://www.ejemplo.es${path}`);
    expect(r?.headers.get("cache-control")).toBe("no-store");
  }
});

test("a setting it cannot honour stops the editor's addresses with the configuration page, and never the public pages", async () => {
  const wrong = { EDITOR_ORIGIN: "http://editor.ejemplo.es", SITE_URL: "https://www.ejemplo.es" };
  for (const url of ["http://editor.ejemplo.es/admin/", "https://www.ejemplo.es/admin/", "https://www.ejemplo.es/api/auth"]) {
    const r = await route(url, wrong);
    expect(r?.status).toBe(500);
    const html = await r?.text();
    expect(html).toContain("El acceso al editor no está configurado");
    expect(html).toContain("EDITOR_ORIGIN debe ser una dirección https:// (es &quot;http://editor.ejemplo.es&quot;).");
  }
  expect(await route("https://www.ejemplo.es/servicios/", wrong)).toBeUndefined();
  expect(await route("http://editor.ejemplo.es/servicios/", wrong)).toBeUndefined();
  expect(await route("https://www.ejemplo.es/page-data/sq/d/1.json", wrong)).toBeUndefined();
  expect(await (await route("https://www.ejemplo.es/admin/", { ...env, EDITOR_ORGIN: "x" }))?.text()).toContain("EDITOR_ORGIN no es una variable del acceso al editor");
});

describe("in the Access mode", () => {
  const access = { ...env, ACCESS_TEAM_DOMAIN: "https://montoya.cloudflareaccess.com", ACCESS_AUD: "aud123", GITHUB_CLIENT_ID: "Iv23liApp", GITHUB_APP_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----" };

  test("nothing on the editor's origin without Access's pass; the public pages are not asked for one", async () => {
    for (const url of ["https://editor.ejemplo.es/admin/", "https://editor.ejemplo.es/api/github/user", "https://editor.ejemplo.es/page-data/sq/d/1.json", "https://editor.ejemplo.es/api/auth"]) {
      const r = await route(url, access);
      expect(r?.status).toBe(403);
      expect(await r?.text()).toContain("La petición no trae el pase de Cloudflare Access.");
    }
    expect(await route("https://www.ejemplo.es/servicios/", access)).toBeUndefined();
    expect((await route("https://www.ejemplo.es/admin/", access))?.headers.get("location")).toBe("https://editor.ejemplo.es/admin/");
  });

  test("a setting missing stops the editor with the configuration page, naming it", async () => {
    const r = await route("https://editor.ejemplo.es/admin/", { ...access, GITHUB_APP_PRIVATE_KEY: "" });
    expect(r?.status).toBe(500);
    expect(await r?.text()).toContain("Con Cloudflare Access falta GITHUB_APP_PRIVATE_KEY");
  });
});

test("a write on the editor's origin comes from its own page, as JSON; anything a page elsewhere can send is refused", async () => {
  const editor = "https://editor.ejemplo.es";
  const write = (headers: Record<string, string>, method = "POST") => new Request(`${editor}/api/github/repos/montoya/web/git/refs`, { method, headers, body: "{}" });
  const own = { "Content-Type": "application/json; charset=utf-8", Origin: editor, "Sec-Fetch-Site": "same-origin" };
  expect(crossSiteProblem(write(own), editor)).toBeUndefined();
  expect(crossSiteProblem(write({ "Content-Type": "application/json", Origin: editor }), editor)).toBeUndefined();
  expect(crossSiteProblem(new Request(`${editor}/admin/`), editor)).toBeUndefined();
  const ELSEWHERE = "El editor solo acepta cambios enviados desde su propia página.";
  expect(crossSiteProblem(write({ ...own, "Content-Type": "text/plain" }), editor)).toBe("El editor solo acepta cambios en JSON (Content-Type: application/json).");
  expect(crossSiteProblem(write({ ...own, Origin: "https://otro.ejemplo.es" }), editor)).toBe(ELSEWHERE);
  expect(crossSiteProblem(write({ ...own, "Sec-Fetch-Site": "same-site" }), editor)).toBe(ELSEWHERE);
  expect(crossSiteProblem(write({ "Content-Type": "application/json" }), editor)).toBe(ELSEWHERE);
  expect(crossSiteProblem(write({ "Content-Type": "text/plain", Origin: "https://otro.ejemplo.es", "Sec-Fetch-Site": "cross-site" }, "PATCH"), editor)).toBe(ELSEWHERE);
  const refused = await routeByOrigin(write({ "Content-Type": "text/plain", Origin: "https://otro.ejemplo.es" }), env);
  expect(refused?.status).toBe(403);
  expect(await refused?.json()).toEqual({ message: ELSEWHERE });
});
