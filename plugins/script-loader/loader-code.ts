/**
 * The inline loader's code: src/chrome/loader.ts compiled, bundled and minified by esbuild (its public build API),
 * once per process; security-headers hashes exactly what pages carry by calling this too.
 */
import path from "path";
import { buildSync } from "esbuild";

/** From the site's root, where Gatsby runs (its compiled copy of this plugin lives elsewhere). */
const ENTRY = path.resolve("src/chrome/loader.ts");
let compiled: string | undefined;

export function loaderCode(): string {
  if (compiled) return compiled;
  const { outputFiles } = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    write: false,
    format: "iife",
    target: "es2018",
    legalComments: "none",
  });
  // No "</script" can end the element early: esbuild writes "<\/script" inside strings.
  compiled = outputFiles[0]!.text.trim();
  return compiled;
}
