import fs from "fs";
import path from "path";
import { execFileSync } from "child_process";
import nspell from "nspell";

const DATA = path.join(__dirname, "..", "data");

/** The Spanish Hunspell dictionary (dictionary-es is an ES module, so it is read in a child Node). */
function spanishDictionary(): { aff: Buffer; dic: Buffer } {
  const script =
    "import d from 'dictionary-es'; process.stdout.write(JSON.stringify({ aff: Buffer.from(d.aff).toString('base64'), dic: Buffer.from(d.dic).toString('base64') }))";
  const out = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { maxBuffer: 64 * 1024 * 1024 }).toString()) as {
    aff: string;
    dic: string;
  };
  return { aff: Buffer.from(out.aff, "base64"), dic: Buffer.from(out.dic, "base64") };
}

/**
 * Whether a word is Spanish as the dictionary and palabras-aceptadas.txt (in `data`, this repository's data/ unless
 * given) have it. A capital at the start (sentence, title) does not count; a word only known in capitals (a place)
 * must be written so.
 */
export function spellChecker(data = DATA): (word: string) => boolean {
  const spell = nspell(spanishDictionary());
  const accepted = fs
    .readFileSync(path.join(data, "palabras-aceptadas.txt"), "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter(Boolean);
  spell.personal(accepted.join("\n"));
  return (w) => spell.correct(w) || spell.correct(w.toLowerCase()) || spell.correct(w[0]!.toUpperCase() + w.slice(1).toLowerCase());
}
