import { act, renderHook, waitFor } from "@testing-library/react";
import { useKeptEnquiry } from "./use-kept-enquiry";
import { browserStore, forget, readKept } from "../lib/enquiry/outbox";

const ANA = { name: "María", email: "maria@correo.example", phone: "968 000 555" };

function setUp(send: jest.Mock = jest.fn(() => Promise.resolve())) {
  const options = { limitId: "contacto", keptForMs: 3_600_000, send, onSent: jest.fn(), onWaiting: jest.fn(), onRefused: jest.fn(), onGone: jest.fn(), onFound: jest.fn() };
  const { result } = renderHook(() => useKeptEnquiry<typeof ANA>(options));
  return { result, options, send };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test("«Enviar ahora» on an enquiry another tab has already sent sends nothing again and says it is gone", async () => {
  const online = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const { result, options, send } = setUp();
  act(() => result.current.keepForLater(ANA, ANA, true));
  await waitFor(() => expect(readKept(browserStore()!)).toHaveLength(1));
  forget(browserStore()!, readKept(browserStore()!)[0]!.id); // the other tab sent it
  online.mockReturnValue(true);
  act(() => result.current.tryNow(ANA, ANA));
  expect(send).not.toHaveBeenCalled();
  expect(options.onGone).toHaveBeenCalled();
  expect(readKept(browserStore()!)).toEqual([]);
  online.mockRestore();
});

/** Waits, in real time, for what the fake timers do not drive (Web Crypto works on its own threads). */
const realTimeout = globalThis.setTimeout;
async function until(holds: () => boolean) {
  for (let i = 0; i < 1000 && !holds(); i++) await act(() => new Promise<void>((resolve) => realTimeout(resolve, 5)));
  expect(holds()).toBe(true);
}

test("an edit sent while a try is in flight goes after it, once, and only then is the enquiry sent", async () => {
  let release!: () => void;
  const first = new Promise<void>((resolve) => (release = resolve));
  const phones: string[] = [];
  const send = jest.fn(({ enquiry }: { enquiry: typeof ANA }) => {
    phones.push(enquiry.phone);
    return phones.length === 1 ? first : Promise.resolve();
  });
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
  try {
    const { result, options } = setUp(send);
    act(() => result.current.keepForLater(ANA, ANA, false));
    await until(() => send.mock.calls.length === 1); // the automatic try, in flight
    const corrected = { ...ANA, phone: "968 000 777" };
    act(() => result.current.tryNow(corrected, corrected));
    await until(() => readKept(browserStore()!)[0]?.revision === 2);
    await act(async () => release());
    expect(options.onSent).not.toHaveBeenCalled(); // what went was not the last version
    await act(() => jest.advanceTimersByTimeAsync(60_000)); // the library's throttle, then the corrected one
    await until(() => options.onSent.mock.calls.length === 1);
    expect(phones).toEqual(["968 000 555", "968 000 777"]);
    expect(readKept(browserStore()!)).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

test("one the browser cannot keep (no e-mail asked, or its storage full) is held in the page: the visitor is told, and it still goes from there", async () => {
  const online = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const full = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("full", "QuotaExceededError");
  });
  try {
    for (const [values, enquiry] of [[{ name: "Talleres", email: "", phone: "968 000 101" }, { name: "Talleres", phone: "968 000 101" }], [ANA, ANA]] as const) {
      const { result, options, send } = setUp();
      act(() => result.current.keepForLater(values, enquiry, false)); // not tried yet: no throttle to wait out
      await waitFor(() => expect(options.onWaiting).toHaveBeenCalledWith(true)); // "not kept": told so, never "kept"
      expect(options.onWaiting).not.toHaveBeenCalledWith(false);
      expect(window.localStorage.length).toBe(0);
      expect(result.current.isKept()).toBe(true);
      online.mockReturnValue(true);
      act(() => window.dispatchEvent(new Event("online")));
      await waitFor(() => expect(options.onSent).toHaveBeenCalled()); // the retry reads the page, where it was written
      expect(send).toHaveBeenCalledWith(expect.objectContaining({ enquiry }), expect.objectContaining({ revision: 1 }));
      online.mockReturnValue(false);
    }
  } finally {
    full.mockRestore();
    online.mockRestore();
  }
});
