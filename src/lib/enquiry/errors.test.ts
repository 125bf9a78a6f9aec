import forms from "../../../data/forms.json";
import { inlineFailureMessage as messageWith, toSendFailure, type SendFailure } from "./errors";

/** The inline message with the texts data/forms.json gives the site. */
const inlineFailureMessage = (failure: SendFailure, phone: string) => messageWith(failure, phone, forms.sendFailure);

describe("toSendFailure", () => {
  test("keeps the library's status and text", () => {
    expect(toSendFailure({ status: 429, text: "Too Many Requests" })).toEqual({ status: 429, text: "Too Many Requests" });
    expect(toSendFailure({ status: 403, text: "Forbidden" })).toEqual({ status: 403, text: "Forbidden" });
  });

  test("a network TypeError becomes status 0 with its message", () => {
    const failure = toSendFailure(new TypeError("Failed to fetch"));
    expect(failure.status).toBe(0);
    expect(failure.text).toContain("Failed to fetch");
  });

  test("a status given as text is read as a number", () => {
    expect(toSendFailure({ status: "451", text: "x" })).toEqual({ status: 451, text: "x" });
  });

  test("a missing or non-numeric status becomes 0; a missing text becomes a generic one", () => {
    expect(toSendFailure({ status: "abc" })).toEqual({ status: 0, text: "Error" });
    expect(toSendFailure({ status: 500, text: "" })).toEqual({ status: 500, text: "Error" });
  });

  test("anything else is a network failure with status 0", () => {
    for (const error of [undefined, null, "boom", 42, {}]) {
      const failure = toSendFailure(error);
      expect(failure.status).toBe(0);
      expect(failure.text.length).toBeGreaterThan(0);
    }
  });
});

describe("inlineFailureMessage", () => {
  const phone = "968 000 101";

  test("429 asks the visitor to wait a few seconds", () => {
    const text = inlineFailureMessage({ status: 429, text: "Too Many Requests" }, phone);
    expect(text).toMatch(/segundos/);
  });

  test("only 429 talks about waiting seconds", () => {
    for (const status of [0, 400, 403, 451, 500]) {
      expect(inlineFailureMessage({ status, text: "x" }, phone)).not.toMatch(/segundos/);
    }
  });

  test.each([0, 400, 403, 429, 451, 500, 503])("status %d always includes the phone number given", (status) => {
    expect(inlineFailureMessage({ status, text: "x" }, phone)).toContain(phone);
    expect(inlineFailureMessage({ status, text: "x" }, "600 000 103")).toContain("600 000 103");
  });

  test("each known status has its own explanation (no connection is not a failure: the enquiry is kept and sent later)", () => {
    const texts = [403, 429, 451, 500].map((status) => inlineFailureMessage({ status, text: "x" }, phone));
    expect(new Set(texts).size).toBe(texts.length);
  });
});
