import http from "http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

/*
 * A stand-in for a Cloudflare Access team on 127.0.0.1 (editor-access.spec.ts): its key set at /cdn-cgi/access/certs,
 * as Access publishes it, and the passes it would sign for a person it let in (the JWT Cloudflare adds to each request
 * in Cf-Access-Jwt-Assertion), or signed with a key it does not publish.
 */
export const AUDIENCE = "aud-editor-de-prueba";

export interface PassClaims {
  email?: string;
  aud?: string;
  /** Seconds from now until it expires (negative: already expired; null: a pass with no expiry). */
  expiresIn?: number | null;
  /** Seconds from now when it was issued (a minute ago unless said; positive: a pass dated ahead). */
  issuedIn?: number;
  /** Its issuer, if not the team. */
  issuer?: string;
  /** Signed with a key the team does not publish. */
  foreign?: boolean;
}

export interface AccessStandIn {
  /** The team's origin: the passes' issuer (ACCESS_TEAM_DOMAIN). */
  team: string;
  /** The paths asked of it. */
  requests: string[];
  pass: (claims: PassClaims) => Promise<string>;
  close: () => Promise<void>;
}

export async function startAccessStandIn(port: number): Promise<AccessStandIn> {
  const [own, foreign] = [await generateKeyPair("RS256"), await generateKeyPair("RS256")];
  const jwk = { ...(await exportJWK(own.publicKey)), kid: "clave-equipo", alg: "RS256", use: "sig" };
  const team = `http://127.0.0.1:${port}`;
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    const certs = req.url === "/cdn-cgi/access/certs";
    res.writeHead(certs ? 200 : 404, { "Content-Type": "application/json" });
    res.end(JSON.stringify(certs ? { keys: [jwk], public_cert: {}, public_certs: [] } : { message: "Not Found" }));
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  const pass = ({ email, aud = AUDIENCE, expiresIn = 3600, issuedIn = -60, issuer = team, foreign: stranger = false }: PassClaims) => {
    const key: CryptoKey = stranger ? foreign.privateKey : own.privateKey;
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT(email ? { email, type: "app" } : { type: "app" })
      .setProtectedHeader({ alg: "RS256", kid: "clave-equipo" })
      .setIssuer(issuer)
      .setAudience(aud)
      .setSubject("usuario-de-prueba")
      .setIssuedAt(now + issuedIn);
    return (expiresIn === null ? jwt : jwt.setExpirationTime(now + expiresIn)).sign(key);
  };
  return { team, requests, pass, close: () => new Promise((done) => server.close(() => done())) };
}
