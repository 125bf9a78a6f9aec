/** @jest-environment node */
import http from "http";
import type { AddressInfo } from "net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { ACCESS_HEADER, admit, CERTS_PATH } from "./access";

// A team's key set served on loopback, as Cloudflare Access publishes it, and a second key it does not publish.
let server: http.Server;
let team: string;
let key: CryptoKey;
let stranger: CryptoKey;
const AUDIENCE = "aud-editor-1234";
const served: string[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  key = pair.privateKey;
  stranger = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "clave-1", alg: "RS256", use: "sig" };
  server = http.createServer((req, res) => {
    served.push(req.url ?? "");
    res.writeHead(req.url === CERTS_PATH ? 200 : 404, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  team = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const now = () => Math.floor(Date.now() / 1000);
const pass = (claims: { aud?: string; exp?: number | null; iat?: number | null; iss?: string; email?: string }, signer = key) => {
  const jwt = new SignJWT(claims.email === undefined ? {} : { email: claims.email })
    .setProtectedHeader({ alg: "RS256", kid: "clave-1" })
    .setIssuer(claims.iss ?? team)
    .setAudience(claims.aud ?? AUDIENCE);
  if (claims.iat !== null) jwt.setIssuedAt(claims.iat ?? now());
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp ?? now() + 3600);
  return jwt.sign(signer);
};
const request = (token?: string) => new Request("https://editor.ejemplo.es/admin/", { headers: token ? { [ACCESS_HEADER]: token } : {} });
const admitted = async (token?: string) => admit(request(token), { team, audience: AUDIENCE });

test("a pass signed with the team's published key, for this application, unexpired, names the editor", async () => {
  expect(await admitted(await pass({ email: "ana@ejemplo.es" }))).toEqual({ ok: true, editor: { email: "ana@ejemplo.es" } });
  expect(served).toContain(CERTS_PATH);
});

test("no pass, an expired one, another key's, another application's or team's, or one naming no person are refused", async () => {
  expect(await admitted()).toEqual({ ok: false, reason: "La petición no trae el pase de Cloudflare Access." });
  expect(await admitted(await pass({ email: "ana@ejemplo.es", exp: Math.floor(Date.now() / 1000) - 120 }))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no vale (ERR_JWT_EXPIRED)." });
  expect(await admitted(await pass({ email: "ana@ejemplo.es" }, stranger))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no vale (ERR_JWS_SIGNATURE_VERIFICATION_FAILED)." });
  expect(await admitted(await pass({ email: "ana@ejemplo.es", aud: "otra-aplicacion" }))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no vale (ERR_JWT_CLAIM_VALIDATION_FAILED)." });
  expect(await admitted(await pass({ email: "ana@ejemplo.es", iss: "https://otro.cloudflareaccess.com" }))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no vale (ERR_JWT_CLAIM_VALIDATION_FAILED)." });
  // A pass that never ends, or one dated ahead of now (a clock or a forger), is not one Access issued for this session.
  expect(await admitted(await pass({ email: "ana@ejemplo.es", exp: null }))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no vale (ERR_JWT_CLAIM_VALIDATION_FAILED)." });
  expect(await admitted(await pass({ email: "ana@ejemplo.es", iat: null }))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no vale (ERR_JWT_CLAIM_VALIDATION_FAILED)." });
  expect(await admitted(await pass({ email: "ana@ejemplo.es", iat: now() + 600 }))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no vale (ERR_JWT_CLAIM_VALIDATION_FAILED)." });
  expect(await admitted(await pass({ email: "ana@ejemplo.es", iat: now() - 40 * 86_400, exp: now() + 60 }))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no vale (ERR_JWT_EXPIRED)." });
  expect(await admitted(await pass({}))).toEqual({ ok: false, reason: "El pase de Cloudflare Access no nombra a ninguna persona." });
  expect(await admitted("no.es.un-pase")).toMatchObject({ ok: false });
});
