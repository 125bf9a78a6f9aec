import { expect, test } from "@playwright/test";
import { builtSitemapPaths, escapeRegExp, readData, site, stubMap } from "./helpers";

const forms = readData("forms.json");

const PATHS = builtSitemapPaths();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page shows its text, links and images from the static HTML", async ({ page, request }) => {
    test.setTimeout(PATHS.length * 2_500); // the time grows with the pages
    await stubMap(page);
    for (const p of PATHS) {
      await page.goto(p);
      await expect(page.getByRole("heading", { level: 1 }), p).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: site.phones.main.display, exact: true }), p).toBeVisible();
      expect(await page.getByRole("main").getByRole("link").count(), p).toBeGreaterThan(0);
      // Every image is a plain <img src> in the HTML: the browser loads it (lazily when below the screen) with no script.
      for (const img of await page.locator("main img[src]:visible").all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), `${p}: ${await img.getAttribute("alt")}`).toBe(true);
      }
      const html = await (await request.get(p)).text();
      const imgs = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
      for (const tag of imgs) {
        expect(tag, `${p}: an image without src`).toMatch(/\ssrc="[^"]+"/);
        expect(tag, `${p}: an image waiting for a script`).not.toMatch(/data-src=/);
        expect(tag, `${p}: an image without its size`).toMatch(/\swidth="\d+"[^>]*\sheight="\d+"/);
      }
    }
  });

  test("the forms tell the visitor to call or write, with the numbers, and why the form cannot send", async ({ page, request }) => {
    await stubMap(page);
    for (const p of ["/contacto/", "/servicios/limpieza-industrial/", "/blog/"]) {
      await page.goto(p);
      const form = page.locator("form").filter({ has: page.getByRole("button") }).first();
      await expect(form.getByRole("button").last(), p).toBeDisabled();
      // The paragraph that starts with this line and goes on with the phones and the e-mail.
      const line = page.locator("p").filter({ hasText: new RegExp(`^${escapeRegExp(forms.otherWays)}\\s`) }).first();
      await expect(line, p).toBeVisible();
      await expect(line.getByRole("link", { name: site.phones.main.display, exact: true }), p).toHaveAttribute("href", `tel:${site.phones.main.tel}`);
      await expect(line.getByRole("link", { name: site.phones.second.display, exact: true }), p).toHaveAttribute("href", `tel:${site.phones.second.tel}`);
      await expect(line.getByRole("link", { name: site.emails.quotes, exact: true }), p).toHaveAttribute("href", `mailto:${site.emails.quotes}`);
      expect(await (await request.get(p)).text(), p).toContain(`<noscript>${forms.noScript}`);
    }
  });

  test("the menus' links are plain links a crawler and a visitor can follow", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Servicios", exact: true }).click();
    await expect(page).toHaveURL(/\/servicios\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
