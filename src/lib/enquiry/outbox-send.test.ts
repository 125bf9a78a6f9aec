import { RETRY_AFTER_MS } from "./delivery";
import { keep, readKept, readRecord } from "./outbox";
import { ANA, memory, request } from "../../../tests/unit/kept-fixtures";
import { retryDelay, RETRY_DELAYS_MS, sendKept, throttleWait } from "./outbox-send";
import { sentRecord } from "./sent-record";
import { THROTTLE_MS } from "./sender";

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

/** A record of what has gone, shared by every tab, as IndexedDB is (sent-record.ts). */
function noted() {
  const ids = new Set<string>();
  return { has: async (id: string) => ids.has(id), add: async (id: string) => void ids.add(id) };
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe("exactly once per version", () => {
  test("sent, then forgotten: a second try (another tab, a reload) sends nothing", async () => {
    const store = memory();
    await keep(store, request("a"));
    const send = jest.fn(async () => undefined);
    await expect(sendKept(store, "a", send, serialLock(), noted())).resolves.toBe("sent");
    await expect(sendKept(store, "a", send, serialLock(), noted())).resolves.toBe("gone");
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([expect.objectContaining({ enquiry: ANA }), expect.objectContaining({ id: "a", pressedAt: 1_000 })]);
    expect(readKept(store)).toEqual([]);
  });

  test("two tabs trying at the same moment under the shared lock: one send", async () => {
    const store = memory();
    await keep(store, request("a"));
    const lock = serialLock();
    const send = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));
    const results = await Promise.all([sendKept(store, "a", send, lock, noted()), sendKept(store, "a", send, lock, noted())]);
    expect(results.sort()).toEqual(["gone", "sent"]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("a tab whose copy of the storage still shows an enquiry another tab has sent does not send it again", async () => {
    const first = memory();
    await keep(first, request("a"));
    const second = memory();
    second.setItem("solicitud-sin-enviar|a", first.getItem("solicitud-sin-enviar|a")!); // not yet told it is gone
    const [lock, sent] = [serialLock(), noted()];
    const send = jest.fn(async () => undefined);
    await expect(sendKept(first, "a", send, lock, sent)).resolves.toBe("sent");
    await expect(sendKept(second, "a", send, lock, sent)).resolves.toBe("gone");
    expect(send).toHaveBeenCalledTimes(1);
    expect(readKept(second)).toEqual([]);
  });

  test("an edit made while a send is in flight stays kept and goes next: the company gets the corrected one, once", async () => {
    const store = memory();
    await keep(store, request("a"));
    const sent = noted();
    const got: string[] = [];
    let edit: Promise<unknown> | null = null;
    const send = jest.fn(async ({ enquiry }: { enquiry: Partial<typeof ANA> }) => {
      got.push(enquiry.phone!);
      // The visitor corrects the phone and presses «Enviar ahora» while the automatic try is on its way.
      edit ??= keep(store, request("a", { content: { values: ANA, enquiry: { ...ANA, phone: "968 000 777" } } }));
      await edit;
    });
    await expect(sendKept(store, "a", send, serialLock(), sent)).resolves.toBe("changed");
    expect(readRecord(store, "a")!.revision).toBe(2);
    await expect(sendKept(store, "a", send, serialLock(), sent)).resolves.toBe("sent");
    await expect(sendKept(store, "a", send, serialLock(), sent)).resolves.toBe("gone");
    expect(got).toEqual(["968 000 555", "968 000 777"]);
  });

  test("while this tab is still sealing a newer version, what went is not the last: it stays kept", async () => {
    const store = memory();
    await keep(store, request("a"));
    await expect(sendKept(store, "a", async () => undefined, serialLock(), noted(), () => false)).resolves.toBe("changed");
    expect(readRecord(store, "a")).not.toBeNull();
  });

  test("a record of what went that cannot be read or written does not stop a send", async () => {
    const store = memory();
    await keep(store, request("a"));
    const broken = { has: () => Promise.reject(new Error("x")), add: () => Promise.reject(new Error("x")) };
    const send = jest.fn(async () => undefined);
    await expect(sendKept(store, "a", send, serialLock(), broken)).resolves.toBe("sent");
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("IndexedDB that never answers holds nobody: each call gives up after its time limit, and the send goes", async () => {
    const store = memory();
    await keep(store, request("a"));
    const stuck = { open: () => ({}) } as unknown as IDBFactory; // a request whose events never fire
    const record = sentRecord(stuck, 50)!;
    await expect(record.has("a#1")).rejects.toThrow("IndexedDB no responde");
    const send = jest.fn(async () => undefined);
    await expect(sendKept(store, "a", send, serialLock(), record)).resolves.toBe("sent");
    expect(send).toHaveBeenCalledTimes(1);
  });

  test("a failed send keeps the enquiry, with the time of the attempt, and passes the error on", async () => {
    const store = memory();
    await keep(store, request("a"));
    const before = Date.now();
    await expect(sendKept(store, "a", async () => Promise.reject(new TypeError("Failed to fetch")), serialLock(), noted())).rejects.toThrow("Failed to fetch");
    expect(readRecord(store, "a")!.triedAt).toBeGreaterThanOrEqual(before);
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
