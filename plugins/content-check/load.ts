import fs from "fs";
import path from "path";
import { parse as parseTolerant, type ParseError } from "jsonc-parser";

/** One JSON file under data/, parsed, with its path relative to the project root for messages. */
export interface DataFile {
  /** Absolute path on disk. */
  absPath: string;
  /** Path as a maintainer sees it, e.g. "data/services/fontaneria.json". */
  file: string;
  /** Path relative to the data folder, e.g. "services/fontaneria.json". */
  rel: string;
  json: unknown;
}

export interface LoadResult {
  files: DataFile[];
  errors: string[];
  /** Files that are not valid JSON, relative to the data folder ("services/fontaneria.json"). */
  unreadable: string[];
}

/** Folders of data/ that hold no content records. */
const SKIPPED_DIRS = new Set(["schemas", "images"]);

function listJson(dir: string, base: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === base && SKIPPED_DIRS.has(entry.name)) continue;
      out.push(...listJson(abs, base));
    } else if (entry.name.endsWith(".json")) {
      out.push(abs);
    }
  }
  return out.sort();
}

/** Line and column (1-based) of a character offset, for JSON syntax errors. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before[before.length - 1]?.length ?? 0) + 1 };
}

/**
 * Offset of the first JSON syntax error in a text, or -1 when there is none. JSON.parse's own messages do not always
 * say where the mistake is; jsonc-parser (VS Code's parser), held to plain JSON, does.
 */
export function jsonErrorOffset(text: string): number {
  const errors: ParseError[] = [];
  parseTolerant(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  return errors.length > 0 ? Math.min(...errors.map((e) => e.offset)) : -1;
}

function syntaxMessage(file: string, text: string, err: Error): string {
  const offset = jsonErrorOffset(text);
  if (offset >= 0) {
    const { line, column } = lineAndColumn(text, offset);
    return `${file}: el JSON no es válido en la línea ${line}, columna ${column} (${err.message}). Revise comas, comillas y llaves cerca de ese punto.`;
  }
  return `${file}: el JSON no es válido (${err.message}). Revise comas, comillas y llaves.`;
}

/** Reads every JSON file under dataDir (except schemas/ and images/). Syntax errors are collected, not thrown. */
export function loadDataFiles(dataDir: string, rootDir = path.dirname(dataDir)): LoadResult {
  const files: DataFile[] = [];
  const errors: string[] = [];
  const unreadable: string[] = [];
  for (const absPath of listJson(dataDir, dataDir)) {
    const file = path.relative(rootDir, absPath).split(path.sep).join("/");
    const rel = path.relative(dataDir, absPath).split(path.sep).join("/");
    const text = fs.readFileSync(absPath, "utf8");
    try {
      files.push({ absPath, file, rel, json: JSON.parse(text) as unknown });
    } catch (err) {
      errors.push(syntaxMessage(file, text, err as Error));
      unreadable.push(rel);
    }
  }
  return { files, errors, unreadable };
}
