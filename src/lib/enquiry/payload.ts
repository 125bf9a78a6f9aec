import { phoneToInteger } from "./phone";

/**
 * The JSON type each kind of parameter is sent as, which the e-mail template receives and the local mailbox checks.
 * `sentAt` is typed by no one: it is the moment of sending, in milliseconds since the epoch.
 */
const SENT_TYPES = { text: "string", choice: "string", phone: "integer", sentAt: "integer" } as const;

type Kind = keyof typeof SENT_TYPES;
type TypedKind = Exclude<Kind, "sentAt">;
type SentValue<K extends Kind> = (typeof SENT_TYPES)[K] extends "integer" ? number : string;

/** How what the visitor typed, or a form's own text, becomes its parameter, by kind (typed to match SENT_TYPES). */
const NORMALISE: { [K in TypedKind]: (typed: string) => SentValue<K> } = {
  /** Typed text, without the spaces around it. */
  text: (typed) => typed.trim(),
  /** An option of a list or a text of data/forms.json, exactly as it is. */
  choice: (typed) => typed,
  /** The typed digits as an integer, 0 when there are none (phone.ts). */
  phone: phoneToInteger,
};

export type SentType = (typeof SENT_TYPES)[Kind];

/**
 * The template parameters the e-mail service receives, in this order: the one definition of the enquiry payload.
 * The types, the empty form, every form's payload and the local mailbox's check are made from it.
 */
export const PAYLOAD_FIELDS = [
  { name: "name", kind: "text" },
  { name: "company", kind: "text" },
  { name: "email", kind: "text" },
  { name: "phone", kind: "phone" },
  { name: "service", kind: "choice" },
  { name: "message", kind: "text" },
  { name: "time", kind: "sentAt" },
] as const;

type PayloadField = (typeof PAYLOAD_FIELDS)[number];

/** Exactly the template parameters the e-mail service receives; the privacy flag is not sent. */
export type EnquiryPayload = { [F in PayloadField as F["name"]]: SentValue<F["kind"]> };

type TypedField = Exclude<PayloadField, { kind: "sentAt" }>;
/** What a form hands over to be sent: the typed value of each parameter (time is added when sending). */
export type EnquiryValues = Record<TypedField["name"], string>;

/** What the visitor typed in the quote request form: every parameter, and the privacy consent. */
export type EnquiryForm = EnquiryValues & { privacy: boolean };

const isTyped = (field: PayloadField): field is TypedField => field.kind !== "sentAt";

/**
 * Each parameter's name and the JSON type it is sent as, in order: what the local mailbox accepts. Marked pure so the
 * browser's bundle, which never reads it, leaves it (and SENT_TYPES) out.
 */
export const PAYLOAD_TYPES: readonly { name: string; type: SentType }[] = /*#__PURE__*/ PAYLOAD_FIELDS.map((f) => ({
  name: f.name,
  type: SENT_TYPES[f.kind],
}));

/**
 * The form's state while no service is chosen. Never shown: the dropdown's first option reads data/forms.json
 * (contact.servicePlaceholder) and holds the empty value.
 */
export const SERVICE_PLACEHOLDER = "Seleccione servicio";

/** The parameters a person types or chooses, in the definition's order (all but the moment of sending). */
export const TYPED_NAMES = PAYLOAD_FIELDS.filter(isTyped).map((f) => f.name);

const EMPTY_VALUES = Object.fromEntries(TYPED_NAMES.map((name) => [name, ""])) as EnquiryValues;

export const EMPTY_FORM: EnquiryForm = { ...EMPTY_VALUES, service: SERVICE_PLACEHOLDER, privacy: false };

/**
 * The parameters, in the definition's order, from what a form hands over. A parameter a form does not ask for is
 * sent empty ("" or 0); anything that is not a parameter (the privacy consent) is left out.
 */
export function buildPayload(values: Partial<EnquiryValues>, now: number): EnquiryPayload {
  const sent = PAYLOAD_FIELDS.map((f) => [f.name, isTyped(f) ? NORMALISE[f.kind](values[f.name] ?? "") : now]);
  return Object.fromEntries(sent) as EnquiryPayload;
}

export function hasChosenService(form: Pick<EnquiryForm, "service">): boolean {
  return form.service !== SERVICE_PLACEHOLDER && form.service.trim() !== "";
}
