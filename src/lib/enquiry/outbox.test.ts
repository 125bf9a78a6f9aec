import { forget, isOwn, keep, newEnquiryId, openKept, OUTBOX_PREFIX, PAGE_STORE, readKept, readRecord } from "./outbox";
import { hasKept, LEGACY_OUTBOX_KEY, LEGACY_TAB_KEYS, outboxKeys, RECORD_FORMAT, type Store } from "./outbox-key";
import { KEY_ROUNDS, newSalt, pageKey, proofKey, proofOf } from "./seal";
import { ANA, memory, request } from "../../../tests/unit/kept-fixtures";

type Outbox = typeof import("./outbox");

/** The same browser in a new page (a reload, a reopened or another tab, another visit): no key in its memory. */
async function newPage(): Promise<Outbox> {
  let fresh: Outbox | null = null;
  await jest.isolateModulesAsync(async () => {
    fresh = await import("./outbox");
  });
  return fresh!;
}

const NO_EMAIL = { ...ANA, name: "Conservas del Segura", company: "Conservas del Segura", email: "", phone: "968 000 101", message: "Limpieza semanal" };

/** A browser's storage that is full: it refuses every new entry. */
function full(): Store {
  const store = memory();
  return { ...store, setItem: () => { throw new DOMException("full", "QuotaExceededError"); }, get length() { return store.length; } };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const key of outboxKeys(PAGE_STORE)) PAGE_STORE.removeItem(key); // each test a page of its own
});

describe("a kept enquiry is sealed: its writer's alone", () => {
  test("the browser's storage holds only its id, form, page and times in the clear; nothing typed, and no key anywhere", async () => {
    const store = memory();
    await expect(keep(store, request("a"))).resolves.toBe(store);
    const raw = store.getItem(`${OUTBOX_PREFIX}a`)!;
    for (const typed of Object.values(ANA)) expect(raw).not.toContain(typed);
    expect(raw).not.toContain("000555");
    expect(Object.keys(JSON.parse(raw)).sort()).toEqual(["expiresAt", "format", "id", "keptAt", "limitId", "path", "pressedAt", "revision", "salt", "sealed", "triedAt"]);
    expect(JSON.parse(raw)).toMatchObject({ format: RECORD_FORMAT, path: "/contacto/", limitId: "presupuesto" });
    // The page's key is in its memory only: neither of the tab's storages holds anything.
    expect([window.sessionStorage.length, window.localStorage.length]).toEqual([0, 0]);
  });

  test("the page that kept it opens it; a new page cannot until it types the e-mail and the phone it was written with, both", async () => {
    const store = memory();
    await keep(store, request("a"));
    expect(isOwn("a")).toBe(true);
    expect((await openKept(readRecord(store, "a")!))?.values).toEqual(ANA);
    const next = await newPage();
    expect(next.isOwn("a")).toBe(false);
    expect(await next.openKept(readRecord(store, "a")!)).toBeNull();
    const wrong = [
      { email: ANA.email, phone: "" },
      { email: "", phone: ANA.phone },
      { email: ANA.email, phone: "968 000 556" },
      { email: "ana@correo.example", phone: ANA.phone },
      { email: ANA.name, phone: ANA.company },
    ];
    for (const typed of wrong) await expect(next.claimWith(store, typed)).resolves.toBe(0);
    expect(next.isOwn("a")).toBe(false);
    await expect(next.claimWith(store, { email: "  ANA.Ruiz@Correo.example ", phone: "+34 968-000-555" })).resolves.toBe(1);
    expect((await next.openKept(readRecord(store, "a")!))?.enquiry).toEqual(ANA);
    const after = await newPage();
    expect(after.isOwn("a")).toBe(false);
    await expect(after.claimWith(store, { email: ANA.email, phone: "968000555" })).resolves.toBe(1);
  });

  test("its key is derived at OWASP's rounds or more, and no key a page holds can be exported", async () => {
    expect(KEY_ROUNDS).toBeGreaterThanOrEqual(600_000);
    const keys = [await proofKey(proofOf(ANA)!, newSalt()), await pageKey()];
    for (const key of keys) {
      expect(key.extractable).toBe(false);
      await expect(crypto.subtle.exportKey("raw", key)).rejects.toThrow();
    }
  });

  test("an e-mail alone or a phone alone makes no lock", () => {
    expect(proofOf({ email: ANA.email })).toBeNull();
    expect(proofOf({ phone: ANA.phone })).toBeNull();
    expect(proofOf({ email: "no-es-un-correo", phone: ANA.phone })).toBeNull();
    expect(proofOf({ email: ANA.email, phone: "12345" })).toBeNull();
    expect(proofOf({ email: ANA.email.toUpperCase(), phone: "+34 968 000 555" })).toBe(proofOf(ANA));
  });

  test("ids are unique", () => {
    expect(new Set(Array.from({ length: 500 }, newEnquiryId)).size).toBe(500);
  });
});

describe("kept means kept: what the browser cannot keep is held in the page, and the caller is told so", () => {
  test("an enquiry without an e-mail (the quote block of a service page) is held in the page only: nothing stored, nothing for a new page", async () => {
    const store = memory();
    await expect(keep(store, request("q", { content: { values: NO_EMAIL, enquiry: NO_EMAIL } }))).resolves.toBe(PAGE_STORE);
    expect(store.length).toBe(0);
    expect((await openKept(readRecord(PAGE_STORE, "q")!))?.values).toEqual(NO_EMAIL);
    const next = await newPage();
    expect(next.readRecord(next.PAGE_STORE, "q")).toBeNull();
    expect(next.readKept(store)).toEqual([]);
  });

  test("a full store, or none, holds it in the page; an earlier version kept in the store is not left there", async () => {
    await expect(keep(full(), request("a"))).resolves.toBe(PAGE_STORE);
    await expect(keep(null, request("b"))).resolves.toBe(PAGE_STORE);
    const store = memory();
    await keep(store, request("c"));
    const refusing = { ...store, setItem: full().setItem, get length() { return store.length; } };
    await expect(keep(refusing, request("c", { pressedAt: 2_000 }))).resolves.toBe(PAGE_STORE);
    expect(readRecord(store, "c")).toBeNull();
    expect(readRecord(PAGE_STORE, "c")).toMatchObject({ revision: 2, pressedAt: 2_000 });
    expect((await openKept(readRecord(PAGE_STORE, "c")!))?.values).toEqual(ANA);
    forget(store, "c");
    expect(readRecord(PAGE_STORE, "c")).toBeNull();
  });
});

describe("its time is what the texts say", () => {
  test("an edit makes a new revision with the same start and end: a retry never extends its time", async () => {
    const store = memory();
    await keep(store, request("a"));
    const first = readRecord(store, "a")!;
    await keep(store, request("a", { pressedAt: 5_000 }));
    expect(readRecord(store, "a")!.salt).toBe(first.salt); // the same e-mail and phone: the same key, no new derivation
    const corrected = { ...ANA, phone: "968 000 777" };
    await keep(store, request("a", { content: { values: corrected, enquiry: corrected }, pressedAt: 9_000 }));
    const third = readRecord(store, "a")!;
    expect([third.revision, third.keptAt, third.expiresAt, third.pressedAt]).toEqual([3, first.keptAt, first.expiresAt, 9_000]);
    expect((await openKept<typeof ANA>(third))?.values.phone).toBe("968 000 777");
    const next = await newPage();
    await expect(next.claimWith(store, ANA)).resolves.toBe(0);
    await expect(next.claimWith(store, corrected)).resolves.toBe(1); // its key follows the corrected phone
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
    ls.setItem(`${OUTBOX_PREFIX}old`, JSON.stringify({ format: RECORD_FORMAT, id: "old", expiresAt: 10_000 }));
    ls.setItem(`${OUTBOX_PREFIX}new`, JSON.stringify({ format: RECORD_FORMAT, id: "new", expiresAt: 30_000 }));
    ls.setItem("otra-cosa", "se queda");
    expect(hasKept(20_000)).toBe(true);
    expect(ls.getItem(`${OUTBOX_PREFIX}old`)).toBeNull();
    expect(hasKept(30_000)).toBe(false);
    expect(ls.getItem(`${OUTBOX_PREFIX}new`)).toBeNull();
    expect(ls.getItem("otra-cosa")).toBe("se queda");
  });

  test("what an earlier release kept is deleted unread by every page, not honoured: its records, its open list, its tab keys", () => {
    const ls = window.localStorage;
    const later = Date.now() + 3_600_000;
    // The previous release: a record whose key was wrapped under the phone alone, and its raw key in the tab.
    ls.setItem(`${OUTBOX_PREFIX}v1`, JSON.stringify({ id: "v1", limitId: "presupuesto-industrial", expiresAt: later, salt: "c2Fs", locks: [{ iv: "aXY=", data: "ZGF0YQ==" }], sealed: { iv: "aXY=", data: "ZGF0YQ==" } }));
    window.sessionStorage.setItem(LEGACY_TAB_KEYS, JSON.stringify({ v1: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=" }));
    // The one before: one open list.
    ls.setItem(LEGACY_OUTBOX_KEY, JSON.stringify([{ id: "v0", expiresAt: later, values: ANA }]));
    expect(hasKept()).toBe(false);
    expect([ls.length, window.sessionStorage.length]).toEqual([0, 0]);
  });
});

describe("each under its own key", () => {
  test("one page's keep or forget never drops another's enquiry", async () => {
    const store = memory();
    await Promise.all([keep(store, request("a")), keep(store, request("b"))]);
    forget(store, "a");
    expect(readKept(store).map((r) => r.id)).toEqual(["b"]);
    expect(isOwn("a")).toBe(false);
    expect(isOwn("b")).toBe(true);
  });
});
