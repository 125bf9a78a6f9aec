/** Enquiries an earlier version of the site kept unsealed in one list (outbox-key.ts): sealed, then the list goes. */
import { LEGACY_OUTBOX_KEY, legacyEntries, type Store } from "./outbox-key";
import { readRecord, sealRecord, writeRecord, type KeptContent } from "./outbox";
import { canSeal } from "./seal";

/** Seals the enquiries an earlier version kept in one open list, each under its own key and times; no tab holds them. */
export async function sealLegacy(store: Store, now = Date.now()): Promise<void> {
  if (store.getItem(LEGACY_OUTBOX_KEY) === null || !canSeal()) return;
  type Old = KeptContent & { id: string; limitId: string; keptAt: number; expiresAt: number };
  for (const old of legacyEntries(store) as (Old | null)[]) {
    if (typeof old?.id !== "string" || !(old.expiresAt > now) || readRecord(store, old.id)) continue;
    const content = { path: old.path, values: old.values, enquiry: old.enquiry };
    const made = await sealRecord(null, null, { id: old.id, limitId: old.limitId, content, pressedAt: old.keptAt, triedAt: 0, keptForMs: old.expiresAt - old.keptAt }, old.keptAt);
    if (made) writeRecord(store, made.record);
  }
  store.removeItem(LEGACY_OUTBOX_KEY);
}
