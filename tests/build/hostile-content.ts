import fs from "fs";
import path from "path";
import { strings } from "../../plugins/content-check/facts";
import { validateContent } from "../../plugins/content-check/validate";
import { siteContentOptions } from "../../plugins/content-check/develop";
import { REFS } from "../../src/lib/content/kinds";

/*
 * What someone who can edit content (or slip a text into a draft) would write to make a page run their script: the
 * end of a <script> or <style> element followed by a script, an attribute broken out of, a javascript: link. Each
 * one, if it ran, would record itself with window.__pwned(…), so the browser test can tell exactly what ran.
 */
export const PAYLOADS = [
  "</script><script>__pwned('script')</script>",
  "</style><script>__pwned('style')</script>",
  `"><img src=x onerror="__pwned('attr')">`,
  "javascript:__pwned('url')",
  "[enlace](javascript:__pwned('link'))",
] as const;

/** Every payload at once, appended to a text; a field too short for that gets one, then one in place of its text. */
const ALL = ` ${PAYLOADS.join(" ")}`;
const STAGES = ["all", "one", "alone", "original"] as const;

type Key = string; // "data/services/fontaneria.json|sections[2].title"
type Stage = (typeof STAGES)[number];

function text(f: Field, stage: Stage): string {
  if (stage === "all") return `${f.original}${ALL}`;
  if (stage === "one") return `${f.original} ${f.payload}`;
  return stage === "alone" ? f.payload : f.original;
}

interface Field {
  file: string;
  field: string;
  original: string;
  payload: string;
}

const keyOf = (file: string, field: string): Key => `${file}|${field}`;

/** "sections[2].items[0].text" → "sections.*.items.*.text", the form REFS paths take. */
const pattern = (field: string) => field.replace(/\[\d+\]/g, ".*");

function setAt(json: any, field: string, value: string): void {
  const parts = field.match(/[^.[\]]+/g)!;
  let at = json;
  for (const part of parts.slice(0, -1)) at = at[/^\d+$/.test(part) ? Number(part) : part];
  const last = parts[parts.length - 1]!;
  at[/^\d+$/.test(last) ? Number(last) : last] = value;
}

const MESSAGE = /^(data\/[^,]+), campo "([^"]+)"/;

export interface Injection {
  /** Every error the content check gave, round by round: each must name a file and a field. */
  refusals: string[];
  /** The fields that keep a payload in the build (their text, with one or all payloads). */
  injected: number;
  /** The fields whose payload the check refused, and which went back to their text. */
  refused: number;
  /** Errors left once every refused payload is back to its text (there should be none). */
  unexpected: string[];
}

/**
 * Puts payloads into every string of the project's data/ but the names other files refer to (REFS): all of them
 * where the content check accepts that, one where the field is short, none where the check refuses it. Rounds of
 * the real content check decide which, as a maintainer would meet it; the copy's data/ is left as the last round.
 */
export function injectHostileContent(projectDir: string): Injection {
  const dataDir = path.join(projectDir, "data");
  const files = fs
    .readdirSync(dataDir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json") && !f.startsWith("schemas"))
    .map((f) => `data/${f.split(path.sep).join("/")}`);
  const originals = new Map(files.map((f) => [f, JSON.parse(fs.readFileSync(path.join(projectDir, f), "utf8"))]));
  const names = new Set(Object.values(REFS).map((ref) => ref.value));
  const fields: Field[] = [];
  for (const [file, json] of originals) {
    for (const [field, original] of strings(json)) {
      // Numbered, so that no two fields of a list (whose items must differ) get the same text.
      const n = fields.length;
      if (!names.has(pattern(field))) fields.push({ file, field, original, payload: PAYLOADS[n % PAYLOADS.length]!.replace("')", `-${n}')`) });
    }
  }
  const stage = new Map<Key, Stage>(fields.map((f) => [keyOf(f.file, f.field), "all"]));
  const result: Injection = { refusals: [], injected: 0, refused: 0, unexpected: [] };
  for (let round = 1; ; round++) {
    for (const [file, json] of originals) {
      const copy = structuredClone(json);
      for (const f of fields.filter((x) => x.file === file)) {
        setAt(copy, f.field, text(f, stage.get(keyOf(f.file, f.field))!));
      }
      fs.writeFileSync(path.join(projectDir, file), JSON.stringify(copy, null, 2));
    }
    const { errors } = validateContent(dataDir, siteContentOptions(projectDir));
    if (errors.length === 0) break;
    result.refusals.push(...errors);
    // A payload refused goes back a stage; an error about a field it did not touch follows from one refused elsewhere
    // (a name that no longer matches), and must be gone once those are back.
    let changed = false;
    for (const error of errors) {
      const [, file = "", field = ""] = MESSAGE.exec(error) ?? [];
      const key = keyOf(file, field);
      const s = stage.get(key);
      if (s && s !== "original") {
        stage.set(key, STAGES[STAGES.indexOf(s) + 1]!);
        changed = true;
      }
    }
    if (!changed || round === 20) {
      result.unexpected.push(...errors);
      break;
    }
  }
  for (const s of stage.values()) {
    if (s === "original") result.refused++;
    else result.injected++;
  }
  return result;
}
