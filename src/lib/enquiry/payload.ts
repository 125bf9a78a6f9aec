import { phoneToInteger } from "./phone";

/**
 * How a typed value becomes a template parameter: `sent` is the JSON type the e-mail template receives (the local
 * mailbox checks it), `normalise` turns what the visitor typed, or a form's own text, into it.
 */
const KINDS = {
  /** Typed text, without the spaces around it. */
  text: { sent: "string", normalise: (typed: string) => typed.trim() },
  /** An option of a list or a text of data/forms.json, exactly as it is. */
  choice: { sent: "string", normalise: (typed: string) => typed },
  /** The typed digits as an integer, 0 when there are none (phone.ts). */
  phone: { sent: "integer", normalise: phoneToInteger },
} as const;

type TypedKind = keyof typeof KINDS;
/** `sentAt` is not typed by anyone: it is the moment of sending, in milliseconds since the epoch. */
type Kind = TypedKind | "sentAt";
export type SentType = "string" | "integer";

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
type SentValue<K extends Kind> = K extends TypedKind ? ((typeof KINDS)[K]["sent"] extends "integer" ? number : string) : number;

/** Exactly the template parameters the e-mail service receives; the privacy flag is not sent. */
export type EnquiryPayload = { [F in PayloadField as F["name"]]: SentValue<F["kind"]> };

type TypedField = Exclude<PayloadField, { kind: "sentAt" }>;
/** What a form hands over to be sent: the typed value of each parameter (time is added when sending). */
export type EnquiryValues = Record<TypedField["name"], string>;

/** What the visitor typed in the quote request form: every parameter, and the privacy consent. */
export type EnquiryForm = EnquiryValues & { privacy: boolean };

const isTyped = (field: PayloadField): field is TypedField => field.kind !== "sentAt";
const sentTypeOf = (kind: Kind): SentType => (kind === "sentAt" ? "integer" : KINDS[kind].sent);

/** Each parameter's name and the JSON type it is sent as, in order: what the local mailbox accepts. */
export const PAYLOAD_TYPES: readonly { name: string; type: SentType }[] = PAYLOAD_FIELDS.map((f) => ({ name: f.name, type: sentTypeOf(f.kind) }));

/**
 * The form's state while no service is chosen. Never shown: the dropdown's first option reads data/forms.json
 * (contact.servicePlaceholder) and holds the empty value.
 */
export const SERVICE_PLACEHOLDER = "Seleccione servicio";

const EMPTY_VALUES = Object.fromEntries(PAYLOAD_FIELDS.filter(isTyped).map((f) => [f.name, ""])) as EnquiryValues;

export const EMPTY_FORM: EnquiryForm = { ...EMPTY_VALUES, service: SERVICE_PLACEHOLDER, privacy: false };

/**
 * The parameters, in the definition's order, from what a form hands over. A parameter a form does not ask for is
 * sent empty ("" or 0); anything that is not a parameter (the privacy consent) is left out.
 */
export function buildPayload(values: Partial<EnquiryValues>, now: number): EnquiryPayload {
  const sent = PAYLOAD_FIELDS.map((f) => [f.name, isTyped(f) ? KINDS[f.kind].normalise(values[f.name] ?? "") : now]);
  return Object.fromEntries(sent) as EnquiryPayload;
}

export function hasChosenService(form: Pick<EnquiryForm, "service">): boolean {
  return form.service !== SERVICE_PLACEHOLDER && form.service.trim() !== "";
}
