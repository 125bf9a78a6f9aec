/// <reference types="webpack/module" />
/**
 * The island roots as webpack knows them, for roots.ts at build time: src/islands/roots/, each file by its name
 * without ".tsx" (a name of lowercase letters, digits and hyphens; test files and any other name are left out).
 * Weak: this adds no root to a bundle (the bundles' modules and CSS stay as their placements import them), it finds
 * those a placement imported. load-root.ts reads the same folder with the same pattern, one chunk per file.
 * Jest has no webpack: it reads the folder through tests/mocks/roots-context.ts.
 */
export const roots = import.meta.webpackContext("./roots", { recursive: false, regExp: /^\.\/[a-z][a-z0-9-]*$/, mode: "weak" });
