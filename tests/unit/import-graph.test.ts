/**
 * @jest-environment node
 */
// No import circles in the code the site runs and builds with, type-only imports included (lint's import-x/no-cycle
// skips those): each module can be read from its entry down. Imports as TypeScript's own pre-processor lists them.
import fs from "fs";
import path from "path";
import ts from "typescript";

const ROOT = path.join(__dirname, "..", "..");
const FOLDERS = ["src", "plugins", "worker"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [file] : [];
  });

/** The project's own modules a file imports (statically, for types only, or dynamically). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => path.resolve(path.dirname(file), name))
    .map((base) => (fs.existsSync(base) && fs.statSync(base).isFile() ? base : EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f))))
    .filter((f): f is string => f !== undefined);
}

/** Every circle of imports, each as the files around it. */
export function circles(files: readonly string[], imports: (file: string) => string[]): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of imports(file)) {
      if (state.get(next) === "open") found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

test("the site's modules import one another without circles, type-only imports included", () => {
  const files = FOLDERS.flatMap((folder) => sources(path.join(ROOT, folder)));
  expect(files.length).toBeGreaterThan(100);
  const found = circles(files, importsOf).map((circle) => circle.map((f) => path.relative(ROOT, f)).join(" → "));
  expect(found).toEqual([]);
});

test("a circle is found, and reported as the files around it", () => {
  const graph: Record<string, string[]> = { a: ["b"], b: ["c"], c: ["a"], d: ["a"] };
  expect(circles(Object.keys(graph), (f) => graph[f] ?? [])).toEqual([["a", "b", "c", "a"]]);
});
