/**
 * The islands: each is one file of src/islands/roots/, and its name is the file's (contact-form.tsx is the island
 * "contact-form"). The file's default export is its root component, which takes its props (JSON) and nothing else; its
 * `start` export, if any, says when it starts (src/lib/island-start.ts). Nothing lists them: the page script imports a
 * root by the name on its element (load-root.ts), which makes each file a chunk named after it, and the server's
 * markup (src/components/island.tsx) finds a placement's name here, from the component it was given.
 */
import type { ComponentType } from "react";
import { roots } from "./roots-context";
import { startFrom, type IslandStart } from "../lib/island-start";

/** A root component: any props (JSON), each root's own read off its type where it is placed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type RootComponent = ComponentType<any>;

/** What a root's file exports. */
interface IslandRoot {
  default: RootComponent;
  start?: IslandStart;
}

/** A root's file as the bundle holds it, or undefined when nothing in this bundle imports it (so it is no placement's). */
function loaded(key: string): IslandRoot | undefined {
  try {
    return roots(key) as IslandRoot;
  } catch {
    return undefined;
  }
}

/** The island whose root `component` is: its name and when it starts. Throws, naming the folder, for any other component. */
export function islandOf(component: RootComponent): { name: string; start: IslandStart } {
  for (const key of roots.keys()) {
    const root = loaded(key);
    if (root?.default === component) return { name: key.slice("./".length), start: startFrom(root.start) };
  }
  const called = component.displayName ?? component.name;
  throw new Error(
    `«${called}» no es la raíz de ninguna isla: una isla es el export default de un archivo de src/islands/roots/ cuyo nombre lleva solo minúsculas, cifras y guiones.`,
  );
}
