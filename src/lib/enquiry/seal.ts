/**
 * A kept enquiry is stored sealed (Web Crypto, AES-GCM) under a key of its own, and that key is stored only wrapped:
 * once under a key derived from the e-mail it was written with, once under one derived from its phone (PBKDF2, a salt
 * of its own). So the browser's storage shows nobody what it says, and only someone who types the writer's e-mail or
 * phone opens it. The tab that wrote it keeps the key itself for the session (outbox.ts), so its retries ask nothing.
 */
export interface Sealed {
  iv: string;
  data: string;
}

/** PBKDF2 rounds: some tenths of a second on a slow phone, for each attempt to guess an e-mail or a phone. */
export const KEY_ROUNDS = 310_000;

const subtle = (): SubtleCrypto | undefined => (typeof crypto !== "undefined" ? crypto.subtle : undefined);

/** Whether this browser can seal (a secure context: the site on https, or on this machine). */
export const canSeal = (): boolean => subtle() !== undefined;

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/** The forms of a secret the writer may type again: the e-mail as typed in any case, the phone's digits alone. */
export function proofs(typed: { email?: string; phone?: string }): string[] {
  const email = typed.email?.trim().toLowerCase() ?? "";
  const phone = phoneDigits(typed.phone ?? "");
  return [...new Set([email.includes("@") ? `e:${email}` : "", phone.length >= 6 ? `t:${phone}` : ""].filter(Boolean))];
}

/** What the visitor types to claim one: it may be either, so both readings are tried. */
export const proofsOfTyped = (text: string): string[] => proofs({ email: text, phone: text });

/** The phone's digits, without Spain's prefix (+34, 0034), so "+34 968 000 101" and "968000101" are one phone. */
function phoneDigits(typed: string): string {
  const digits = typed.replace(/\D+/g, "");
  const national = digits.replace(/^(00)?34(?=\d{9}$)/, "");
  return national;
}

/** A new enquiry key, its salt, and the key as text for the tab's session. */
export async function newSealKey(): Promise<{ key: CryptoKey; salt: string }> {
  const key = await subtle()!.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt", "decrypt"]);
  return { key, salt: toBase64(random(16)) };
}

export const exportSealKey = async (key: CryptoKey): Promise<string> => toBase64(await subtle()!.exportKey("raw", key));
export const importSealKey = (raw: string): Promise<CryptoKey> => subtle()!.importKey("raw", fromBase64(raw), "AES-GCM", true, ["encrypt", "decrypt"]);

async function secretKey(secret: string, salt: string): Promise<CryptoKey> {
  const base = await subtle()!.importKey("raw", new TextEncoder().encode(secret), "PBKDF2", false, ["deriveKey"]);
  return subtle()!.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt: fromBase64(salt), iterations: KEY_ROUNDS }, base, { name: "AES-GCM", length: 256 }, false, ["wrapKey", "unwrapKey"]);
}

/** The enquiry key wrapped once under each secret. */
export async function lockKey(key: CryptoKey, secrets: string[], salt: string): Promise<Sealed[]> {
  return Promise.all(
    secrets.map(async (secret) => {
      const iv = random(12);
      const data = await subtle()!.wrapKey("raw", key, await secretKey(secret, salt), { name: "AES-GCM", iv });
      return { iv: toBase64(iv), data: toBase64(data) };
    }),
  );
}

/** The enquiry key, when one of `secrets` opens one of its locks; otherwise null (which of them failed is not said). */
export async function unlockKey(locks: Sealed[], secrets: string[], salt: string): Promise<CryptoKey | null> {
  for (const secret of secrets) {
    const opener = await secretKey(secret, salt);
    for (const lock of locks) {
      try {
        return await subtle()!.unwrapKey("raw", fromBase64(lock.data), opener, { name: "AES-GCM", iv: fromBase64(lock.iv) }, "AES-GCM", true, ["encrypt", "decrypt"]);
      } catch {
        // Not this one: AES-GCM refuses a wrong key.
      }
    }
  }
  return null;
}

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
