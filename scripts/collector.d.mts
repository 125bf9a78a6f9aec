// Types of collector.mjs for the TypeScript tests.
import type { MeasuredEvent } from "./mailbox.mjs";

export const EVENT_PATH: string;
export function checkEvent(body: unknown): string | null;
export function describeEvent(body: MeasuredEvent): string;
