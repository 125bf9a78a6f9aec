/**
 * A kept enquiry is stored sealed (Web Crypto, AES-GCM) under a key derived (PBKDF2-SHA256, KEY_ROUNDS, a salt of its
 * own) from the e-mail and the phone it was written with, together: one alone opens nothing, and a wrong guess fails
 * without saying which part was wrong. A phone alone would not do at any number of rounds: Spain has some 4×10⁸
 * numbers, which one graphics card tries in hours. So a form that does not ask for both keeps nothing across visits.
 * Every key is made non-extractable: the page holds it in memory (outbox.ts), and no script can write it anywhere.
 */
import { nationalDigits } from "./phone";

export interface Sealed {
  iv: string;
  data: string;
}

/** PBKDF2-HMAC-SHA256 rounds: OWASP's figure (Password Storage Cheat Sheet, 600,000 since 2023). */
export const KEY_ROUNDS = 600_000;

const subtle = (): SubtleCrypto | undefined => (typeof crypto !== "undefined" ? crypto.subtle : undefined);

/** Whether this browser can seal (a secure context: the site on https, or on this machine). */
export const canSeal = (): boolean => subtle() !== undefined;

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/**
 * What opens a kept enquiry: its e-mail (in any case) and its phone's digits (with or without Spain's +34), joined;
 * null unless it carries both, an e-mail with "@" and a phone of six digits or more.
 */
export function proofOf(typed: { email?: string; phone?: string }): string | null {
  const email = typed.email?.trim().toLowerCase() ?? "";
  const phone = nationalDigits(typed.phone ?? "");
  return email.includes("@") && phone.length >= 6 ? `${email}\n${phone}` : null;
}

/** A new salt, for a new proof. */
export const newSalt = (): string => toBase64(random(16));

/** The key `proof` opens under `salt`: the same for whoever types the same e-mail and phone, and not extractable. */
export async function proofKey(proof: string, salt: string): Promise<CryptoKey> {
  const base = await subtle()!.importKey("raw", new TextEncoder().encode(proof), "PBKDF2", false, ["deriveKey"]);
  return subtle()!.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt: fromBase64(salt), iterations: KEY_ROUNDS }, base, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

/** A random key, not extractable, for an enquiry this page holds only in its memory. */
export const pageKey = (): Promise<CryptoKey> => subtle()!.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);

export async function seal(key: CryptoKey, content: unknown): Promise<Sealed> {
  const iv = random(12);
  const data = await subtle()!.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(JSON.stringify(content)));
  return { iv: toBase64(iv), data: toBase64(data) };
}

/** What `seal` sealed, or null when the key is not its own or the text was changed. */
export async function unseal<T>(key: CryptoKey, sealed: Sealed): Promise<T | null> {
  try {
    const plain = await subtle()!.decrypt({ name: "AES-GCM", iv: fromBase64(sealed.iv) }, key, fromBase64(sealed.data));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}
