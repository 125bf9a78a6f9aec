/**
 * Enquiries that could not go because the connection was down are kept in the browser (localStorage; the cookie and
 * privacy policies say so) until they go, or until their time is up (data/site.json, keptEnquiryHours, counted from
 * when each was first kept). Each is stored sealed (seal.ts): in the clear only its id, its form and its times. The tab
 * that wrote it holds its key for the session; another visit (the next person at the same computer) is told one is
 * there and opens it only by typing the e-mail or the phone it was written with. Sending: outbox-send.ts.
 */
import { OUTBOX_PREFIX, outboxKeys, sweep, type Store } from "./outbox-key";
import type { EnquiryValues } from "./payload";
import { readSession, writeSession } from "../session-json";
import { canSeal, exportSealKey, importSealKey, lockKey, newSealKey, proofs, proofsOfTyped, seal, unlockKey, unseal, type Sealed } from "./seal";

export { OUTBOX_PREFIX, type Store };

/** The keys of the kept enquiries this tab wrote or opened, by id, in its sessionStorage (gone when it closes). */
export const OWN_KEY = "solicitudes-propias";

/** Fired on the window when the visitor opens a kept enquiry, so its form picks it up. */
export const CLAIMED_EVENT = "solicitud-reconocida";

/** What is sealed: what the form held, to show it again, the enquiry to send, and the page it is on. */
export interface KeptContent<V = unknown> {
  path: string;
  values: V;
  enquiry: Partial<EnquiryValues>;
}

/** A kept enquiry as stored. */
export interface KeptRecord {
  /** Unique per enquiry: what makes a second send of the same one impossible. */
  id: string;
  /** The form it came from (its rate-limit bucket). */
  limitId: string;
  /** Raised by each change the visitor makes: a send is of one revision, and a later one still goes. */
  revision: number;
  /** When it was first kept, and when it is deleted unsent (never moved on). */
  keptAt: number;
  expiresAt: number;
  /** When the visitor last pressed send (the enquiry's time), and the last attempt, which the library's throttle counts. */
  pressedAt: number;
  triedAt: number;
  salt: string;
  locks: Sealed[];
  sealed: Sealed;
}

/** Where the browser refuses localStorage (some private modes), the enquiry is kept in the page while it stays open. */
const pageStore = new Map<string, string>();
const inPage: Store = {
  getItem: (k) => pageStore.get(k) ?? null,
  setItem: (k, v) => void pageStore.set(k, v),
  removeItem: (k) => void pageStore.delete(k),
  key: (i) => [...pageStore.keys()][i] ?? null,
  get length() {
    return pageStore.size;
  },
};

/** The browser's localStorage, or the page's own memory where it is refused. */
export function localStore(): Store {
  try {
    const store = window.localStorage;
    store.getItem(OUTBOX_PREFIX);
    return store;
  } catch {
    return inPage;
  }
}

const keyOf = (id: string) => `${OUTBOX_PREFIX}${id}`;

function parse(saved: string | null): KeptRecord | null {
  try {
    const record = JSON.parse(saved ?? "null") as KeptRecord | null;
    return record && typeof record.id === "string" && typeof record.limitId === "string" && typeof record.sealed?.data === "string" ? record : null;
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

export const readRecord = (store: Store, id: string): KeptRecord | null => parse(store.getItem(keyOf(id)));

export function writeRecord(store: Store, record: KeptRecord): void {
  try {
    store.setItem(keyOf(record.id), JSON.stringify(record));
  } catch {
    inPage.setItem(keyOf(record.id), JSON.stringify(record)); // full or refused: kept in the page while it stays open
  }
}

const ownKeys = () => readSession<Record<string, string>>(OWN_KEY) ?? {};

/** Whether this tab wrote or opened the enquiry `id`. */
export const isOwn = (id: string): boolean => id in ownKeys();

const rememberKey = async (id: string, key: CryptoKey) => writeSession(OWN_KEY, { ...ownKeys(), [id]: await exportSealKey(key) });

async function ownKey(id: string): Promise<CryptoKey | null> {
  const raw = ownKeys()[id];
  return raw ? importSealKey(raw).catch(() => null) : null;
}

/** Deletes the kept enquiry `id` everywhere this browser holds it. */
export function forget(store: Store, id: string): void {
  store.removeItem(keyOf(id));
  inPage.removeItem(keyOf(id));
  const { [id]: _gone, ...rest } = ownKeys();
  writeSession(OWN_KEY, Object.keys(rest).length > 0 ? rest : null);
}

/** A new enquiry's id. */
export function newEnquiryId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export interface KeepRequest<V> {
  id: string;
  limitId: string;
  content: KeptContent<V>;
  pressedAt: number;
  triedAt: number;
  keptForMs: number;
}

/** The record `request` makes, sealed under `key` (a new one without), and the key; null when it cannot be sealed. */
export async function sealRecord<V>(earlier: KeptRecord | null, held: CryptoKey | null, request: KeepRequest<V>, now: number) {
  const secrets = proofs(request.content.enquiry);
  if (!canSeal() || secrets.length === 0) return null;
  const { key, salt } = held && earlier ? { key: held, salt: earlier.salt } : await newSealKey();
  const record: KeptRecord = {
    id: request.id,
    limitId: request.limitId,
    revision: (earlier?.revision ?? 0) + 1,
    keptAt: earlier?.keptAt ?? now,
    expiresAt: earlier?.expiresAt ?? now + request.keptForMs,
    pressedAt: request.pressedAt,
    triedAt: request.triedAt,
    salt,
    locks: await lockKey(key, secrets, salt),
    sealed: await seal(key, request.content),
  };
  return { record, key };
}

/**
 * Keeps an enquiry sealed, or the visitor's newer version of one this tab holds: same key, first time and end, one
 * revision more, its locks made again from the e-mail and phone it now carries. False when it cannot be sealed (no
 * Web Crypto, or neither an e-mail nor a phone to lock it with): then nothing is written.
 */
export async function keep<V>(store: Store, request: KeepRequest<V>): Promise<boolean> {
  const earlier = readRecord(store, request.id);
  const made = await sealRecord(earlier, earlier ? await ownKey(request.id) : null, request, Date.now());
  if (!made) return false;
  await rememberKey(request.id, made.key);
  writeRecord(store, made.record);
  return true;
}

/** The content of `record`, when this tab holds its key; otherwise null. */
export async function openKept<V>(record: KeptRecord): Promise<KeptContent<V> | null> {
  const key = await ownKey(record.id);
  return key ? unseal<KeptContent<V>>(key, record.sealed) : null;
}

/**
 * The visitor types the e-mail or the phone of an enquiry kept on another visit: each one it opens becomes this tab's.
 * Resolves how many it opened; none says nothing of which part was wrong.
 */
export async function claimWith(store: Store, typed: string): Promise<number> {
  const secrets = proofsOfTyped(typed);
  let opened = 0;
  for (const record of readKept(store).filter((r) => !isOwn(r.id))) {
    const key = secrets.length > 0 ? await unlockKey(record.locks, secrets, record.salt) : null;
    if (key) {
      await rememberKey(record.id, key);
      opened++;
    }
  }
  return opened;
}
