import type { SendFailure } from "./errors";

/**
 * The life of an enquiry form: typing, sending, sent (then reset), or failed with every value kept. "kept": the
 * connection was down, so the enquiry waits in the browser to go when it returns; "pending": one kept on an earlier
 * visit (or before a reload), opened again by its writer; "held": the connection was down and the browser could not
 * keep it (the form asks for no e-mail, or storage refused it), so it waits in this page only, and the visitor is told.
 * The form stays filled and usable in all three.
 */
export type FormStatus = "idle" | "submitting" | "sent" | "failed" | "kept" | "pending" | "held";

export interface FormState<V> {
  status: FormStatus;
  values: V;
  failure: SendFailure | null;
}

export type FormAction<V> =
  | { type: "change"; values: Partial<V> }
  | { type: "submit" }
  | { type: "succeeded" }
  | { type: "failed"; failure: SendFailure }
  | { type: "kept"; earlier: boolean; inPage?: boolean }
  | { type: "discard" }
  | { type: "reset"; values: V };

/** How long the confirmation stays before the form comes back empty. */
export const CONFIRMATION_MS = 5000;

export function initialState<V>(values: V): FormState<V> {
  return { status: "idle", values, failure: null };
}

/** The enquiry waits for the connection (kept on this visit, pending from an earlier one, or held in this page). */
export const isKept = (status: FormStatus): status is "kept" | "pending" | "held" => status === "kept" || status === "pending" || status === "held";

/** The enquiry has not gone (failed, or kept for later): the other ways to hand it over are shown. */
export const notSent = (status: FormStatus) => status === "failed" || isKept(status);

/** A send is on its way, or an enquiry waits to go. */
const waiting = (state: FormState<unknown>) => state.status === "submitting" || isKept(state.status);

export function formReducer<V>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case "change":
      if (state.status === "submitting" || state.status === "sent") return state;
      return { ...state, values: { ...state.values, ...action.values } };
    case "submit":
      // A second click while sending sends nothing more.
      if (state.status === "submitting" || state.status === "sent") return state;
      return { ...state, status: "submitting", failure: null };
    case "succeeded":
      return waiting(state) ? { ...state, status: "sent", failure: null } : state;
    case "failed":
      return waiting(state) ? { ...state, status: "failed", failure: action.failure } : state;
    case "kept":
      if (state.status === "sent") return state;
      if (action.inPage) return { ...state, status: "held", failure: null };
      // One from an earlier visit whose try has just failed is still that one, not a connection lost here.
      return { ...state, status: action.earlier || state.status === "pending" ? "pending" : "kept", failure: null };
    case "discard":
      // Discarded here, or sent or discarded by another tab (even while this one was about to try it).
      return waiting(state) ? { ...state, status: "idle" } : state;
    case "reset":
      return initialState(action.values);
  }
}
