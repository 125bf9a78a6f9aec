/// <reference types="webpack/module" />
/**
 * An island's root component, fetched by the page script when the island starts: the default export of its file in
 * src/islands/roots/ (roots.ts). Webpack makes each file there (the pattern of roots-context.ts) a chunk of its own
 * named after it ("isla-" and the file's name: ISLAND_CHUNK), and the page script holds only their names. Jest has no
 * webpack: tests/mocks/load-root.ts loads the file.
 */
import type { ComponentType } from "react";

const roots = import.meta.webpackContext("./roots", { recursive: false, regExp: /^\.\/[a-z][a-z0-9-]*$/, mode: "lazy", chunkName: "isla-[request]" });

export const loadRoot = (name: string): Promise<ComponentType<object>> => (roots(`./${name}`) as Promise<{ default: ComponentType<object> }>).then((root) => root.default);
