import type { SendFailure } from "./errors";

/** The life of an enquiry form: typing, sending, sent (then reset), or failed with every value kept. */
export type FormStatus = "idle" | "submitting" | "sent" | "failed";

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
  | { type: "reset"; values: V };

/** How long the confirmation stays before the form comes back empty. */
export const CONFIRMATION_MS = 5000;

export function initialState<V>(values: V): FormState<V> {
  return { status: "idle", values, failure: null };
}

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
      return state.status === "submitting" ? { ...state, status: "sent", failure: null } : state;
    case "failed":
      return state.status === "submitting" ? { ...state, status: "failed", failure: action.failure } : state;
    case "reset":
      return initialState(action.values);
  }
}
