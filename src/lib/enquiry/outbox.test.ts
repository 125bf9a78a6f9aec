import { RETRY_AFTER_MS } from "./delivery";
import { claim, forget, isOwn, keep, newEnquiryId, OUTBOX_KEY, OWN_KEY, readKept, retryDelay, RETRY_DELAYS_MS, sendKept, throttleWait, type KeptEnquiry } from "./outbox";
import { hasKept } from "./outbox-key";
import { THROTTLE_MS } from "./sender";

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

const entry = (id: string, over: Partial<KeptEnquiry> = {}): KeptEnquiry => ({
  id,
  limitId: "presupuesto",
  path: "/contacto/",
  values: { name: "Ana" },
  enquiry: { name: "Ana", message: "Goteras" },
  keptAt: 1_000,
  triedAt: 0,
  expiresAt: Date.now() + 3_600_000,
  ...over,
});

/** A lock that runs tasks one after another, as Web Locks does across tabs. */
function serialLock() {
  let chain = Promise.resolve();
  return <T,>(task: () => Promise<T>) => {
    const run = chain.then(task);
    chain = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

/** A record of sent ids shared by every tab, as IndexedDB is (sent-record.ts). */
function noted() {
  const ids = new Set<string>();
  return { has: async (id: string) => ids.has(id), add: async (id: string) => void ids.add(id) };
}

describe("the kept list", () => {
  test("keeps enquiries in order, updates one by its id, forgets one, and removes the key when empty", () => {
    const store = memory();
    keep(store, entry("a"));
    keep(store, entry("b"));
    keep(store, entry("a", { triedAt: 5 }));
    expect(readKept(store).map((e) => [e.id, e.triedAt])).toEqual([
      ["a", 5],
      ["b", 0],
    ]);
    forget(store, "a");
    forget(store, "b");
    expect(readKept(store)).toEqual([]);
    expect(store.getItem(OUTBOX_KEY)).toBeNull();
  });

  test("unreadable or foreign storage reads as nothing kept; no storage keeps nothing and throws nothing", () => {
    const store = memory();
    store.setItem(OUTBOX_KEY, "{no es json");
    expect(readKept(store)).toEqual([]);
    store.setItem(OUTBOX_KEY, JSON.stringify([{ id: 1 }, "x", entry("ok")]));
    expect(readKept(store).map((e) => e.id)).toEqual(["ok"]);
    expect(() => keep(null, entry("a"))).not.toThrow();
    expect(readKept(null)).toEqual([]);
  });

  test("ids are unique", () => {
    const ids = new Set(Array.from({ length: 500 }, newEnquiryId));
    expect(ids.size).toBe(500);
  });
});

describe("a kept enquiry lives a stated time and belongs to its visit", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  test("past its time it is gone: not read, and deleted from the browser as soon as anything reads the list", () => {
    const store = memory();
    keep(store, entry("old", { expiresAt: 10_000 }));
    keep(store, entry("new", { expiresAt: 30_000 }));
    expect(readKept(store, 20_000).map((e) => e.id)).toEqual(["new"]);
    expect(JSON.parse(store.getItem(OUTBOX_KEY)!).map((e: KeptEnquiry) => e.id)).toEqual(["new"]);
    expect(readKept(store, 30_000)).toEqual([]);
    expect(store.getItem(OUTBOX_KEY)).toBeNull();
    // One written by an earlier build, with no time at all, goes too.
    store.setItem(OUTBOX_KEY, JSON.stringify([{ ...entry("x"), expiresAt: undefined }]));
    expect(readKept(store)).toEqual([]);
  });

  test("every page's few-byte check deletes what is past its time, and says whether anything is left", () => {
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([entry("old", { expiresAt: 10_000 }), entry("new", { expiresAt: 30_000 })]));
    expect(hasKept(20_000)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(OUTBOX_KEY)!)).toHaveLength(1);
    expect(hasKept(30_000)).toBe(false);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
    window.localStorage.setItem(OUTBOX_KEY, "{roto");
    expect(hasKept()).toBe(false);
    expect(window.localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  test("the visit that keeps one owns it; another visit does not until its visitor claims it; forgetting it removes every copy", () => {
    const store = memory();
    keep(store, entry("a"));
    expect(isOwn("a")).toBe(true);
    window.sessionStorage.clear(); // the next visit: a new tab or a new browser session
    expect(isOwn("a")).toBe(false);
    expect(readKept(store).map((e) => e.id)).toEqual(["a"]);
    claim("a");
    claim("a");
    expect(JSON.parse(window.sessionStorage.getItem(OWN_KEY)!)).toEqual(["a"]);
    forget(store, "a");
    expect(store.getItem(OUTBOX_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(OWN_KEY)).toBeNull();
    expect(isOwn("a")).toBe(false);
  });
});

describe("exactly once", () => {
  test("sent, then forgotten: a second send of the same id (another tab, a reload) sends nothing", async () => {
    const store = memory();
    keep(store, entry("a"));
    const send = jest.fn(async () => undefined);
    await expect(sendKept(store, "a", send, serialLock())).resolves.toBe(true);
    await expect(sendKept(store, "a", send, serialLock())).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(readKept(store)).toEqual([]);
  });

  test("two tabs trying at the same moment under the shared lock: one send", async () => {
    const store = memory();
    keep(store, entry("a"));
    const lock = serialLock();
    const send = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
    const results = await Promise.all([sendKept(store, "a", send, lock), sendKept(store, "a", send, lock)]);
    expect(results.sort()).toEqual([false, true]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("a tab whose copy of the storage still shows an enquiry another tab has sent does not send it again", async () => {
    const [first, second] = [memory(), memory()];
    keep(first, entry("a"));
    keep(second, entry("a")); // the second tab's copy, not yet told the first one forgot it
    const lock = serialLock();
    const sent = noted();
    const send = jest.fn(async () => undefined);
    await expect(sendKept(first, "a", send, lock, sent)).resolves.toBe(true);
    await expect(sendKept(second, "a", send, lock, sent)).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(readKept(second)).toEqual([]);
  });

  test("a record that cannot be read or written does not stop a send", async () => {
    const store = memory();
    keep(store, entry("a"));
    const broken = { has: () => Promise.reject(new Error("x")), add: () => Promise.reject(new Error("x")) };
    const send = jest.fn(async () => undefined);
    await expect(sendKept(store, "a", send, serialLock(), broken)).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(readKept(store)).toEqual([]);
  });

  test("a failed send keeps the enquiry, with the time of the attempt, and passes the error on", async () => {
    const store = memory();
    keep(store, entry("a"));
    const before = Date.now();
    await expect(sendKept(store, "a", async () => Promise.reject(new TypeError("Failed to fetch")), serialLock())).rejects.toThrow("Failed to fetch");
    const [kept] = readKept(store);
    expect(kept!.id).toBe("a");
    expect(kept!.triedAt).toBeGreaterThanOrEqual(before);
  });
});

describe("back-off", () => {
  test("each wait respects the library's throttle, grows, and the tries are bounded", () => {
    expect(RETRY_DELAYS_MS[0]).toBeGreaterThan(THROTTLE_MS);
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++) expect(RETRY_DELAYS_MS[i]!).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[i - 1]!);
    expect(retryDelay(0)).toBe(RETRY_AFTER_MS);
    expect(retryDelay(RETRY_DELAYS_MS.length)).toBeNull();
    expect(RETRY_DELAYS_MS.length).toBeLessThanOrEqual(6);
  });

  test("a kept enquiry never tried waits for nothing; one tried just now waits out the throttle", () => {
    expect(throttleWait({ triedAt: 0 }, 50_000)).toBe(0);
    expect(throttleWait({ triedAt: 50_000 }, 50_000)).toBe(RETRY_AFTER_MS);
    expect(throttleWait({ triedAt: 50_000 }, 50_000 + RETRY_AFTER_MS + 1)).toBe(0);
  });
});
