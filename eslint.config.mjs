// Lint for the TypeScript/React sources, the Node scripts and the tests.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";
import react from "@eslint-react/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import globals from "globals";
import n from "eslint-plugin-n";
import importX from "eslint-plugin-import-x";
import fs from "node:fs";

const project = JSON.parse(fs.readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const declared = Object.keys({ ...project.dependencies, ...project.devDependencies });

/*
 * React's rules: @eslint-react (ESLint 10) in place of eslint-plugin-react (ESLint 9 at most). Its recommended set for
 * TypeScript covers what eslint-plugin-react's recommended and jsx-runtime sets checked here, rule for rule: jsx-key →
 * no-missing-key; jsx-no-comment-textnodes, no-children-prop, no-danger-with-children, no-direct-mutation-state,
 * no-find-dom-node, no-render-return-value, no-unsafe, no-deprecated → jsx-no-comment-textnodes, jsx-no-children-prop,
 * dom-no-dangerously-set-innerhtml-with-children, no-direct-mutation-state, dom-no-find-dom-node,
 * dom-no-render-return-value, no-unsafe-component-will-*, dom-no-render/-hydrate and no-component-will-*;
 * no-unknown-property, jsx-no-target-blank, display-name → dom-no-unknown-property, dom-no-unsafe-target-blank,
 * no-missing-component-display-name (the last two turned on below); jsx-no-undef, jsx-no-duplicate-props, require-render-return →
 * the type check (TS2304, TS17001, TS2322); jsx-uses-vars → typescript-eslint's no-unused-vars, which reads JSX;
 * jsx-uses-react and react-in-jsx-scope were off (the automatic runtime). Not carried over: no-unescaped-entities (a
 * stray `>` or `'` in JSX text is valid and renders as typed) and no-is-mounted, no-string-refs (class components,
 * which the site has none of; React 19 removes them).
 * Accessibility: eslint-plugin-jsx-a11y-x, the same rules as eslint-plugin-jsx-a11y under the jsx-a11y-x/ prefix.
 */
export default defineConfig(
  { ignores: ["public/", ".cache/", ".wrangler/", "node_modules/", "src/gatsby-types.d.ts", "test-results/", "playwright-report/", "bench/tmp/", "bench/starter-blog/"] }, // the last: Gatsby's starter blog, vendored as it is (bench-starter.mjs)
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    extends: [react.configs["recommended-typescript"], jsxA11y.configs.recommended],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { "react-x": { version: "18.3.1" } },
    rules: {
      // The classic hook rules, from React's own plugin as before (@eslint-react's twins off, so each is reported once);
      // the React Compiler rules of v7, and @eslint-react's like them, target React 19 code.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@eslint-react/rules-of-hooks": "off",
      "@eslint-react/exhaustive-deps": "off",
      "@eslint-react/purity": "off",
      "@eslint-react/set-state-in-effect": "off",
      "@eslint-react/set-state-in-render": "off",
      "@eslint-react/static-components": "off",
      "@eslint-react/unsupported-syntax": "off",
      "@eslint-react/use-memo": "off",
      "@eslint-react/no-missing-component-display-name": "error",
      "@eslint-react/dom-no-unsafe-target-blank": "error",
      // Not among the rules we had, and no fault here: refs are named for what they keep (`kept`, `sending`); lists
      // drawn from data/ in a fixed order are keyed by place; the HTML set inner is escaped JSON or our own Markdown
      // (src/lib/inline-text.ts, src/lib/markdown.ts, both tested against script).
      "@eslint-react/naming-convention-ref-name": "off",
      "@eslint-react/no-array-index-key": "off",
      "@eslint-react/dom-no-dangerously-set-innerhtml": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Test fixtures read JSON content files, whose shape the content check already guarantees.
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Every package the code imports is declared in package.json: one that only arrives as another package's
    // dependency can vanish or change with any update of that package.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { n },
    settings: { n: { tryExtensions: [".ts", ".tsx", ".js", ".mjs", ".json"] } },
    rules: { "n/no-extraneous-import": "error", "n/no-extraneous-require": "error" },
  },
  {
    // No import circles: each folder's code can be read from its entry down (type-only circles: tests/unit/import-graph.test.ts).
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // A local plugin's package.json only names the plugin; what it imports is declared in the project's package.json.
    files: ["plugins/**/*.{ts,tsx,js,mjs}"],
    rules: { "n/no-extraneous-import": ["error", { allowModules: declared }] },
  },
  {
    // src/ is what the browser and the HTML renderer run; Node-side build code lives in the plugin that uses it (plugins/).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...["fs", "path", "child_process", "crypto", "os", "zlib", "module", "http", "https", "url", "webpack", "gatsby/webpack", "ajv", "ajv-formats", "sharp"].map((name) => ({
              name,
              message: "src/ runs in the browser and the HTML renderer: put Node-side build code in the plugin under plugins/ that uses it.",
            })),
            // Islands hydrate as roots of their own (src/islands): an id from useId would differ from the page's HTML.
            { name: "react", importNames: ["useId"], message: "Islands hydrate as separate React roots: derive ids from props (src/components/island.tsx)." },
            // Pages are whole documents with no client-side router: Gatsby's Link and navigate need its runtime.
            { name: "gatsby", importNames: ["Link", "navigate"], message: "Pages run no Gatsby runtime (no client-side router): use src/components/link.tsx." },
          ],
          patterns: [{ group: ["node:*"], message: "src/ runs in the browser and the HTML renderer: put Node-side build code in the plugin under plugins/ that uses it." }],
        },
      ],
      // The islands run in the browser: of src/components (React at build time) only the presentational parts shared
      // with it, which hold no data and no Gatsby (README, "src/ by where it runs").
      "import-x/no-restricted-paths": [
        "error",
        { zones: [{ target: "./src/islands", from: "./src/components", except: ["./link.tsx", "./drawing.tsx", "./layout.module.css"], message: "Una isla solo usa de src/components las piezas compartidas con el navegador (link, drawing, layout.module.css)." }] },
      ],
    },
  },
  {
    files: ["tests/**/*.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Playwright matches a string name or text as a case-blind substring, so "Guía X" also finds "Guía X (segunda
    // parte)": locators by text say `exact` (or take an anchored RegExp), whatever titles a maintainer writes.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.property.name='getByRole'] > ObjectExpression:has(> Property[key.name='name']:not([value.regex]):not([value.callee.name='RegExp'])):not(:has(> Property[key.name='exact']))",
          message: "A role's name matches as a substring: add `exact: true` (or match a RegExp anchored ^…$).",
        },
        {
          selector:
            "CallExpression[callee.property.name=/^getBy(Text|Label|Placeholder|Title|AltText)$/]:not([arguments.0.regex]):not([arguments.0.callee.name='RegExp']):not(:has(> ObjectExpression:has(> Property[key.name='exact'])))",
          message: "Text matches as a substring: add `{ exact: true }` (or match a RegExp anchored ^…$).",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
