/**
 * The Access mode speaks to GitHub as the GitHub App itself: a 9-minute app token signed (RS256, `jose`) with the app's
 * private key (a secret of the Worker), traded for an installation token for this one repository (GitHub: "Generating
 * an installation access token"), which lasts an hour and is kept until five minutes before it ends. No token of either
 * kind leaves the Worker.
 */
import { importPKCS8, SignJWT } from "jose";
import type { Access } from "./settings";

export type AppSettings = Pick<Access, "clientId" | "privateKey" | "api">;

interface Kept {
  token: string;
  until: number;
}
const kept = new Map<string, Kept>();
const MARGIN_MS = 5 * 60_000;

/** The app's own token: GitHub takes the client id as its issuer, at most 10 minutes long (a minute back for clock skew). */
export async function appToken({ clientId, privateKey }: AppSettings, now = Date.now()): Promise<string> {
  const seconds = Math.floor(now / 1000);
  const key = await importPKCS8(privateKey, "RS256");
  return new SignJWT({}).setProtectedHeader({ alg: "RS256" }).setIssuer(clientId).setIssuedAt(seconds - 60).setExpirationTime(seconds + 540).sign(key);
}

export class GitHubAppError extends Error {}

/** An installation token for `repo` (owner/name), from the cache while it has more than five minutes left. */
export async function installationToken(settings: AppSettings, repo: string, fetcher: typeof fetch = fetch, now = Date.now()): Promise<string> {
  const cached = kept.get(`${settings.api} ${repo}`);
  if (cached && cached.until - MARGIN_MS > now) return cached.token;
  const headers = { Authorization: `Bearer ${await appToken(settings, now)}`, Accept: "application/vnd.github+json", "User-Agent": "editor-web" };
  const installation = await fetcher(`${settings.api}/repos/${repo}/installation`, { headers });
  if (!installation.ok) throw new GitHubAppError(`La GitHub App no está instalada en ${repo} (GitHub respondió ${installation.status}).`);
  const { id } = (await installation.json()) as { id: number };
  // Only this repository, whatever else the app may be installed on.
  const body = JSON.stringify({ repositories: [repo.split("/")[1]] });
  const answer = await fetcher(`${settings.api}/app/installations/${id}/access_tokens`, { method: "POST", headers, body });
  if (!answer.ok) throw new GitHubAppError(`GitHub no ha dado una clave de instalación (respondió ${answer.status}).`);
  const { token, expires_at } = (await answer.json()) as { token: string; expires_at: string };
  kept.set(`${settings.api} ${repo}`, { token, until: Date.parse(expires_at) });
  return token;
}
