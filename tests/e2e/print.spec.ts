import { expect, test } from "@playwright/test";
import { SITE_URL, gotoHydrated, readData, site } from "./helpers";

const navigation = readData("navigation.json");

test("a printed service page is a document: its title and text, no menus, bars or forms; every sheet names the page and the company's phones and address", async ({ page }) => {
  await gotoHydrated(page, "/servicios/limpieza-industrial/");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Principal", exact: true })).toBeHidden();
  await expect(page.locator("header button")).toBeHidden();
  await expect(page.getByRole("navigation", { name: navigation.actionBar.label, exact: true })).toBeHidden();
  await expect(page.locator("form")).toHaveCount(1);
  await expect(page.locator("form")).toBeHidden();
  await expect(page.locator("footer")).toBeHidden();
  // The FAQ prints its answers, not only the questions.
  await expect(page.locator("details").first().locator("p").first()).toBeVisible();

  const css = (await page.locator("head style").allTextContents()).join("\n");
  expect(css).toContain(`@top-right{content:"${SITE_URL}/servicios/limpieza-industrial/"`);
  expect(css).toContain(site.address.street);
  expect(css).toMatch(new RegExp(`@bottom-left\\{content:"Tel\\. ${site.phones.main.display.replace(/ /g, "\\s")}`));
  expect(css).toContain("counter(pages)");

  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
  const sheets = pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  expect(sheets.length).toBeGreaterThan(0);
});

test("printed, the home page keeps its picture and text but not the carousel's controls", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /pausar|reanudar/i })).toBeHidden();
});

test("a printed article is its title, picture and text, without sharing, related articles or the sidebar", async ({ page }) => {
  const share = readData("blog-page.json").article.share;
  await gotoHydrated(page, "/blog/3/");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: share.title, exact: true })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Principal", exact: true })).toBeHidden();
});
