import type { SendFailure } from "./errors";
import { CONFIRMATION_MS, formReducer, initialState, isKept, notSent, type FormState } from "./form-state";

interface Values {
  name: string;
  email: string;
}

const empty: Values = { name: "", email: "" };
const failure: SendFailure = { status: 429, text: "Too Many Requests" };

function filled(): FormState<Values> {
  return formReducer(initialState(empty), { type: "change", values: { name: "Ana", email: "ana@example.es" } });
}

describe("form state machine", () => {
  test("CONFIRMATION_MS is 5000", () => {
    expect(CONFIRMATION_MS).toBe(5000);
  });

  test("starts idle with the given values and no failure", () => {
    expect(initialState(empty)).toEqual({ status: "idle", values: empty, failure: null });
  });

  test("change merges values and keeps the status", () => {
    const once = formReducer(initialState(empty), { type: "change", values: { name: "Ana" } });
    expect(once).toEqual({ status: "idle", values: { name: "Ana", email: "" }, failure: null });
    const twice = formReducer(once, { type: "change", values: { email: "a@b.es" } });
    expect(twice.values).toEqual({ name: "Ana", email: "a@b.es" });
  });

  test("change does not mutate the previous state", () => {
    const start = initialState(empty);
    formReducer(start, { type: "change", values: { name: "Ana" } });
    expect(start.values).toEqual(empty);
  });

  test("submit from idle → submitting, values kept", () => {
    const next = formReducer(filled(), { type: "submit" });
    expect(next.status).toBe("submitting");
    expect(next.values).toEqual({ name: "Ana", email: "ana@example.es" });
    expect(next.failure).toBeNull();
  });

  test("a second submit while submitting is ignored (same state)", () => {
    const submitting = formReducer(filled(), { type: "submit" });
    expect(formReducer(submitting, { type: "submit" })).toBe(submitting);
  });

  test("change is ignored while submitting", () => {
    const submitting = formReducer(filled(), { type: "submit" });
    const next = formReducer(submitting, { type: "change", values: { name: "Otro" } });
    expect(next).toBe(submitting);
    expect(next.values.name).toBe("Ana");
  });

  test("succeeded while submitting → sent", () => {
    const sent = formReducer(formReducer(filled(), { type: "submit" }), { type: "succeeded" });
    expect(sent.status).toBe("sent");
    expect(sent.failure).toBeNull();
  });

  test("once sent, change and submit are ignored until reset", () => {
    const sent = formReducer(formReducer(filled(), { type: "submit" }), { type: "succeeded" });
    expect(formReducer(sent, { type: "change", values: { name: "X" } })).toBe(sent);
    expect(formReducer(sent, { type: "submit" })).toBe(sent);
  });

  test("failed while submitting keeps the values and stores the failure", () => {
    const failed = formReducer(formReducer(filled(), { type: "submit" }), { type: "failed", failure });
    expect(failed.status).toBe("failed");
    expect(failed.values).toEqual({ name: "Ana", email: "ana@example.es" });
    expect(failed.failure).toEqual(failure);
  });

  test("after a failure the visitor can edit and submit again; the failure is cleared on submit", () => {
    const failed = formReducer(formReducer(filled(), { type: "submit" }), { type: "failed", failure });
    const edited = formReducer(failed, { type: "change", values: { email: "otro@example.es" } });
    expect(edited.status).toBe("failed");
    expect(edited.values.email).toBe("otro@example.es");
    const retry = formReducer(edited, { type: "submit" });
    expect(retry.status).toBe("submitting");
    expect(retry.failure).toBeNull();
    expect(retry.values).toEqual({ name: "Ana", email: "otro@example.es" });
  });

  test("succeeded or failed outside submitting are ignored", () => {
    const idle = filled();
    expect(formReducer(idle, { type: "succeeded" })).toBe(idle);
    expect(formReducer(idle, { type: "failed", failure })).toBe(idle);
    const sent = formReducer(formReducer(idle, { type: "submit" }), { type: "succeeded" });
    expect(formReducer(sent, { type: "failed", failure })).toBe(sent);
  });

  test("reset returns to idle with the given empty values from any state", () => {
    const submitting = formReducer(filled(), { type: "submit" });
    const sent = formReducer(submitting, { type: "succeeded" });
    const failed = formReducer(submitting, { type: "failed", failure });
    for (const state of [filled(), submitting, sent, failed]) {
      expect(formReducer(state, { type: "reset", values: empty })).toEqual({ status: "idle", values: empty, failure: null });
    }
  });
});

describe("an enquiry kept while the connection is down", () => {
  test("a send that cannot go now is kept; the form stays filled and can still be changed", () => {
    const kept = formReducer(formReducer(filled(), { type: "submit" }), { type: "kept", earlier: false });
    expect(kept).toEqual({ status: "kept", values: { name: "Ana", email: "ana@example.es" }, failure: null });
    expect(formReducer(kept, { type: "change", values: { name: "Ana María" } }).values.name).toBe("Ana María");
  });

  test("one kept on an earlier visit is pending; it goes (sent), is refused (failed) or is discarded (idle, values kept)", () => {
    const pending = formReducer(filled(), { type: "kept", earlier: true });
    expect(pending.status).toBe("pending");
    expect(formReducer(pending, { type: "succeeded" }).status).toBe("sent");
    expect(formReducer(pending, { type: "failed", failure }).status).toBe("failed");
    const discarded = formReducer(pending, { type: "discard" });
    expect(discarded).toEqual({ status: "idle", values: pending.values, failure: null });
  });

  test("one from an earlier visit whose automatic try fails stays pending: the visitor is online, it is not told otherwise", () => {
    const pending = formReducer(filled(), { type: "kept", earlier: true });
    expect(formReducer(pending, { type: "kept", earlier: false }).status).toBe("pending");
  });

  test("one the browser could not keep is held in the page: said so, still waiting, sent or discarded like the others", () => {
    const held = formReducer(formReducer(filled(), { type: "submit" }), { type: "kept", earlier: false, inPage: true });
    expect(held).toEqual({ status: "held", values: { name: "Ana", email: "ana@example.es" }, failure: null });
    expect([isKept(held.status), notSent(held.status)]).toEqual([true, true]);
    expect(formReducer(held, { type: "succeeded" }).status).toBe("sent");
    expect(formReducer(held, { type: "discard" }).status).toBe("idle");
  });

  test("sending it now from kept is an ordinary submit", () => {
    const kept = formReducer(filled(), { type: "kept", earlier: false });
    expect(formReducer(kept, { type: "submit" }).status).toBe("submitting");
  });

  test("nothing is kept once sent, and discard does nothing to a form that keeps nothing", () => {
    const sent = formReducer(formReducer(filled(), { type: "submit" }), { type: "succeeded" });
    expect(formReducer(sent, { type: "kept", earlier: true })).toBe(sent);
    const idle = filled();
    expect(formReducer(idle, { type: "discard" })).toBe(idle);
  });
});
