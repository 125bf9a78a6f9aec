/**
 * Each page carries the part of the site's style sheet it uses: a rule is kept for the selectors whose classes are
 * all on the page, in its body's HTML or in a script the page may run (its page script, the home's carousel, React and the
 * page's islands, their lazy chunks too: browser-files.ts), so what a script shows later is styled as well. Rules
 * without a class (elements, attributes, :root, @font-face, @keyframes) all stay. A class named only inside :not(),
 * :is(), :where() or :has() does not decide. Parsed with postcss and postcss-selector-parser.
 */
import postcss, { type Root, type Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import { ISLAND_CHUNK, PAGE_SCRIPT_CHUNK, REACT_CHUNK, type chunksAsked } from "../../src/lib/browser-chunks";

const NOT_DECIDING = new Set([":not", ":is", ":where", ":has"]);

/** The classes a selector needs on the page, those inside NOT_DECIDING pseudo-classes left out. */
export function neededClasses(selector: string): string[] {
  const found: string[] = [];
  selectorParser((selectors) =>
    selectors.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === "pseudo" && NOT_DECIDING.has(parent.value)) return;
      found.push(node.value);
    }),
  ).processSync(selector);
  return found;
}

const inKeyframes = (rule: Rule) => rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name);

export interface Sheet {
  root: Root;
  /** Every class the sheet's selectors name. */
  classes: string[];
  /** For each rule outside @keyframes, in the order postcss walks them, the classes each of its selectors needs. */
  needs: string[][][];
}

/** The sheet parsed once, for every page. */
export function parseSheet(css: string): Sheet {
  const root = postcss.parse(css);
  const needs: string[][][] = [];
  root.walkRules((rule) => {
    if (!inKeyframes(rule)) needs.push(rule.selectors.map(neededClasses));
  });
  return { root, classes: [...new Set(needs.flat(2))], needs };
}

/** The sheet with only the selectors whose classes are all in `used`, and no rule or at-rule left empty. */
export function sheetFor({ root, needs }: Sheet, used: ReadonlySet<string>): string {
  const copy = root.clone();
  let index = 0;
  copy.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const selectors = rule.selectors;
    const kept = selectors.filter((_, i) => needs[index]![i]!.every((name) => used.has(name)));
    index += 1;
    if (kept.length === 0) rule.remove();
    else if (kept.length < selectors.length) rule.selectors = kept;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    copy.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return copy.toString();
}

/** Every class of a page's elements, from their attributes (plugins/shared/html-tree.ts attributesIn). */
export const classesOf = (attributes: readonly { name: string; value: string }[]): string[] =>
  attributes.filter((a) => a.name === "class").flatMap((a) => a.value.split(/\s+/).filter(Boolean));

/** The browser-side chunk groups a page may run: its page script, its parts' (the carousel, the blog's filter), its islands. */
export function scriptGroups({ parts, islands }: { parts: readonly string[]; islands: readonly string[] }): string[] {
  return [PAGE_SCRIPT_CHUNK, ...parts, ...(islands.length ? [REACT_CHUNK, ...islands.map(ISLAND_CHUNK)] : [])];
}

/** The classes of `known` that occur in `text` (a script names a class as a string). */
export const classesNamedIn = (text: string, known: readonly string[]): string[] => known.filter((name) => text.includes(name));

/** What the renderer needs to give each page its part of this build's sheet (gatsby-node.ts works it out once). */
export interface PageStyles {
  /** The sheet's address, "/styles.1a2b.css", and its text. */
  href: string;
  css: string;
  /** The classes each browser-side chunk group's files name. */
  named: Record<string, string[]>;
}

/** The sheet's classes each group's files name, each file read and scanned once (React is in every island's group). */
export function namedByGroup(files: Record<string, string[]>, read: (file: string) => string, classes: readonly string[]): Record<string, string[]> {
  const inFile = new Map([...new Set(Object.values(files).flat())].map((file) => [file, classesNamedIn(read(file), classes)]));
  return Object.fromEntries(Object.entries(files).map(([name, list]) => [name, list.flatMap((file) => inFile.get(file)!)]));
}

/**
 * The part of the sheet a page uses: the classes of its elements (their attributes) and those the scripts it asks
 * for (`asked`, chunksAsked of the same attributes) may put there.
 */
export function pageSheet(sheet: Sheet, named: PageStyles["named"], attributes: readonly { name: string; value: string }[], asked: ReturnType<typeof chunksAsked>): string {
  const used = new Set([...classesOf(attributes), ...scriptGroups(asked).flatMap((group) => named[group] ?? [])]);
  return sheetFor(sheet, used);
}
