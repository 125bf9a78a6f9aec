/**
 * The Access mode's gate: Cloudflare Access lets an editor reach the editor's origin and adds its signed token (a JWT)
 * to each request, in the `Cf-Access-Jwt-Assertion` header. Every request is checked again here, with `jose`: its
 * signature against the team's published keys (https://<team>.cloudflareaccess.com/cdn-cgi/access/certs), issuer,
 * audience (the Access application's tag), expiry and issue time (both required, the issue time not in the future nor
 * older than Access's longest session, a month); the e-mail it names is the editor.
 */
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Access } from "./settings";

export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";
export const CERTS_PATH = "/cdn-cgi/access/certs";

export interface Editor {
  email: string;
}

export type Admitted = { ok: true; editor: Editor } | { ok: false; reason: string };

/** Access's longest application session; a pass issued earlier is not one Access still stands behind. */
const LONGEST_SESSION = "31 days";
/** Clocks differ a little between Cloudflare's edge and the Worker. */
const CLOCK_SKEW_SECONDS = 60;

// One key set per team, kept between requests: jose fetches it once and again only when a token names a key it lacks.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keysOf = (team: string) => {
  const keys = keySets.get(team) ?? createRemoteJWKSet(new URL(CERTS_PATH, team));
  keySets.set(team, keys);
  return keys;
};

/** The editor a request's Access token names, or why it is refused. */
export async function admit(request: Request, access: Pick<Access, "team" | "audience">): Promise<Admitted> {
  const token = request.headers.get(ACCESS_HEADER);
  if (!token) return { ok: false, reason: "La petición no trae el pase de Cloudflare Access." };
  try {
    const { payload } = await jwtVerify(token, keysOf(access.team), {
      issuer: access.team,
      audience: access.audience,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "iat"],
      maxTokenAge: LONGEST_SESSION,
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    // A service token (no person) carries no e-mail: it is nobody's edit.
    if (typeof payload.email !== "string" || !payload.email.includes("@")) return { ok: false, reason: "El pase de Cloudflare Access no nombra a ninguna persona." };
    return { ok: true, editor: { email: payload.email } };
  } catch (error) {
    return { ok: false, reason: `El pase de Cloudflare Access no vale (${(error as { code?: string }).code ?? "ERR_JWT"}).` };
  }
}
