/** @jest-environment node */
import { accessMode, readAccess, readLogin, readOrigins, type Checked } from "./settings";

const secrets = { GITHUB_CLIENT_ID: "Iv23liApp", GITHUB_CLIENT_SECRET: "secreto" };
const editor = { EDITOR_ORIGIN: "https://editor.ejemplo.es/admin", SITE_URL: "https://www.ejemplo.es/" };

const problems = (checked: Checked<unknown>) => (checked.ok ? [] : checked.problems);

test("the editor's origin and the public site's, as origins; none set, the editor shares the site's", () => {
  expect(readOrigins(editor)).toEqual({ ok: true, value: { editor: "https://editor.ejemplo.es", site: "https://www.ejemplo.es" } });
  expect(readOrigins({ EDITOR_ORIGIN: " " })).toEqual({ ok: true, value: {} });
  expect(readLogin({ ...secrets, ...editor })).toEqual({ ok: true, value: { editor: "https://editor.ejemplo.es", site: "https://www.ejemplo.es", clientId: "Iv23liApp", clientSecret: "secreto", github: "https://github.com" } });
});

test("http:// only on this machine: any other is refused, naming the variable and its value", () => {
  expect(problems(readOrigins({ EDITOR_ORIGIN: "http://editor.ejemplo.es", SITE_URL: "https://www.ejemplo.es" }))).toEqual(['EDITOR_ORIGIN debe ser una dirección https:// (es "http://editor.ejemplo.es").']);
  expect(problems(readOrigins({ EDITOR_ORIGIN: "https://editor.ejemplo.es", SITE_URL: "http://www.ejemplo.es" }))).toEqual(['SITE_URL debe ser una dirección https:// (es "http://www.ejemplo.es").']);
  expect(problems(readOrigins({ EDITOR_ORIGIN: "javascript:alert(1)", SITE_URL: "https://www.ejemplo.es" }))[0]).toMatch(/^EDITOR_ORIGIN debe ser/);
  for (const host of ["127.0.0.1", "localhost", "[::1]"]) expect(readOrigins({ EDITOR_ORIGIN: `http://${host}:8788`, SITE_URL: `http://${host}:9000` }).ok).toBe(true);
  expect(readOrigins({ EDITOR_ORIGIN: "http://127.0.0.2:8788", SITE_URL: "http://localhost:9000" }).ok).toBe(false);
  expect(problems(readLogin({ ...secrets, GITHUB_OAUTH_URL: "http://evil.example" }))).toEqual(['GITHUB_OAUTH_URL debe ser una dirección https:// (es "http://evil.example"); fuera de las pruebas, no la defina.']);
});

test("with the editor's origin, the public site's is needed, and another one", () => {
  expect(problems(readOrigins({ EDITOR_ORIGIN: "https://editor.ejemplo.es" }))).toEqual(["Falta SITE_URL, la dirección pública del sitio: en el origen del editor, toda dirección fuera de /admin/ va allí."]);
  expect(problems(readOrigins({ EDITOR_ORIGIN: "https://editor.ejemplo.es", SITE_URL: "https://editor.ejemplo.es/" }))).toEqual(["SITE_URL y EDITOR_ORIGIN son la misma dirección: el editor necesita un origen propio."]);
});

test("a retired or misspelt variable is refused; others (the build's, bindings) are not the login's business", () => {
  expect(problems(readLogin({ ...secrets, CMS_AUTH_SCOPE: "public_repo" }))).toEqual(["CMS_AUTH_SCOPE ya no se usa: lo que alcanza el editor lo deciden los permisos de la GitHub App (docs/editor.md). Bórrela."]);
  expect(problems(readOrigins({ GITHUB_CLIENT_SECRETO: "x", EDITOR_ORIGEN: "https://editor.ejemplo.es" }))).toEqual([
    "GITHUB_CLIENT_SECRETO no es una variable del acceso al editor (son GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, EDITOR_ORIGIN, SITE_URL): corrija su nombre o bórrela.",
    "EDITOR_ORIGEN no es una variable del acceso al editor (son GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, EDITOR_ORIGIN, SITE_URL): corrija su nombre o bórrela.",
  ]);
  expect(readLogin({ ...secrets, CMS_REPO: "montoya/web", GATSBY_EMAILJS_SERVICE_ID: "s", ASSETS: {} }).ok).toBe(true);
});

test("every problem at once, the missing secrets first", () => {
  expect(problems(readLogin({ GITHUB_CLIENT_ID: "x", EDITOR_ORIGIN: "http://editor.ejemplo.es", CMS_AUTH_SCOPE: "repo" }))).toEqual([
    "Falta GITHUB_CLIENT_SECRET, de la GitHub App del editor.",
    "CMS_AUTH_SCOPE ya no se usa: lo que alcanza el editor lo deciden los permisos de la GitHub App (docs/editor.md). Bórrela.",
    'EDITOR_ORIGIN debe ser una dirección https:// (es "http://editor.ejemplo.es").',
    "Falta SITE_URL, la dirección pública del sitio: en el origen del editor, toda dirección fuera de /admin/ va allí.",
  ]);
  expect(problems(readLogin({}))[0]).toBe("Faltan GITHUB_CLIENT_ID y GITHUB_CLIENT_SECRET, de la GitHub App del editor.");
});

describe("the Access mode", () => {
  const key = "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----";
  const access = { ...editor, ACCESS_TEAM_DOMAIN: "https://montoya.cloudflareaccess.com/", ACCESS_AUD: "aud123", GITHUB_CLIENT_ID: "Iv23liApp", GITHUB_APP_PRIVATE_KEY: key.replace(/\n/g, "\\n") };

  test("is chosen by its team or audience, and reads the app's key pasted on one line", () => {
    expect([accessMode(access), accessMode({ ACCESS_AUD: "x" }), accessMode({ ...secrets, ...editor })]).toEqual([true, true, false]);
    expect(readAccess(access)).toEqual({ ok: true, value: { editor: "https://editor.ejemplo.es", site: "https://www.ejemplo.es", team: "https://montoya.cloudflareaccess.com", audience: "aud123", clientId: "Iv23liApp", privateKey: key, api: "https://api.github.com" } });
  });

  test("names every missing or wrong setting: the editor's own origin, the team over https, a PKCS#8 key", () => {
    expect(problems(readAccess({ ACCESS_AUD: "aud123" }))).toEqual([
      "Con Cloudflare Access faltan ACCESS_TEAM_DOMAIN, GITHUB_CLIENT_ID, GITHUB_APP_PRIVATE_KEY (docs/acceso-editor.md).",
      "Con Cloudflare Access hace falta EDITOR_ORIGIN: el editor vive en su propio origen, el que protege Access.",
    ]);
    expect(problems(readAccess({ ...access, ACCESS_TEAM_DOMAIN: "http://montoya.cloudflareaccess.com", GITHUB_APP_PRIVATE_KEY: "-----BEGIN RSA PRIVATE KEY-----\nMIIE" }))).toEqual([
      'ACCESS_TEAM_DOMAIN debe ser una dirección https:// (es "http://montoya.cloudflareaccess.com").',
      "GITHUB_APP_PRIVATE_KEY debe ser la clave en PKCS#8 (empieza por -----BEGIN PRIVATE KEY-----): conviértala con openssl pkcs8 -topk8 -nocrypt (docs/acceso-editor.md).",
    ]);
    expect(problems(readAccess({ ...access, GITHUB_API_URL: "http://api.example" }))[0]).toMatch(/^GITHUB_API_URL debe ser/);
    expect(problems(readOrigins({ ...access, ACCESS_AUDIENCE: "x" }))[0]).toMatch(/^ACCESS_AUDIENCE no es una variable del acceso al editor/);
  });
});
