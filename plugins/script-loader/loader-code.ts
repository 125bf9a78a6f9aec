/**
 * The inline loader's code for this build: src/chrome/loader.ts compiled, bundled and minified by esbuild (its public
 * build API), with the page script's URLs in it. The same URLs give the same text, so security-headers hashes exactly
 * what pages carry by calling this too.
 */
import path from "path";
import { buildSync } from "esbuild";
import { jsonInScript } from "../../src/lib/inline-text";

/** From the site's root, where Gatsby runs (its compiled copy of this plugin lives elsewhere). */
const ENTRY = path.resolve("src/chrome/loader.ts");
const compiled = new Map<string, string>();

export function loaderCode(urls: readonly string[]): string {
  const list = jsonInScript(urls);
  const known = compiled.get(list);
  if (known) return known;
  const { outputFiles } = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    write: false,
    format: "iife",
    target: "es2018",
    legalComments: "none",
    define: { __PAGE_SCRIPTS__: list },
  });
  // No "</script" can end the element early: esbuild writes "<\/script" inside strings.
  const code = outputFiles[0]!.text.trim();
  compiled.set(list, code);
  return code;
}
