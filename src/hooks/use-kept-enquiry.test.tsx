import { act, renderHook } from "@testing-library/react";
import { useKeptEnquiry } from "./use-kept-enquiry";
import { forget, localStore, readKept } from "../lib/enquiry/outbox";

test("«Enviar ahora» on an enquiry another tab has already sent sends nothing again and says it is gone", () => {
  const online = jest.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const send = jest.fn(() => Promise.resolve());
  const onGone = jest.fn();
  const options = { limitId: "contacto", keptForMs: 3_600_000, send, onSent: jest.fn(), onWaiting: jest.fn(), onRefused: jest.fn(), onGone, onFound: jest.fn() };
  const { result } = renderHook(() => useKeptEnquiry<{ name: string }>(options));
  act(() => result.current.keepForLater({ name: "María" }, { name: "María" }, true));
  const [kept] = readKept(localStore());
  expect(kept).toBeDefined();
  forget(localStore(), kept!.id); // the other tab sent it
  online.mockReturnValue(true);
  act(() => result.current.tryNow({ name: "María" }, { name: "María" }));
  expect(send).not.toHaveBeenCalled();
  expect(onGone).toHaveBeenCalled();
  expect(readKept(localStore())).toEqual([]);
  online.mockRestore();
});
