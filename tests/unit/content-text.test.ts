import path from "path";
import { loadDataFiles } from "../../plugins/content-check/load";
import { strings } from "../../plugins/content-check/facts";
import { retypedFigures, tuForms, wordsToCheck, type Figures } from "../text-checks";
import { readSiteFacts } from "./site-facts";
import { spellChecker } from "../spelling";

const DATA = path.join(__dirname, "..", "..", "data");
// Values that are addresses, names of records or codes, not words a visitor reads.
const NOT_TEXT = /(^|\.)(\$schema|slug|href|image|icon|kind|line|id|catalogGroup|group|date|tel|country|postalCode|url|openingHours|blockList|certifications|year|services|featured|related|links\[\d+\]\.href)(\[\d+\])?$/;

const texts = loadDataFiles(DATA).files.flatMap((file) =>
  [...strings(file.json)].filter(([field]) => !NOT_TEXT.test(field)).map(([field, text]) => ({ where: `${file.file}, campo "${field}"`, text })),
);

const site = readSiteFacts();
const figures: Figures = { ...site.figures, foundedYear: site.foundedYear, localities: site.areas.length };

test("the texts are read: every data file contributes", () => {
  expect(texts.length).toBeGreaterThan(3000);
});

test("one voice: no text addresses the reader as tú (usted everywhere)", () => {
  // Quoted speech that must keep a tú form would be listed here, with its file and field.
  const allowed = new Set<string>();
  const found = texts.filter((t) => !allowed.has(t.where)).flatMap((t) => tuForms(t.text).map((w) => `${t.where}: "${w}"`));
  expect(found).toEqual([]);
});

test("company figures are cited as {tokens} of data/site.json, never retyped", () => {
  const found = texts.flatMap((t) => retypedFigures(t.text, figures).map((f) => `${t.where}: escriba ${f}`));
  expect(found).toEqual([]);
});

describe("spelling", () => {
  const known = spellChecker();

  test("the checker knows Spanish and the accepted trade words, and catches a misspelling", () => {
    expect(["limpieza", "Comunidades", "impermeabilización", "antigrafitis", "nanorrecubrimientos", "epoxi"].filter((w) => !known(w))).toEqual([]);
    expect(["impermeabilizacion", "limpiesa", "nanorecubrimientos", "epoxy", "graffiti"].filter((w) => known(w))).toEqual([]);
  });

  test("every word is in the Spanish dictionary or in data/palabras-aceptadas.txt", () => {
    const unknown = new Map<string, string>();
    for (const t of texts) for (const word of wordsToCheck(t.text)) if (!known(word) && !unknown.has(word)) unknown.set(word, t.where);
    // A real word the dictionary lacks (a trade term, a place) goes into data/palabras-aceptadas.txt, one per line.
    expect([...unknown].map(([word, where]) => `${word} (${where})`)).toEqual([]);
  });
});
