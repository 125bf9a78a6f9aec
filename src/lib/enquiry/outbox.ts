/**
 * Enquiries that could not go because the connection was down are kept in the browser (localStorage; the cookie and
 * privacy policies say so) until they go, exactly once, whichever page, tab or later visit sends them, or until their
 * time is up (data/site.json, keptEnquiryHours). They belong to the visit that kept them: another visit (the next
 * person at the same computer) is told one is there, without its contents, and may claim it or discard it.
 */
import { RETRY_AFTER_MS } from "./delivery";
import { liveEntries, OUTBOX_KEY } from "./outbox-key";
import type { EnquiryValues } from "./payload";
import { readSession, writeSession } from "../session-json";
import { pageSentRecord, type SentRecord } from "./sent-record";

export { OUTBOX_KEY };

/** The ids of the kept enquiries this visit made or claimed, in the tab's sessionStorage (gone when it closes). */
export const OWN_KEY = "solicitudes-propias";

/** Fired on the window when the visitor claims a kept enquiry, so its form picks it up. */
export const CLAIMED_EVENT = "solicitud-reconocida";

export interface KeptEnquiry<V = unknown> {
  /** Unique per enquiry: what makes a second send of the same one impossible. */
  id: string;
  /** The form it came from (its rate-limit bucket), and the page it is on. */
  limitId: string;
  path: string;
  /** What the form held, to show it again, and the enquiry to send. */
  values: V;
  enquiry: Partial<EnquiryValues>;
  /** When the visitor pressed send; and the last attempt, which the e-mail library's throttle counts. */
  keptAt: number;
  triedAt: number;
  /** When it is deleted unsent. */
  expiresAt: number;
}

export type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where the browser refuses localStorage (some private modes), the enquiry is kept in the page while it stays open. */
const pageStore = new Map<string, string>();
const inPage: Store = { getItem: (k) => pageStore.get(k) ?? null, setItem: (k, v) => void pageStore.set(k, v), removeItem: (k) => void pageStore.delete(k) };

/** The browser's localStorage, or the page's own memory where it is refused. */
export function localStore(): Store {
  try {
    const store = window.localStorage;
    store.getItem(OUTBOX_KEY);
    return store;
  } catch {
    return inPage;
  }
}

const isKept = (e: unknown): e is KeptEnquiry =>
  typeof e === "object" && e !== null && typeof (e as KeptEnquiry).id === "string" && typeof (e as KeptEnquiry).limitId === "string";

/** Every kept enquiry still within its time, oldest first; the others, and anything unreadable, are deleted. */
export function readKept(store: Store | null, now = Date.now()): KeptEnquiry[] {
  let parsed: unknown = [];
  try {
    parsed = JSON.parse(store?.getItem(OUTBOX_KEY) ?? "[]");
  } catch {
    parsed = null;
  }
  const live = liveEntries(parsed, now).filter(isKept);
  if (!Array.isArray(parsed) || live.length !== parsed.length) write(store, live);
  return live;
}

function write(store: Store | null, list: KeptEnquiry[]): void {
  try {
    if (list.length === 0) store?.removeItem(OUTBOX_KEY);
    else store?.setItem(OUTBOX_KEY, JSON.stringify(list));
  } catch {
    // Storage full or refused: the enquiry is still kept in the page while it stays open.
  }
}

const ownIds = () => readSession<string[]>(OWN_KEY) ?? [];

/** Whether this visit kept or claimed the enquiry `id`. */
export const isOwn = (id: string) => ownIds().includes(id);

/** The visitor says the kept enquiry `id` is theirs: this visit may show it and send it. */
export function claim(id: string): void {
  if (!isOwn(id)) writeSession(OWN_KEY, [...ownIds(), id]);
}

/** Keeps an enquiry, or updates the one with its id; it belongs to this visit. */
export function keep(store: Store | null, entry: KeptEnquiry): void {
  const list = readKept(store);
  const at = list.findIndex((e) => e.id === entry.id);
  if (at === -1) list.push(entry);
  else list[at] = entry;
  write(store, list);
  claim(entry.id);
}

/** Deletes the kept enquiry `id` everywhere this browser holds it. */
export function forget(store: Store | null, id: string): void {
  write(store, readKept(store).filter((e) => e.id !== id));
  const rest = ownIds().filter((own) => own !== id);
  writeSession(OWN_KEY, rest.length > 0 ? rest : null);
}

/** A new enquiry's id. */
export function newEnquiryId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The waits between automatic tries while the page stays open: never sooner than the library's throttle allows, then
 * longer each time, and bounded; after the last, the next `online` event, "Enviar ahora" or visit tries again.
 */
export const RETRY_DELAYS_MS = [RETRY_AFTER_MS, 20_000, 40_000, 60_000, 60_000] as const;

/** The wait before automatic try number `attempt` (0-based), or null when there are no more. */
export function retryDelay(attempt: number): number | null {
  return RETRY_DELAYS_MS[attempt] ?? null;
}

/** How long to wait before trying a kept enquiry now: what remains of the throttle since its last attempt. */
export function throttleWait(entry: Pick<KeptEnquiry, "triedAt">, now: number): number {
  return entry.triedAt > 0 ? Math.max(0, entry.triedAt + RETRY_AFTER_MS - now) : 0;
}

/** Runs `task` holding a lock every tab of the site shares (Web Locks), or directly where the browser has none. */
export async function withSiteLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  let result!: T;
  await locks.request("envio-solicitudes", async () => {
    result = await task();
  });
  return result;
}

/**
 * Sends the kept enquiry `id`, if it is still kept once the lock is held and no tab has noted it gone (`sent`: this
 * tab's copy of localStorage may not show yet that another sent it): so two tabs, or a page and its reload, never both
 * send it. It is noted and forgotten the moment it has gone. Resolves false when another tab had already sent it.
 */
export async function sendKept(
  store: Store | null,
  id: string,
  send: (entry: KeptEnquiry) => Promise<void>,
  lock = withSiteLock,
  sent: SentRecord | null = pageSentRecord(),
): Promise<boolean> {
  return lock(async () => {
    const entry = readKept(store).find((e) => e.id === id);
    // A record that cannot be read guards nothing: the lock alone does, as where there is none.
    const gone = entry !== undefined && (await sent?.has(id).catch(() => false));
    if (!entry || gone) {
      if (gone) forget(store, id);
      return false;
    }
    keep(store, { ...entry, triedAt: Date.now() });
    await send(entry);
    await sent?.add(id, entry.expiresAt).catch(() => undefined);
    forget(store, id);
    return true;
  });
}
