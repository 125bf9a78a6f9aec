/** @jest-environment node */
import { IDBFactory } from "fake-indexeddb";
import { sentRecord } from "./sent-record";
import { sweepSent } from "./sent-sweep";

describe("every page's sweep of the notes of what went", () => {
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
});
