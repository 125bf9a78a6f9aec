/**
 * Enquiries that could not go because the connection was down are kept in the browser (localStorage; the cookie and
 * privacy policies say so) until they go, or until their time is up (data/site.json, keptEnquiryHours, counted from
 * when each was first kept). Each is stored sealed (seal.ts) under a key its e-mail and its phone make together: in the
 * clear only its id, its form, its form's page and its times. The page that keeps it, or where its writer opens it
 * again, holds that key in memory only, as a CryptoKey no script can export: after a reload, in a reopened or another
 * tab, or on another visit, the writer types the e-mail and the phone again, like anyone else. One without both (a form
 * that asks for no e-mail), or one the browser's storage refuses (full, or a private mode), is held in this page's
 * memory while it stays open, and the visitor is told it is not kept. Sending: outbox-send.ts.
 */
import { OUTBOX_PREFIX, outboxKeys, RECORD_FORMAT, sweep, type Store } from "./outbox-key";
import type { EnquiryValues } from "./payload";
import { canSeal, newSalt, pageKey, proofKey, proofOf, seal, unseal, type Sealed } from "./seal";

export { OUTBOX_PREFIX, type Store };

/** Fired on the window when the visitor opens a kept enquiry, so its form picks it up. */
export const CLAIMED_EVENT = "solicitud-reconocida";

/** What is sealed: what the form held, to show it again, and the enquiry to send. */
export interface KeptContent<V = unknown> {
  values: V;
  enquiry: Partial<EnquiryValues>;
}

/** A kept enquiry as stored. */
export interface KeptRecord {
  format: typeof RECORD_FORMAT;
  /** Unique per enquiry: what makes a second send of the same one impossible. */
  id: string;
  /** The form it came from (its rate-limit bucket). */
  limitId: string;
  /** The page of that form, where its writer opens it again (any other page links there). */
  path: string;
  /** Raised by each change the visitor makes: a send is of one revision, and a later one still goes. */
  revision: number;
  /** When it was first kept, and when it is deleted unsent (never moved on). */
  keptAt: number;
  expiresAt: number;
  /** When the visitor last pressed send (the enquiry's time), and the last attempt, which the library's throttle counts. */
  pressedAt: number;
  triedAt: number;
  /** The salt its key was derived with ("" for one held in the page, whose key is random). */
  salt: string;
  sealed: Sealed;
}

/** A store in memory, with the browser's storage's calls. */
export function memoryStore(): Store {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

/** What this page holds while it stays open, and nothing of it outlives the page: enquiries that are not kept. */
export const PAGE_STORE: Store = memoryStore();

/** The browser's localStorage, or null where it is refused (some private modes). */
export function browserStore(): Store | null {
  try {
    const store = window.localStorage;
    store.getItem(OUTBOX_PREFIX);
    return store;
  } catch {
    return null;
  }
}

/** The key of each enquiry this page kept or its writer opened here, by id, and the e-mail and phone it came from. */
interface Held {
  key: CryptoKey;
  proof: string | null;
  salt: string;
}
const held = new Map<string, Held>();

const keyOf = (id: string) => `${OUTBOX_PREFIX}${id}`;

function parse(saved: string | null): KeptRecord | null {
  try {
    const r = JSON.parse(saved ?? "null") as KeptRecord | null;
    return r?.format === RECORD_FORMAT && typeof r.id === "string" && typeof r.limitId === "string" && typeof r.path === "string" && typeof r.sealed?.data === "string" ? r : null;
  } catch {
    return null;
  }
}

/** Every kept enquiry still within its time, oldest first; the others, and anything unreadable, are deleted. */
export function readKept(store: Store, now = Date.now()): KeptRecord[] {
  sweep(store, now);
  const records = outboxKeys(store).map((key) => parse(store.getItem(key)));
  return records.filter((r): r is KeptRecord => r !== null).sort((a, b) => a.keptAt - b.keptAt);
}

export const readRecord = (store: Store | null, id: string): KeptRecord | null => (store ? parse(store.getItem(keyOf(id))) : null);

/** Stores `record`; false when the store refuses it (full), which then still holds what it held. */
export function writeRecord(store: Store, record: KeptRecord): boolean {
  try {
    store.setItem(keyOf(record.id), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Whether this page holds the key of the enquiry `id`: it kept it, or its writer opened it here. */
export const isOwn = (id: string): boolean => held.has(id);

/** Deletes the kept enquiry `id` everywhere this browser holds it, and its key. */
export function forget(store: Store | null, id: string): void {
  store?.removeItem(keyOf(id));
  PAGE_STORE.removeItem(keyOf(id));
  held.delete(id);
}

/** A new enquiry's id. */
export function newEnquiryId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface KeepRequest<V> {
  id: string;
  limitId: string;
  path: string;
  content: KeptContent<V>;
  pressedAt: number;
  triedAt: number;
  keptForMs: number;
}

/** The key this page holds for `id` when it came from the same proof; otherwise a new one (a random one without). */
async function keyFor(id: string, proof: string | null): Promise<Held> {
  const earlier = held.get(id);
  if (earlier && earlier.proof === proof) return earlier;
  if (proof === null) return { key: await pageKey(), proof, salt: "" };
  const salt = newSalt();
  return { key: await proofKey(proof, salt), proof, salt };
}

/**
 * Keeps an enquiry sealed, or the visitor's newer version of one this page holds (one revision more, the same first
 * time and end): in `store` (the browser's) when it carries an e-mail and a phone and the store takes it, else in the
 * page. Resolves where it went (PAGE_STORE: not kept, and the visitor must be told), or null without Web Crypto.
 */
export async function keep<V>(store: Store | null, request: KeepRequest<V>): Promise<Store | null> {
  if (!canSeal()) return null;
  const { id, limitId, path, content, pressedAt, triedAt, keptForMs } = request;
  const earlier = readRecord(store, id) ?? readRecord(PAGE_STORE, id);
  const now = Date.now();
  const keepIn = async (where: Store, proof: string | null) => {
    const made = await keyFor(id, proof);
    const revision = (earlier?.revision ?? 0) + 1;
    const times = { keptAt: earlier?.keptAt ?? now, expiresAt: earlier?.expiresAt ?? now + keptForMs, pressedAt, triedAt };
    if (!writeRecord(where, { format: RECORD_FORMAT, id, limitId, path, revision, ...times, salt: made.salt, sealed: await seal(made.key, content) })) return false;
    held.set(id, made);
    return true;
  };
  const proof = proofOf(content.enquiry);
  if (store && proof && (await keepIn(store, proof))) {
    PAGE_STORE.removeItem(keyOf(id));
    return store;
  }
  await keepIn(PAGE_STORE, null);
  store?.removeItem(keyOf(id)); // an earlier version must not be offered on another visit
  return PAGE_STORE;
}

/** The content of `record`, when this page holds its key; otherwise null. */
export async function openKept<V>(record: KeptRecord): Promise<KeptContent<V> | null> {
  const own = held.get(record.id);
  return own ? unseal<KeptContent<V>>(own.key, record.sealed) : null;
}

/**
 * The visitor types the e-mail and the phone of an enquiry kept on another visit: each one they open becomes this
 * page's. Resolves how many it opened; none says nothing of which part was wrong.
 */
export async function claimWith(store: Store, typed: { email: string; phone: string }): Promise<number> {
  const proof = proofOf(typed);
  if (!proof) return 0;
  let opened = 0;
  for (const record of readKept(store).filter((r) => !isOwn(r.id))) {
    const key = await proofKey(proof, record.salt);
    if (await unseal(key, record.sealed)) {
      held.set(record.id, { key, proof, salt: record.salt });
      opened++;
    }
  }
  return opened;
}
