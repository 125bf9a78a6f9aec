/** Kept enquiries for the outbox's unit tests (src/lib/enquiry/outbox*.test.ts). */
import { memoryStore, type KeepRequest } from "../../src/lib/enquiry/outbox";
import type { Store } from "../../src/lib/enquiry/outbox-key";

/** A storage as the browser's: a fresh one is another browser. */
export const memory = (): Store => memoryStore();

export const ANA = { name: "Ana Ruiz", company: "Comunidad Los Pinos", email: "ana.ruiz@correo.example", phone: "968 000 555", message: "Goteras en la terraza" };

export const request = (id: string, over: Partial<KeepRequest<typeof ANA>> = {}): KeepRequest<typeof ANA> => ({
  id,
  limitId: "presupuesto",
  path: "/contacto/",
  content: { values: ANA, enquiry: ANA },
  pressedAt: 1_000,
  triedAt: 0,
  keptForMs: 3_600_000,
  ...over,
});
