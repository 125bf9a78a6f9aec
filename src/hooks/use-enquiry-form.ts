import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { looksLikeBot, TRAP_FIELD, visitStart } from "../lib/enquiry/bot-check";
import { resolveEmailConfig } from "../lib/enquiry/config";
import { toSendFailure } from "../lib/enquiry/errors";
import { CONFIRMATION_MS, formReducer, initialState, type FormState } from "../lib/enquiry/form-state";
import type { EnquiryPayload } from "../lib/enquiry/payload";
import { sendEnquiry } from "../lib/enquiry/sender";
import { useFormsData } from "./use-forms-data";

// Inlined at build: webpack replaces each process.env.GATSBY_* reference with its value.
const EMAIL_CONFIG = resolveEmailConfig({
  GATSBY_EMAILJS_SERVICE_ID: process.env.GATSBY_EMAILJS_SERVICE_ID,
  GATSBY_EMAILJS_TEMPLATE_ID: process.env.GATSBY_EMAILJS_TEMPLATE_ID,
  GATSBY_EMAILJS_PUBLIC_KEY: process.env.GATSBY_EMAILJS_PUBLIC_KEY,
  GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN,
  GATSBY_EMAILJS_BLOCK_HEADLESS: process.env.GATSBY_EMAILJS_BLOCK_HEADLESS,
});

export interface EnquiryFormOptions<V> {
  /** Values of an empty form, restored after a successful send. */
  empty: V;
  /** Where typed values survive a reload until they are sent; none for forms not worth keeping. */
  storageKey?: string;
  /** An alert text when the values cannot be sent as they are (beyond the browser's own checks). */
  validate?: (values: V) => string | null;
  toPayload: (values: V, now: number) => EnquiryPayload;
  /** Rate-limit bucket of the e-mail library. */
  limitId: string;
}

export interface EnquiryFormControls<V> {
  state: FormState<V>;
  change: (values: Partial<V>) => void;
  submit: (event: React.FormEvent) => void;
  /** Attach to the <form>: values typed before the page finished loading are picked up from it. */
  formRef: React.RefObject<HTMLFormElement>;
  /** False until the page's script runs; the submit button stays disabled so the browser never posts the form itself. */
  ready: boolean;
}

function readSaved<V>(key: string | undefined): Partial<V> | null {
  if (!key) return null;
  try {
    const saved = window.sessionStorage.getItem(key);
    return saved ? (JSON.parse(saved) as Partial<V>) : null;
  } catch {
    return null;
  }
}

/** Values already in the form's fields (typed before hydration), for the keys of the form's values. */
function readTyped<V>(form: HTMLFormElement | null, empty: V): Partial<V> {
  const typed: Record<string, unknown> = {};
  if (!form) return typed as Partial<V>;
  for (const key of Object.keys(empty as object)) {
    const field = form.elements.namedItem(key);
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      if (field.checked) typed[key] = true;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      if (field.value !== "" && field.value !== (empty as Record<string, unknown>)[key]) typed[key] = field.value;
    }
  }
  return typed as Partial<V>;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What the honeypot field of the form holds (src/lib/enquiry/bot-check.ts). */
function trapValue(form: HTMLFormElement | null): string {
  const field = form?.elements.namedItem(TRAP_FIELD);
  return field instanceof HTMLInputElement ? field.value : "";
}

/** How long a bot's dropped send seems to take, like a real one. */
const DROPPED_SEND_MS = 600;

function writeSaved(key: string | undefined, value: unknown): void {
  if (!key) return;
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes may refuse storage: the form still works, it just does not survive a reload.
  }
}

/** State, persistence and sending of one enquiry form; nothing typed is lost when a send fails. */
export function useEnquiryForm<V>({ empty, storageKey, validate, toPayload, limitId }: EnquiryFormOptions<V>): EnquiryFormControls<V> {
  const { blockList, sendFailure } = useFormsData();
  const [state, dispatch] = useReducer(formReducer<V>, empty, initialState);
  const sending = useRef(false);
  const restored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  const started = useRef(0);

  useEffect(() => {
    // Date.now() - performance.now() is when this page started loading, before anything was typed into it.
    started.current = visitStart(sessionStore(), Date.now() - performance.now());
    const values = { ...readSaved<V>(storageKey), ...readTyped(formRef.current, empty) };
    if (Object.keys(values).length > 0) dispatch({ type: "change", values });
    restored.current = true;
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form first appears
  }, [storageKey]);

  useEffect(() => {
    if (restored.current && state.status !== "sent") writeSaved(storageKey, state.values);
  }, [state.values, state.status, storageKey]);

  useEffect(() => {
    if (state.status !== "sent") return undefined;
    writeSaved(storageKey, null);
    const timer = setTimeout(() => dispatch({ type: "reset", values: empty }), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state.status, storageKey, empty]);

  const change = useCallback((values: Partial<V>) => dispatch({ type: "change", values }), []);

  const submit = useCallback(
    (event: React.FormEvent) => {
      event.preventDefault();
      if (sending.current) return;
      const problem = validate?.(state.values);
      if (problem) {
        window.alert(problem);
        return;
      }
      sending.current = true;
      dispatch({ type: "submit" });
      if (looksLikeBot({ trap: trapValue(formRef.current), elapsedMs: Date.now() - started.current })) {
        // Dropped, with the success a person sees: a bot learns nothing from the answer.
        setTimeout(() => {
          dispatch({ type: "succeeded" });
          sending.current = false;
        }, DROPPED_SEND_MS);
        return;
      }
      sendEnquiry(toPayload(state.values, Date.now()), EMAIL_CONFIG, blockList, limitId)
        .then(() => dispatch({ type: "succeeded" }))
        .catch((error: unknown) => {
          const failure = toSendFailure(error);
          console.error(`[enquiry] envío fallido: ${failure.status} ${failure.text}`);
          dispatch({ type: "failed", failure });
          window.alert(sendFailure.alert);
        })
        .finally(() => {
          sending.current = false;
        });
    },
    [state.values, validate, toPayload, blockList, sendFailure.alert, limitId],
  );

  return { state, change, submit, formRef, ready };
}
