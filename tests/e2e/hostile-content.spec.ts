import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { PUBLIC, gotoHydrated, htmlFiles, vnuErrors } from "./helpers";

/*
 * Run on a build whose data/ carries script in every field the content check lets through
 * (tests/build/hostile-content.test.ts, E2E_SUITE=hostile): every page, as a browser loads it under the page's own
 * policy and the headers the host sends, and after a client-side navigation. Whatever ran would call __pwned().
 */
const files = htmlFiles();
const address = (file: string) => `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`.replace(/(^|\/)index\.html$/, "$1");

async function watch(page: Page) {
  const ran: string[] = [];
  await page.exposeBinding("__pwned", ({ page: p }, what: string) => void ran.push(`${p.url()}: ${what}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.sample}`));
  });
  return ran;
}

/** What a page holds that content made into markup, or that its policy had to stop. */
const leftovers = (page: Page) =>
  page.evaluate(() => {
    const found = [...document.querySelectorAll("[onerror], [onload], [href^='javascript:' i], [src^='javascript:' i], [action^='javascript:' i]")].map((el) =>
      el.outerHTML.slice(0, 120),
    );
    const scripts = [...document.scripts].filter((s) => !/json/.test(s.type) && s.text.includes("__pwned")).map((s) => s.text.slice(0, 120));
    return [...found, ...scripts, ...(window as unknown as { __violations: string[] }).__violations];
  });

test("no text from data/ runs on any page, or after moving to another page, under the page's own policy", async ({ page }) => {
  test.setTimeout(files.length * 10_000);
  const ran = await watch(page);
  expect(files.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const file of files) {
    const url = address(file);
    await gotoHydrated(page, url);
    problems.push(...(await leftovers(page)).map((p) => `${url}: ${p}`));
  }
  // Client-side navigation rewrites the head (title, JSON-LD, print style) from the same data.
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link").nth(1).click();
  await expect(page).not.toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link").nth(2).click();
  await page.waitForTimeout(500);
  problems.push(...(await leftovers(page)).map((p) => `${page.url()} (navigated): ${p}`));
  expect(ran).toEqual([]);
  expect(problems).toEqual([]);
});

test("every page of that build passes the W3C's Nu HTML Checker", () => {
  test.setTimeout(180_000);
  expect(vnuErrors(files)).toEqual([]);
});
