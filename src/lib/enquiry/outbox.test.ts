import { claimWith, forget, isOwn, keep, newEnquiryId, openKept, OUTBOX_PREFIX, OWN_KEY, readKept, readRecord } from "./outbox";
import { hasKept, LEGACY_OUTBOX_KEY } from "./outbox-key";
import { sealLegacy } from "./outbox-legacy";
import { ANA, memory, request } from "../../../tests/unit/kept-fixtures";

/** The next person at the same computer: the same localStorage, a session of their own. */
const nextVisit = () => window.sessionStorage.clear();

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("a kept enquiry is sealed: its writer's alone", () => {
  test("the browser's storage holds only its id, form and times in the clear; nothing typed can be read there", async () => {
    const store = memory();
    await expect(keep(store, request("a"))).resolves.toBe(true);
    const raw = store.getItem(`${OUTBOX_PREFIX}a`)!;
    for (const typed of Object.values(ANA)) expect(raw).not.toContain(typed);
    expect(raw).not.toContain("000555");
    expect(Object.keys(JSON.parse(raw)).sort()).toEqual(["expiresAt", "id", "keptAt", "limitId", "locks", "pressedAt", "revision", "salt", "sealed", "triedAt"]);
    expect(JSON.parse(raw).locks).toHaveLength(2); // one for the e-mail, one for the phone
  });

  test("the tab that kept it opens it; the next visit cannot until it types the e-mail or the phone it was written with", async () => {
    const store = memory();
    await keep(store, request("a"));
    expect(isOwn("a")).toBe(true);
    expect((await openKept(readRecord(store, "a")!))?.values).toEqual(ANA);
    nextVisit();
    expect(isOwn("a")).toBe(false);
    expect(await openKept(readRecord(store, "a")!)).toBeNull();
    for (const wrong of ["", "ana@correo.example", "968 000 556", "Ana Ruiz", "Comunidad Los Pinos"]) await expect(claimWith(store, wrong)).resolves.toBe(0);
    expect(isOwn("a")).toBe(false);
    await expect(claimWith(store, "  ANA.Ruiz@Correo.example ")).resolves.toBe(1);
    expect((await openKept(readRecord(store, "a")!))?.enquiry).toEqual(ANA);
    nextVisit();
    await expect(claimWith(store, "+34 968-000-555")).resolves.toBe(1);
    expect(isOwn("a")).toBe(true);
  });

  test("with neither an e-mail nor a phone to lock it with, nothing is kept", async () => {
    const store = memory();
    const bare = { name: "Ana", message: "Hola" };
    await expect(keep(store, request("a", { content: { path: "/", values: ANA, enquiry: bare } }))).resolves.toBe(false);
    expect(store.length).toBe(0);
  });

  test("ids are unique", () => {
    expect(new Set(Array.from({ length: 500 }, newEnquiryId)).size).toBe(500);
  });
});

describe("its time is what the texts say", () => {
  test("an edit makes a new revision with the same start and end: a retry never extends its time", async () => {
    const store = memory();
    await keep(store, request("a"));
    const first = readRecord(store, "a")!;
    await keep(store, request("a", { content: { path: "/contacto/", values: { ...ANA, phone: "968 000 777" }, enquiry: { ...ANA, phone: "968 000 777" } }, pressedAt: 9_000 }));
    const second = readRecord(store, "a")!;
    expect([second.revision, second.keptAt, second.expiresAt, second.pressedAt]).toEqual([2, first.keptAt, first.expiresAt, 9_000]);
    expect((await openKept<typeof ANA>(second))?.values.phone).toBe("968 000 777");
    nextVisit();
    await expect(claimWith(store, "968000777")).resolves.toBe(1); // its locks follow the corrected phone
  });

  test("past its time it is deleted by the first read of any page; the others stay, each under its own key", async () => {
    const store = memory();
    await keep(store, request("old", { keptForMs: 10 }));
    await keep(store, request("new"));
    const ends = readRecord(store, "old")!.expiresAt;
    expect(readKept(store, ends).map((r) => r.id)).toEqual(["new"]);
    expect(store.getItem(`${OUTBOX_PREFIX}old`)).toBeNull();
    store.setItem(`${OUTBOX_PREFIX}roto`, "{no es json");
    expect(readKept(store).map((r) => r.id)).toEqual(["new"]);
    expect(store.getItem(`${OUTBOX_PREFIX}roto`)).toBeNull();
  });

  test("every page's few-byte check deletes what is past its time, and says whether anything is left", () => {
    const ls = window.localStorage;
    ls.setItem(`${OUTBOX_PREFIX}old`, JSON.stringify({ id: "old", expiresAt: 10_000 }));
    ls.setItem(`${OUTBOX_PREFIX}new`, JSON.stringify({ id: "new", expiresAt: 30_000 }));
    ls.setItem("otra-cosa", "se queda");
    expect(hasKept(20_000)).toBe(true);
    expect(ls.getItem(`${OUTBOX_PREFIX}old`)).toBeNull();
    expect(hasKept(30_000)).toBe(false);
    expect(ls.getItem(`${OUTBOX_PREFIX}new`)).toBeNull();
    expect(ls.getItem("otra-cosa")).toBe("se queda");
  });
});

describe("each under its own key", () => {
  test("one tab's keep or forget never drops another's enquiry", async () => {
    const store = memory();
    await Promise.all([keep(store, request("a")), keep(store, request("b"))]);
    forget(store, "a");
    expect(readKept(store).map((r) => r.id)).toEqual(["b"]);
    expect(isOwn("a")).toBe(false);
    expect(isOwn("b")).toBe(true);
    forget(store, "b");
    expect(window.sessionStorage.getItem(OWN_KEY)).toBeNull();
  });

  test("a list an earlier version kept unsealed is sealed, each under its own key and times, and the open list is gone", async () => {
    const store = memory();
    const old = { id: "v1", limitId: "presupuesto", path: "/contacto/", values: ANA, enquiry: ANA, keptAt: 5_000, triedAt: 0, expiresAt: Date.now() + 60_000 };
    store.setItem(LEGACY_OUTBOX_KEY, JSON.stringify([old, { ...old, id: "caducada", expiresAt: 1 }]));
    await sealLegacy(store);
    expect(store.getItem(LEGACY_OUTBOX_KEY)).toBeNull();
    const record = readRecord(store, "v1")!;
    expect([record.keptAt, record.expiresAt]).toEqual([old.keptAt, old.expiresAt]);
    expect(JSON.stringify(record)).not.toContain(ANA.email);
    expect(readRecord(store, "caducada")).toBeNull();
    expect(isOwn("v1")).toBe(false); // nobody's until its writer types the e-mail or the phone
    await expect(claimWith(store, ANA.email)).resolves.toBe(1);
  });
});
