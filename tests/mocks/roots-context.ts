/** src/islands/roots-context.ts for Jest: the same files of src/islands/roots/, read from the folder. */
import path from "node:path";
import { ROOTS, rootNames } from "../island-roots";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- as webpack's context: the module, loaded when asked
export const roots = Object.assign((key: string): unknown => require(path.join(ROOTS, key)), { keys: () => rootNames(ROOTS).map((name) => `./${name}`) });
