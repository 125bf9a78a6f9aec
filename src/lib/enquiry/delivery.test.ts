import { isPassing, RETRY_AFTER_MS, sendWithRetry } from "./delivery";
import { THROTTLE_MS } from "./sender";

const providerError = (status: number) => ({ status, text: `status ${status}` });

/** A send that answers each attempt in turn: undefined succeeds, anything else is thrown. */
function attempts(...answers: unknown[]) {
  const send = jest.fn(async () => {
    const answer = answers.shift();
    if (answer !== undefined) throw answer;
  });
  return send;
}

describe("isPassing", () => {
  test("server errors and network errors may pass; the provider's refusals do not", () => {
    expect(isPassing({ status: 0, text: "Network Error" })).toBe(true);
    expect(isPassing({ status: 500, text: "" })).toBe(true);
    expect(isPassing({ status: 503, text: "" })).toBe(true);
    for (const status of [400, 403, 412, 429, 451]) expect(isPassing({ status, text: "" })).toBe(false);
  });
});

describe("sendWithRetry", () => {
  const waited: number[] = [];
  const wait = async (ms: number) => void waited.push(ms);
  beforeEach(() => (waited.length = 0));

  test("a send that goes through is made once, with no wait", async () => {
    const send = attempts(undefined);
    await sendWithRetry(send, wait);
    expect(send).toHaveBeenCalledTimes(1);
    expect(waited).toEqual([]);
  });

  test("a 500 then a success: sent on the second try, after the library's throttle", async () => {
    const send = attempts(providerError(500), undefined);
    await sendWithRetry(send, wait);
    expect(send).toHaveBeenCalledTimes(2);
    expect(waited).toEqual([RETRY_AFTER_MS]);
    expect(RETRY_AFTER_MS).toBeGreaterThan(THROTTLE_MS);
  });

  test("a network error is retried once too", async () => {
    const send = attempts(new TypeError("Failed to fetch"), undefined);
    await sendWithRetry(send, wait);
    expect(send).toHaveBeenCalledTimes(2);
  });

  test("two passing failures in a row: the second is the answer, and there is no third try", async () => {
    const send = attempts(providerError(502), providerError(503));
    await expect(sendWithRetry(send, wait)).rejects.toEqual(providerError(503));
    expect(send).toHaveBeenCalledTimes(2);
  });

  test("a refusal (412, 429, 403, 400) is the answer at once, with no retry", async () => {
    for (const status of [412, 429, 403, 400]) {
      const send = attempts(providerError(status), undefined);
      await expect(sendWithRetry(send, wait)).rejects.toEqual(providerError(status));
      expect(send).toHaveBeenCalledTimes(1);
    }
    expect(waited).toEqual([]);
  });
});
