import { act, renderHook } from "@testing-library/react";
import React from "react";
import { FormsContext, type FormsShared } from "./forms-context";
import { useEnquiryForm } from "./use-enquiry-form";
import { sendEnquiry } from "../../lib/enquiry/sender";
import { EMPTY_FORM, type EnquiryForm } from "../../lib/enquiry/payload";
import { RETRY_AFTER_MS } from "../../lib/enquiry/delivery";
import forms from "../../../data/forms.json";
import { MIN_FILL_MS, TRAP_FIELD } from "../../lib/enquiry/bot-check";

/** The alert data/forms.json gives every failed send. */
const SEND_FAILED_ALERT = forms.sendFailure.alert;

jest.mock("../../lib/enquiry/sender", () => ({ ...jest.requireActual("../../lib/enquiry/sender"), sendEnquiry: jest.fn() }));
const send = sendEnquiry as jest.MockedFunction<typeof sendEnquiry>;

// Every parameter of the payload definition, those not typed here empty: a new field leaves this test as it is.
const FILLED: EnquiryForm = {
  ...EMPTY_FORM,
  name: "Ana Pérez",
  company: "Comunidad Azahar",
  email: "ana@correo.example",
  phone: "968 00 01 01",
  service: "Impermeabilización",
  message: "Goteras en el garaje.",
  privacy: true,
};

/** What the form's island provides (forms-context.tsx): only what the hook reads. */
const shared = { forms: { blockList: ["spam@example.com"], sendFailure: forms.sendFailure, keptEnquiryHours: 72 }, site: {} } as unknown as FormsShared;
const wrapper = ({ children }: { children: React.ReactNode }) => <FormsContext.Provider value={shared}>{children}</FormsContext.Provider>;

const submitEvent = () => ({ preventDefault: jest.fn() }) as unknown as React.FormEvent;

/** The form as a person uses it: opened, then sent once the time it takes a person to fill it has passed. */
function setup({ afterMs = MIN_FILL_MS } = {}) {
  const hook = renderHook(() =>
    useEnquiryForm<EnquiryForm>({ empty: EMPTY_FORM, storageKey: "prueba", toEnquiry: (values) => values, limitId: "prueba" }),
  { wrapper },
  );
  act(() => jest.advanceTimersByTime(afterMs));
  return hook;
}

/** Gives the hook a <form> whose honeypot holds `trap`. */
function attachForm(ref: React.RefObject<HTMLFormElement>, trap: string) {
  const form = document.createElement("form");
  const input = document.createElement("input");
  input.name = TRAP_FIELD;
  input.value = trap;
  form.appendChild(input);
  (ref as { current: HTMLFormElement | null }).current = form;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  send.mockReset();
  jest.spyOn(window, "alert").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("a successful send shows the confirmation for 5 s, then the form is empty again", async () => {
  send.mockResolvedValue(undefined);
  const { result } = setup();
  act(() => result.current.change(FILLED));
  await act(async () => result.current.submit(submitEvent()));
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0]![0]).toMatchObject({ name: "Ana Pérez", phone: 968000101 });
  expect(send.mock.calls[0]![2]).toEqual(["spam@example.com"]);
  expect(result.current.state.status).toBe("sent");
  act(() => jest.advanceTimersByTime(4999));
  expect(result.current.state.status).toBe("sent");
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.state).toEqual({ status: "idle", values: EMPTY_FORM, failure: null });
  expect(window.sessionStorage.getItem("prueba")).toBe(JSON.stringify(EMPTY_FORM));
});

test("a failed send alerts, logs status and text, and keeps every value", async () => {
  send.mockRejectedValue({ status: 429, text: "Too Many Requests" });
  const { result } = setup();
  act(() => result.current.change(FILLED));
  await act(async () => result.current.submit(submitEvent()));
  expect(window.alert).toHaveBeenCalledWith(SEND_FAILED_ALERT);
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining("429 Too Many Requests"));
  expect(result.current.state).toEqual({ status: "failed", values: FILLED, failure: { status: 429, text: "Too Many Requests" } });
  act(() => jest.advanceTimersByTime(10_000));
  expect(result.current.state.values).toEqual(FILLED);
});

test("a passing provider error (500) is retried once after the throttle, with no alert, and the enquiry goes", async () => {
  send.mockRejectedValueOnce({ status: 500, text: "Internal Server Error" }).mockResolvedValueOnce(undefined);
  const { result } = setup();
  act(() => result.current.change(FILLED));
  await act(async () => result.current.submit(submitEvent()));
  expect(send).toHaveBeenCalledTimes(1);
  expect(result.current.state.status).toBe("submitting");
  await act(() => jest.advanceTimersByTimeAsync(RETRY_AFTER_MS));
  expect(send).toHaveBeenCalledTimes(2);
  expect(result.current.state.status).toBe("sent");
  expect(window.alert).not.toHaveBeenCalled();
});

test("a refusal (412) is told at once, and the enquiry to hand over is what was typed", async () => {
  send.mockRejectedValue({ status: 412, text: "Gmail_API: Invalid grant. Please reconnect your Gmail account" });
  const { result } = setup();
  act(() => result.current.change(FILLED));
  await act(async () => result.current.submit(submitEvent()));
  expect(send).toHaveBeenCalledTimes(1);
  expect(window.alert).toHaveBeenCalledWith(SEND_FAILED_ALERT);
  expect(result.current.state.status).toBe("failed");
  expect(result.current.enquiry).toMatchObject({ name: FILLED.name, phone: FILLED.phone, message: FILLED.message });
});

test("a second submit while the first is on its way sends nothing", async () => {
  let finish: () => void = () => undefined;
  send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
  const { result } = setup();
  act(() => result.current.change(FILLED));
  act(() => result.current.submit(submitEvent()));
  act(() => result.current.submit(submitEvent()));
  expect(result.current.state.status).toBe("submitting");
  await act(async () => finish());
  expect(send).toHaveBeenCalledTimes(1);
  expect(result.current.state.status).toBe("sent");
});

/** Waits, in real time, for what the fake timers do not drive (Web Crypto works on its own threads). */
const realTimeout = globalThis.setTimeout;
async function until(holds: () => boolean) {
  for (let i = 0; i < 1000 && !holds(); i++) await act(() => new Promise<void>((resolve) => realTimeout(resolve, 5)));
  expect(holds()).toBe(true);
}

/** Everything both of the tab's storages hold, as one text. */
const stored = () => [window.sessionStorage, window.localStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)).join("\n");

test("once the enquiry is kept for want of a connection, the tab holds no copy of what was typed, edits included", async () => {
  const online = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  window.localStorage.clear();
  const { result } = setup();
  act(() => result.current.change(FILLED));
  expect(window.sessionStorage.getItem("prueba")).toContain(FILLED.name); // until it is sent or kept, a reload keeps it
  act(() => result.current.submit(submitEvent()));
  await until(() => result.current.state.status === "kept");
  act(() => result.current.change({ message: "Goteras en el garaje y en el trastero." }));
  act(() => result.current.submit(submitEvent())); // «Enviar ahora», still offline: on its way, then kept again
  expect(result.current.state.status).toBe("submitting");
  expect(window.sessionStorage.getItem("prueba")).toBeNull();
  await until(() => result.current.state.status === "kept");
  for (const typed of [FILLED.name, FILLED.company, FILLED.email, FILLED.phone, "968000101", FILLED.message, "trastero"]) expect(stored()).not.toContain(typed);
  act(() => result.current.discard()); // no longer kept: the tab keeps what was typed for a reload again
  expect(window.sessionStorage.getItem("prueba")).toContain("trastero");
  expect(window.localStorage.length).toBe(0);
  online.mockRestore();
});

test("values typed earlier in the session come back after a reload", () => {
  window.sessionStorage.setItem("prueba", JSON.stringify({ name: "Ana Pérez", message: "Goteras" }));
  const { result } = setup();
  expect(result.current.state.values).toMatchObject({ name: "Ana Pérez", message: "Goteras", service: EMPTY_FORM.service });
  expect(result.current.ready).toBe(true);
});

test("a validation problem alerts and sends nothing", async () => {
  const { result } = renderHook(() =>
    useEnquiryForm<EnquiryForm>({ empty: EMPTY_FORM, toEnquiry: (values) => values, limitId: "x", validate: () => "Por favor, seleccione un servicio de la lista" }),
  { wrapper },
  );
  await act(async () => result.current.submit(submitEvent()));
  expect(window.alert).toHaveBeenCalledWith("Por favor, seleccione un servicio de la lista");
  expect(send).not.toHaveBeenCalled();
  expect(result.current.state.status).toBe("idle");
});

describe("only the hidden field drops a send, with the success a person sees; people are never dropped", () => {
  test("something in the hidden field: nothing is sent, and the confirmation shows as usual", async () => {
    const { result } = setup();
    attachForm(result.current.formRef, "http://spam.example");
    act(() => result.current.change(FILLED));
    act(() => result.current.submit(submitEvent()));
    expect(result.current.state.status).toBe("submitting");
    await act(async () => jest.advanceTimersByTime(1000));
    expect(result.current.state.status).toBe("sent");
    expect(send).not.toHaveBeenCalled();
  });

  test("a send sooner after the page started loading than a person could waits until then, and goes", async () => {
    send.mockResolvedValue(undefined);
    const { result } = setup({ afterMs: 300 });
    attachForm(result.current.formRef, "");
    act(() => result.current.change(FILLED));
    act(() => result.current.submit(submitEvent()));
    await act(async () => jest.advanceTimersByTime(MIN_FILL_MS - 300 - 50));
    expect(result.current.state.status).toBe("submitting");
    expect(send).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(100));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.state.status).toBe("sent");
  });

  test("the time counts from the start of the visit, so a person who reloads and sends at once is sent", async () => {
    send.mockResolvedValue(undefined);
    window.sessionStorage.setItem("inicio-visita", String(Date.now() - 60_000));
    const { result } = setup({ afterMs: 100 });
    attachForm(result.current.formRef, "");
    act(() => result.current.change(FILLED));
    await act(async () => result.current.submit(submitEvent()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.state.status).toBe("sent");
  });
});
