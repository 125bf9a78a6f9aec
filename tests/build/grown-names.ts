import { loadDataFiles } from "../../plugins/content-check/load";
import { strings } from "../../plugins/content-check/facts";

/*
 * What the grown copy adds is made unique against what the copy already holds, whatever that is: the repository's own
 * content, or an earlier growth. Titles, descriptions, slugs and categories are checked against every text of data/
 * (more than the content check compares, so nothing added can repeat a page's head or a record's title); ids and
 * dates follow the ones there.
 */

/** Every text of a copy's data/, as written: what an added title, description, slug or category may not be. */
export function takenTexts(dataDir: string): Set<string> {
  return new Set(loadDataFiles(dataDir).files.flatMap((f) => [...strings(f.json)].map(([, text]) => text)));
}

/** The first candidate nobody uses (nor `usedElsewhere`), which is then taken; `more` gives one after another. */
export function firstFree(taken: Set<string>, more: (n: number) => string, usedElsewhere = (_: string) => false): string {
  for (let n = 1; ; n++) {
    const candidate = more(n);
    if (!taken.has(candidate) && !usedElsewhere(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

/** Cut at a word so that `text` and `suffix` fit in `max` characters. */
function fit(text: string, suffix: string, max: number): string {
  let words = text.split(" ");
  while (words.length > 1 && `${words.join(" ")}${suffix}`.length > max) words = words.slice(0, -1);
  return `${words.join(" ").replace(/[,:;]$/, "")}${suffix}`;
}

/** `text` if free, else `text (2)`, `text (3)`…, each within `max` characters (a schema's maxLength). */
export function unused(taken: Set<string>, text: string, max = Infinity): string {
  return firstFree(taken, (n) => (n === 1 ? text : fit(text, ` (${n})`, max)));
}

/** A slug, or a file's name: `limpieza-cristales`, else `limpieza-cristales-2`… */
export function unusedSlug(taken: Set<string>, slug: string): string {
  return firstFree(taken, (n) => (n === 1 ? slug : `${slug}-${n}`));
}

const ORDINALS = ["segunda", "tercera", "cuarta", "quinta", "sexta", "séptima", "octava", "novena", "décima"];

/** The title of a sequel: "{title} (segunda parte)", or the next part when that one is written already. */
export function sequelTitle(taken: Set<string>, title: string): string {
  return firstFree(taken, (n) => `${title} (${n <= ORDINALS.length ? `${ORDINALS[n - 1]} parte` : `parte ${n + 1}`})`);
}

/**
 * A title that is the start of another article's, three words or more, and no one's own: "Impermeabilizar la terraza"
 * of "Impermeabilizar la terraza antes de las DANA: …". The articles whose titles begin with `preferred` are tried first.
 */
export function titleStart<A extends { title: string }>(taken: Set<string>, articles: readonly A[], preferred: string): { title: string; of: A } {
  const ordered = [...articles.filter((a) => a.title.startsWith(`${preferred} `)), ...articles];
  for (const of of ordered) {
    const words = of.title.split(" ");
    for (let k = 3; k < words.length; k++) {
      const title = words.slice(0, k).join(" ");
      if (/[,:;.]$/.test(title) || taken.has(title)) continue;
      taken.add(title);
      return { title, of };
    }
  }
  throw new Error("Ningún título de data/blog tiene un comienzo libre de tres palabras o más");
}

/** A date (AAAA-MM-DD) some days after another. */
export function daysAfter(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
