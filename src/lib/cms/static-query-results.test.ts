/** @jest-environment node */
import { loadStaticQuery, retryDelay, sessionKept, StaticQueryResults, StaticQueryUnavailable, type Loaded } from "./static-query-results";

/** Reads as Suspense does: until `read` returns or throws an Error, wait for the promise it threw and read again. */
async function settle(results: StaticQueryResults, hash: string): Promise<Loaded | Error> {
  for (;;) {
    try {
      return results.read(hash);
    } catch (thrown) {
      if (thrown instanceof Error) return thrown;
      await thrown;
    }
  }
}

const noPause = jest.fn(async (_ms: number) => {});

beforeEach(() => noPause.mockClear());

test("a result is fetched once and then read from memory", async () => {
  const load = jest.fn(async (hash: string) => ({ data: { hash } }));
  const results = new StaticQueryResults(load, { attempts: 6, pause: noPause });
  expect(await settle(results, "123")).toEqual({ data: { hash: "123" } });
  expect(results.read("123")).toEqual({ data: { hash: "123" } });
  expect(load).toHaveBeenCalledTimes(1);
});

test("a fetch that meets a half-written file is tried again after a pause, and the preview gets the result", async () => {
  const load = jest
    .fn<Promise<Loaded>, [string]>()
    .mockRejectedValueOnce(new SyntaxError("Unexpected end of JSON input"))
    .mockRejectedValueOnce(new Error("HTTP 404"))
    .mockResolvedValue({ data: { site: "ok" } });
  const results = new StaticQueryResults(load, { attempts: 6, pause: noPause });
  expect(await settle(results, "7")).toEqual({ data: { site: "ok" } });
  expect(load).toHaveBeenCalledTimes(3);
  expect(noPause.mock.calls.map(([ms]) => ms)).toEqual([500, 1_000]);
});

test("after every attempt fails, reading gives the preview's own error, naming the result and the last cause", async () => {
  const load = jest.fn(async (): Promise<Loaded> => {
    throw new Error("HTTP 500");
  });
  const results = new StaticQueryResults(load, { attempts: 4, pause: noPause });
  const outcome = await settle(results, "42");
  expect(outcome).toBeInstanceOf(StaticQueryUnavailable);
  expect((outcome as Error).message).toBe("Resultado 42: HTTP 500");
  expect(load).toHaveBeenCalledTimes(4);
  expect(() => results.read("42")).toThrow("Resultado 42: HTTP 500");
});

/** The tab's sessionStorage, in this file's Node environment (no window): a map behind the same methods. */
function withSessionStorage(getItem: (key: string) => string | null, setItem: (key: string, value: string) => void = () => {}) {
  Object.defineProperty(globalThis, "window", { value: { sessionStorage: { getItem, setItem, removeItem: () => {} } }, configurable: true });
}
afterEach(() => Reflect.deleteProperty(globalThis, "window"));

test("a result read whole is kept; after three failed tries a later page of the same tab takes the kept one", async () => {
  const items = new Map<string, string>();
  withSessionStorage((key) => items.get(key) ?? null, (key, value) => void items.set(key, value));
  const kept = sessionKept;
  const whole = { data: { menu: ["Fontanería"] } };
  expect(await settle(new StaticQueryResults(async () => whole, { kept, pause: noPause }), "9")).toEqual(whole);

  // The editor reloaded while `gatsby develop` holds a result with errors: no new run mends it until the next change.
  const broken = jest.fn(async (): Promise<Loaded> => {
    throw new Error("Cannot read properties of undefined (reading 'id')");
  });
  expect(await settle(new StaticQueryResults(broken, { kept, pause: noPause }), "9")).toEqual(whole);
  expect(broken).toHaveBeenCalledTimes(3);
  // With nothing kept for that result, the tries go on to the preview's own error.
  const other = await settle(new StaticQueryResults(broken, { attempts: 5, kept, pause: noPause }), "10");
  expect(other).toBeInstanceOf(StaticQueryUnavailable);
});

test("a kept result without data is not taken; a storage that refuses or throws keeps nothing (src/lib/session-json.ts)", () => {
  withSessionStorage(() => '{"data":null}');
  expect(sessionKept.get("1")).toBeUndefined();
  withSessionStorage(
    () => "{no es JSON",
    () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    },
  );
  expect(() => sessionKept.set("1", { data: {} })).not.toThrow();
  expect(sessionKept.get("1")).toBeUndefined();
  Object.defineProperty(globalThis, "window", {
    get: () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
    configurable: true,
  });
  expect(sessionKept.get("1")).toBeUndefined();
});

test("the pause between attempts doubles from half a second and stays at most 4 s", () => {
  expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
});

describe("a result as the server gives it", () => {
  const answer = (status: number, body: string) => jest.spyOn(global, "fetch").mockResolvedValue(new Response(body, { status }));
  afterEach(() => jest.restoreAllMocks());

  test("whole, with data: taken", async () => {
    answer(200, '{"data":{"site":{"title":"Montoya"}}}');
    await expect(loadStaticQuery("1")).resolves.toEqual({ data: { site: { title: "Montoya" } } });
    expect(global.fetch).toHaveBeenCalledWith("/page-data/sq/d/1.json", expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  test("cut short, missing, or holding the errors of a run that met the data mid-change: refused, to be tried again", async () => {
    answer(200, '{"data":{"si');
    await expect(loadStaticQuery("1")).rejects.toThrow();
    answer(404, "Not found");
    await expect(loadStaticQuery("1")).rejects.toThrow("HTTP 404");
    answer(200, `{"errors":[{"message":"Cannot read properties of undefined (reading 'id')"}],"data":{"allServiceJson":null}}`);
    await expect(loadStaticQuery("1")).rejects.toThrow("Cannot read properties of undefined (reading 'id')");
    answer(200, '{"data":null}');
    await expect(loadStaticQuery("1")).rejects.toThrow("sin datos");
  });
});
