import { expect, test } from "@playwright/test";
import { DATA, builtSitemapPaths, readData, site, TOKENS } from "./helpers";
import { spellChecker } from "../spelling";
import { wordsToCheck } from "../text-checks";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " " };

/** The text of a page's static HTML: no scripts, styles or tags, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);

test("no page shows a {token} unfilled: every fact reaches the visitor as a value", async ({ request }) => {
  for (const path of builtSitemapPaths()) {
    const html = await (await request.get(path)).text();
    const body = html.slice(html.indexOf("<body"));
    expect(body.match(/\{[A-Za-z]+(\.[a-z]+)?\}/g), path).toBeNull();
  }
});

test("the legal notice identifies the company as LSSI-CE art. 10 asks: NIF, Registro Mercantil entry, current law", async ({ page }) => {
  await page.goto("/aviso-legal/");
  const main = page.getByRole("main");
  await expect(main).toContainText(`NIF: ${site.taxId}`);
  await expect(main).not.toContainText("CIF");
  const r = site.registry;
  await expect(main).toContainText(`Registro Mercantil de ${r.office}, tomo ${r.volume}, folio ${r.folio}, hoja ${r.sheet}, inscripción ${r.entry}`);
  await expect(main).toContainText("LSSI-CE");
  await page.goto("/politica-privacidad/");
  for (const law of ["RGPD", "LOPDGDD"]) await expect(page.getByRole("main")).toContainText(law);
});

test("the company's figures on the about page are the ones in data/site.json", async ({ page }) => {
  const about = readData("about.json");
  await page.goto("/sobre-nosotros/");
  const figures = page.getByRole("region", { name: about.figures.title, exact: true });
  await expect(figures.locator("dd")).toHaveText(about.figures.items.map((f: { value: string; suffix: string }) => `${f.value}${f.suffix}`));
  await expect(figures.locator("dd").first()).toHaveText(`${TOKENS.years}+`);
  await expect(page.getByRole("main")).toContainText("ISO 45001");
  await expect(page.getByRole("main")).toContainText("OHSAS 18001");
});

test("spelling of every page as a visitor reads it, template texts included", async ({ request }) => {
  const known = spellChecker(DATA);
  const unknown = new Map<string, string>();
  for (const path of builtSitemapPaths()) {
    const html = await (await request.get(path)).text();
    const text = visibleText(html.slice(html.indexOf("<body")));
    for (const word of wordsToCheck(text)) if (!known(word) && !unknown.has(word)) unknown.set(word, path);
  }
  expect([...unknown].map(([word, path]) => `${word} (${path})`)).toEqual([]);
});
