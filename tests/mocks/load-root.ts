/** src/islands/load-root.ts for Jest: an island's root, from its file in src/islands/roots/. */
import path from "node:path";
import type { ComponentType } from "react";
import { ROOTS } from "../island-roots";

export const loadRoot = async (name: string): Promise<ComponentType<object>> =>
  ((await import(path.join(ROOTS, name))) as { default: ComponentType<object> }).default;
