/** @jest-environment node */
import { IDBFactory } from "fake-indexeddb";
import { SENT_DB, sentRecord, sweepSent } from "./sent-record";

describe("the record of enquiries that have gone", () => {
  test("what one tab notes, another tab's record reads; an id not noted reads as not gone", async () => {
    const factory = new IDBFactory();
    const [first, second] = [sentRecord(factory)!, sentRecord(factory)!];
    await expect(second.has("a")).resolves.toBe(false);
    await first.add("a", Date.now() + 60_000);
    await expect(second.has("a")).resolves.toBe(true);
    await expect(second.has("b")).resolves.toBe(false);
  });

  test("a note past its time is deleted when the next is added", async () => {
    const factory = new IDBFactory();
    const record = sentRecord(factory)!;
    await record.add("old", Date.now() - 1);
    await record.add("new", Date.now() + 60_000);
    await expect(record.has("old")).resolves.toBe(false);
    await expect(record.has("new")).resolves.toBe(true);
  });

  test("every page's sweep deletes the notes whose time is up, and keeps the others", async () => {
    const factory = new IDBFactory();
    const now = Date.now();
    const tab = sentRecord(factory)!;
    for (const [id, until] of [["a#1", now + 1_000], ["b#1", now + 60_000]] as const) await tab.add(id, until);
    await sweepSent(factory, now + 2_000);
    expect([await tab.has("a#1"), await tab.has("b#1")]).toEqual([false, true]);
    await sweepSent(factory, now + 120_000);
    expect(await tab.has("b#1")).toBe(false);
  });

  test("the sweep makes no database where there is none: a visitor who never kept an enquiry gets none", async () => {
    const factory = new IDBFactory();
    await sweepSent(factory);
    // A browser without the list of databases: the open's upgrade is undone.
    await sweepSent({ open: (name: string) => factory.open(name) } as IDBFactory);
    expect(await factory.databases()).toEqual([]);
    await expect(sweepSent(undefined)).resolves.toBeUndefined();
  });

  test("no IndexedDB is no record; one that refuses to open rejects, so the caller falls back to the lock", async () => {
    expect(sentRecord(undefined)).toBeNull();
    const refusing = { open: () => { throw new DOMException("refused", "InvalidStateError"); } } as unknown as IDBFactory;
    await expect(sentRecord(refusing)!.has("a")).rejects.toThrow("refused");
    expect(SENT_DB).toBe("solicitudes-enviadas");
  });
});
