import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { isTrapped, visitStart, waitBeforeSending } from "../../lib/enquiry/bot-check";
import { readTyped, sessionStore, trapValue } from "../../lib/enquiry/form-page";
import { readSession, writeSession } from "../../lib/session-json";
import { resolveEmailConfig } from "../../lib/enquiry/config";
import { pause, sendWithRetry } from "../../lib/enquiry/delivery";
import { toSendFailure, type SendFailure } from "../../lib/enquiry/errors";
import { CONFIRMATION_MS, formReducer, initialState, isKept, type FormState } from "../../lib/enquiry/form-state";
import { buildPayload, type EnquiryValues } from "../../lib/enquiry/payload";
import { sendEnquiry } from "../../lib/enquiry/sender";
import { useForms } from "./forms-context";
import { useKeptEnquiry } from "../use-kept-enquiry";
import { EVENTS, sentEvent } from "../../lib/analytics/events";
import { track } from "../../lib/analytics/track";

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
  /** Where typed values survive a reload until they are sent or kept; none for forms not worth keeping. */
  storageKey?: string;
  /** An alert text when the values cannot be sent as they are (beyond the browser's own checks). */
  validate?: (values: V) => string | null;
  /** The enquiry the form's values make: what is sent, and what a failed send hands over another way. */
  toEnquiry: (values: V) => Partial<EnquiryValues>;
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
  /** The enquiry as it stands (toEnquiry of the current values). */
  enquiry: Partial<EnquiryValues>;
  /** Forgets an enquiry kept for later; the form stays filled. */
  discard: () => void;
  /** The form's name (its limitId), as measurement counts it. */
  form: string;
}

/** How long a bot's dropped send seems to take, like a real one. */
const DROPPED_SEND_MS = 600;

/** What a send made while the browser knows it is offline fails with: a network error, without trying. */
const OFFLINE = new TypeError("offline");

/** State, persistence and sending of one enquiry form; nothing typed is lost when a send fails. */
export function useEnquiryForm<V>({ empty, storageKey, validate, toEnquiry, limitId }: EnquiryFormOptions<V>): EnquiryFormControls<V> {
  const { blockList, sendFailure, keptEnquiryHours } = useForms().forms;
  const [state, dispatch] = useReducer(formReducer<V>, empty, initialState);
  const sending = useRef(false);
  const restored = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  const started = useRef(0);

  useEffect(() => {
    // Date.now() - performance.now() is when this page started loading, before anything was typed into it.
    started.current = visitStart(sessionStore(), Date.now() - performance.now());
    const values = { ...readSession<Partial<V>>(storageKey), ...readTyped(formRef.current, empty) };
    if (Object.keys(values).length > 0) dispatch({ type: "change", values });
    restored.current = true;
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form first appears
  }, [storageKey]);

  // The tab's copy, which a reload (or a reopened tab) gets back in the clear: none once the enquiry waits to go, which
  // is sealed (its writer opens it again with the e-mail and the phone) or, when it could not be kept, not kept at all;
  // nor while a send is on its way, which may be the kept one's.
  useEffect(() => {
    if (!restored.current || state.status === "sent" || state.status === "submitting") return;
    writeSession(storageKey, isKept(state.status) ? null : state.values);
  }, [state.values, state.status, storageKey]);

  useEffect(() => {
    if (state.status !== "sent") return undefined;
    writeSession(storageKey, null);
    const timer = setTimeout(() => dispatch({ type: "reset", values: empty }), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state.status, storageKey, empty]);

  const change = useCallback((values: Partial<V>) => dispatch({ type: "change", values }), []);

  const fail = useCallback(
    (failure: SendFailure) => {
      console.error(`[enquiry] envío fallido: ${failure.status} ${failure.text}`);
      dispatch({ type: "failed", failure });
      window.alert(sendFailure.alert);
    },
    [sendFailure.alert],
  );

  // Declared after the restore above, so that an enquiry kept on an earlier visit wins over the session's copy.
  const kept = useKeptEnquiry<V>({
    limitId,
    keptForMs: keptEnquiryHours * 3_600_000,
    // Its time is the moment the visitor last pressed send.
    send: ({ enquiry }, record) =>
      sendEnquiry(buildPayload(enquiry, record.pressedAt), EMAIL_CONFIG, blockList, limitId).then(() => track(sentEvent(EVENTS.sentLater, limitId, enquiry))),
    onSent: () => dispatch({ type: "succeeded" }),
    onWaiting: (inPage) => dispatch({ type: "kept", earlier: false, inPage }),
    onRefused: fail,
    onGone: () => dispatch({ type: "discard" }),
    onFound: (values) => {
      dispatch({ type: "change", values });
      dispatch({ type: "kept", earlier: true });
    },
  });

  const submit = useCallback(
    (event: React.FormEvent) => {
      event.preventDefault();
      if (sending.current) return;
      const problem = validate?.(state.values);
      if (problem) {
        window.alert(problem);
        return;
      }
      const enquiry = toEnquiry(state.values);
      dispatch({ type: "submit" });
      if (kept.isKept()) {
        kept.tryNow(state.values, enquiry);
        return;
      }
      sending.current = true;
      if (isTrapped(trapValue(formRef.current))) {
        // Dropped, with the success a person sees: a bot learns nothing from the answer.
        setTimeout(() => {
          dispatch({ type: "succeeded" });
          sending.current = false;
        }, DROPPED_SEND_MS);
        return;
      }
      const send = () =>
        navigator.onLine === false ? Promise.reject(OFFLINE) : sendWithRetry(() => sendEnquiry(buildPayload(enquiry, Date.now()), EMAIL_CONFIG, blockList, limitId));
      // Sooner than a person could type (a fast autofill): it waits that long, then goes.
      const early = waitBeforeSending(Date.now() - started.current);
      (early > 0 ? pause(early).then(send) : send())
        .then(() => {
          track(sentEvent(EVENTS.sent, limitId, enquiry));
          dispatch({ type: "succeeded" });
        })
        .catch((error: unknown) => {
          const failure = toSendFailure(error);
          // No connection (or none to the provider): kept, and sent when it returns.
          if (failure.status === 0) kept.keepForLater(state.values, enquiry, error !== OFFLINE);
          else fail(failure);
        })
        .finally(() => {
          sending.current = false;
        });
    },
    [state.values, validate, toEnquiry, blockList, limitId, kept, fail],
  );

  const discard = () => {
    kept.discard();
    dispatch({ type: "discard" });
  };

  return { state, change, submit, formRef, ready, enquiry: toEnquiry(state.values), discard, form: limitId };
}
