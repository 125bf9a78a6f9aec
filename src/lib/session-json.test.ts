/** @jest-environment jsdom */
import { readSession, writeSession } from "./session-json";

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
});

test("a value written is read back after a reload of the tab; null removes it; no key keeps nothing", () => {
  writeSession("formulario", { name: "Ana", phone: "600 000 000" });
  expect(window.sessionStorage.getItem("formulario")).toBe('{"name":"Ana","phone":"600 000 000"}');
  expect(readSession("formulario")).toEqual({ name: "Ana", phone: "600 000 000" });
  writeSession("formulario", null);
  expect(readSession("formulario")).toBeNull();
  writeSession(undefined, { name: "Ana" });
  expect(readSession(undefined)).toBeNull();
});

test("something unreadable, a full storage or a refused one: null, and nothing thrown", () => {
  window.sessionStorage.setItem("formulario", "{no es JSON");
  expect(readSession("formulario")).toBeNull();
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  expect(() => writeSession("formulario", { name: "Ana" })).not.toThrow();
  jest.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
  expect(readSession("formulario")).toBeNull();
  expect(() => writeSession("formulario", { name: "Ana" })).not.toThrow();
});
