/**
 * Checks on the words of data/: one voice (usted), company figures never retyped, spelling. The tests run them over
 * every text a visitor reads; each returns what it found, so a failure quotes the offending words.
 */

// Tú pronouns and possessives. "te" and "ti" only ever are the pronoun; "tu" without accent only the possessive.
// JavaScript's \b knows no accents ("tiñen" would hold "ti"), hence the letter lookarounds.
const TU_PRONOUNS = /(?<!\p{L})(tú|tu|tus|te|ti|contigo|tuyos?|tuyas?)(?!\p{L})/giu;

/**
 * Tú verb forms that cannot be read another way: second-person presents and futures, imperatives with an attached
 * pronoun (usted says "llámenos", "olvídese", "pídalo"). Bare imperatives ("pide", "descubre") are left out: they
 * read the same as the third person ("usted pide", "el proyecto pide").
 */
const TU_VERBS = new Set(
  [
    "puedes", "tienes", "necesitas", "quieres", "buscas", "sabes", "debes", "estás", "eres", "vives", "deseas", "prefieres",
    "piensas", "encuentras", "cuentas", "haces", "vas", "has", "ves", "consigues", "ahorras", "evitas", "olvidas", "tendrás",
    "podrás", "recibirás", "disfrutarás", "ahorrarás", "conseguirás", "verás", "notarás", "olvidarás", "sabrás", "estarás",
    "llámanos", "escríbenos", "cuéntanos", "contáctanos", "consúltanos", "visítanos", "pídenos", "síguenos", "déjanos",
    "indícanos", "envíanos", "dinos", "pregúntanos", "llámame", "olvídate", "despreocúpate", "infórmate", "relájate",
    "apúntate", "suscríbete", "anímate", "pídelo", "hazlo", "déjalo", "descúbrelo", "pruébalo", "consíguelo", "mantén",
  ].map((w) => w.normalize("NFC")),
);

const WORD = /\p{L}+/gu;

/** The tú forms in a text ("tu comunidad" → ["tu"]). */
export function tuForms(text: string): string[] {
  const found = [...text.matchAll(TU_PRONOUNS)].map((m) => m[0]);
  for (const [word] of text.normalize("NFC").matchAll(WORD)) if (TU_VERBS.has(word.toLowerCase())) found.push(word);
  return found;
}

export interface Figures {
  foundedYear: number;
  years: number;
  yearsAlt: number;
  clients: number;
  jobs: number;
  localities: number;
  communities: number;
  terraces: number;
  trainingHours: number;
  insuranceEuros: number;
  replyHours: number;
}

/** 1000 → "1\.?000", so "1000" and "1.000" are both found. */
const num = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, "[.\\s]?");

/**
 * Each company figure as a text would retype it instead of citing its {token}: the number beside the words that
 * make it that figure ("25 años de experiencia", "más de 500 clientes", "600.000 €", "24 horas laborables").
 */
function figurePatterns(f: Figures): [token: string, pattern: RegExp][] {
  const experience = "(de )?(experiencia|trayectoria|oficio|en el sector|de empresa|trabajando)";
  return [
    ["foundedYear", new RegExp(`\\b${f.foundedYear}\\b`)],
    ["years", new RegExp(`(\\+\\s?${f.years}\\b|\\b${f.years}\\+?\\s+años\\s+${experience}|más de ${f.years} años)`, "i")],
    ["yearsAlt", new RegExp(`(\\+\\s?${f.yearsAlt}\\s+años|\\b${f.yearsAlt}\\+?\\s+años\\s+${experience}|más de ${f.yearsAlt} años de)`, "i")],
    ["clients", new RegExp(`\\+?\\b${num(f.clients)}\\+?\\s+(clientes|industrias|empresas)`, "i")],
    ["jobs", new RegExp(`\\+?\\b${num(f.jobs)}\\+?\\s+(trabajos|proyectos|obras)`, "i")],
    ["localities", new RegExp(`\\b${f.localities}\\s+(municipios|localidades|poblaciones)`, "i")],
    ["communities", new RegExp(`\\+?\\b${num(f.communities)}\\+?\\s+comunidades`, "i")],
    ["terraces", new RegExp(`\\+?\\b${num(f.terraces)}\\+?\\s+terrazas`, "i")],
    ["trainingHours", new RegExp(`\\b${f.trainingHours}\\s*h(oras)?\\b`, "i")],
    // Not a phone number that happens to start the same way ("600 000 103").
    ["insurance", new RegExp(`\\b${num(f.insuranceEuros)}(?![\\s.]?\\d)`)],
    ["replyHours", new RegExp(`\\b${f.replyHours}\\s*h(oras)?\\s+laborables`, "i")],
  ];
}

/** The company figures a text retypes, by token name ({years}, {insurance}…), with the words that gave it away. */
export function retypedFigures(text: string, figures: Figures): string[] {
  return figurePatterns(figures).flatMap(([token, pattern]) => {
    const match = pattern.exec(text);
    return match ? [`{${token}} ("${match[0]}")`] : [];
  });
}

/**
 * The words of a text to spell-check: {tokens}, link addresses, e-mails, domains and codes (ISO, R30, EPDM: capitals
 * or digits) are left out; hyphenated words are checked part by part.
 */
export function wordsToCheck(text: string): string[] {
  const plain = text
    .replace(/\{[A-Za-z.]+\}/g, " ")
    .replace(/\]\([^)]*\)/g, " ") // a Markdown link's address
    .replace(/\bhttps?:\/\/\S+|\S+@\S+|\bwww\.\S+|\b[\w-]+\.(org|com|es|eu|example)\b/g, " ");
  const words: string[] = [];
  for (const [word] of plain.matchAll(/[\p{L}\d]+/gu)) {
    if (/\d/.test(word) || /^\p{Lu}{2,}\p{Ll}?$/u.test(word) || word.length < 2) continue;
    words.push(word);
  }
  return words;
}
