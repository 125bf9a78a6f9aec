/**
 * What the site counts: page views with their source, enquiries sent (at once or later), handed over another way,
 * calls and WhatsApp taps, 404s with the section asked for, and interactive parts whose code did not load (beacon.ts makes each the body Plausible takes; taps.ts
 * reads taps). Only names the site chose and its own addresses (counted.ts): nothing a visitor typed, no identifier. The goal names are what the company
 * sees. Kept small: every form island carries it.
 */
import type { EnquiryValues } from "../enquiry/payload";
import { countedSection } from "./counted";

export const EVENTS = {
  pageview: "pageview",
  sent: "Solicitud enviada",
  sentLater: "Solicitud enviada más tarde",
  handedOver: "Solicitud entregada por otra vía",
  call: "Llamada",
  whatsapp: "WhatsApp",
  missing: "404",
  islandFailed: "Parte interactiva sin arrancar",
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
export type Props = Record<string, string>;

export interface Measured {
  name: EventName;
  props?: Props;
}

/** What a page part dispatches on the document for the page's script to send (src/chrome/measure.ts). */
export const MEASURE_EVENT = "medir";

/** An enquiry that went, with its form and the service chosen from the form's list. */
export const sentEvent = (name: typeof EVENTS.sent | typeof EVENTS.sentLater, form: string, enquiry: Partial<EnquiryValues>): Measured => ({
  name,
  props: { formulario: form, ...(enquiry.service ? { servicio: enquiry.service } : {}) },
});

/** A page that does not exist, with the section asked for when the path typed is under one of `sections`, else alone. */
export function missingEvent(pathname: string, sections: readonly string[]): Measured {
  const ruta = countedSection(pathname, sections);
  return { name: EVENTS.missing, ...(ruta ? { props: { ruta } } : {}) };
}

/** An island whose code could not be fetched (after one more try): its name only, the page's own address besides. */
export const islandFailedEvent = (island: string): Measured => ({ name: EVENTS.islandFailed, props: { isla: island } });
