/** @jest-environment node */
import { IDBFactory } from "fake-indexeddb";
import { sentRecord } from "./sent-record";
import { SENT_DB } from "./sent-sweep";

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

  test("no IndexedDB is no record; one that refuses to open rejects, so the caller falls back to the lock", async () => {
    expect(sentRecord(undefined)).toBeNull();
    const refusing = { open: () => { throw new DOMException("refused", "InvalidStateError"); } } as unknown as IDBFactory;
    await expect(sentRecord(refusing)!.has("a")).rejects.toThrow("refused");
    expect(SENT_DB).toBe("solicitudes-enviadas");
  });
});
