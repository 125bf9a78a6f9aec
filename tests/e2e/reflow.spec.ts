import { expect, test, type Page } from "@playwright/test";
import { expectedPaths, gotoHydrated, readData, setFont } from "./helpers";

/*
 * WCAG 2.2 AA 1.4.10 Reflow, 1.4.4 Resize text and 1.4.12 Text spacing, on every template and the 404 page, as a
 * phone shows them: 320, 360 and 390 px wide, with the widest font of the stack (DejaVu Sans) and with Android's
 * (Roboto); the text at 200 % (the browser's own font-size setting, which every rem follows) or spaced out as 1.4.12
 * says. Nothing scrolls sideways, every control of the header and the action bar is on screen, at least 24 × 24 px
 * (2.5.8) and clear of the others, and the phone menu opens and its links can be followed.
 */
const navigation = readData("navigation.json");
const { fixed, legal, services, articles } = expectedPaths();
const TEMPLATES = [...fixed, services[0]!, articles[0]!, legal[0]!, "/esta-pagina-no-existe/"];
const WIDTHS = [320, 360, 390];
const FONTS = ["DejaVu Sans", "Roboto"];
const SPACING = "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

type Setting = "default" | "text 200 %" | "text spacing";

/** A phone-like page with the reading setting in force from its first layout. */
async function phone(page: Page, width: number, setting: Setting) {
  await page.setViewportSize({ width, height: 740 });
  if (setting === "text 200 %") {
    // What a reader sets as the browser's text size: the default font size, twice 16 px.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
  }
}

async function open(page: Page, path: string, font: string, setting: Setting) {
  await gotoHydrated(page, path);
  await setFont(page, font);
  if (setting === "text spacing") await page.addStyleTag({ content: SPACING });
}

/** What is wrong with the page as laid out: sideways scroll, and header or action-bar controls off screen, small or overlapping. */
const problems = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw) found.push(`scrolls sideways: ${document.documentElement.scrollWidth} px for ${vw}`);
    const controls = [...document.querySelectorAll("header[data-pinned] a, header[data-pinned] button, nav[data-pinned] a")]
      .map((el) => ({ name: (el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 30), box: el.getBoundingClientRect() }))
      .filter((c) => c.box.width > 0 && c.box.height > 0);
    for (const { name, box } of controls) {
      if (box.left < -0.5 || box.right > vw + 0.5 || box.top < -0.5 || box.bottom > window.innerHeight + 0.5) found.push(`«${name}» off screen`);
      if (box.width < 24 || box.height < 24) found.push(`«${name}» is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
    controls.forEach((a, i) =>
      controls.slice(i + 1).forEach((b) => {
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 1 && y > 1) found.push(`«${a.name}» overlaps «${b.name}»`);
      }),
    );
    if (!controls.some((c) => /menú/i.test(c.name))) found.push("no menu button on screen");
    // Text cut off: a box that hides what overflows it, holding more text than it shows.
    for (const el of document.querySelectorAll("body *")) {
      const style = getComputedStyle(el);
      if (!/hidden|clip/.test(style.overflowX + style.overflowY) || el.closest(".visually-hidden, svg, [hidden], [aria-hidden='true']")) continue;
      if (!el.textContent?.trim() || style.display === "none") continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) found.push(`text cut off in <${el.tagName.toLowerCase()} class="${el.className}">`);
    }
    return found;
  });

for (const font of FONTS) {
  for (const setting of ["default", "text 200 %", "text spacing"] as const) {
    test.describe(`${font}, ${setting}`, () => {
      test.describe.configure({ mode: "parallel" });

      test("no template scrolls sideways, and the header and action bar stay on screen, large enough and apart", async ({ page }) => {
        test.setTimeout(120_000);
        const seen: string[] = [];
        for (const width of WIDTHS) {
          await phone(page, width, setting);
          for (const path of TEMPLATES) {
            await open(page, path, font, setting);
            seen.push(...(await problems(page)).map((p) => `${width} px ${path}: ${p}`));
          }
        }
        expect(seen).toEqual([]);
      });

      test("the phone menu opens, every link in it can be reached, and the last is followed", async ({ page }) => {
        test.setTimeout(90_000);
        for (const width of WIDTHS) {
          await phone(page, width, setting);
          await open(page, services[0]!, font, setting);
          await page.getByRole("button", { name: "Abrir menú", exact: true }).click();
          const menu = page.getByRole("navigation", { name: "Menú móvil", exact: true });
          const links = menu.getByRole("link");
          await expect(links.first()).toBeVisible();
          for (const link of await links.all()) {
            await link.scrollIntoViewIfNeeded();
            const box = (await link.boundingBox())!;
            expect(box.y + box.height, `${width} px: ${await link.textContent()}`).toBeLessThanOrEqual(740 + 0.5);
            expect(box.x + box.width, `${width} px: ${await link.textContent()}`).toBeLessThanOrEqual(width + 0.5);
            expect(Math.min(box.width, box.height), `${width} px: ${await link.textContent()}`).toBeGreaterThanOrEqual(24);
          }
          const last = navigation.main[navigation.main.length - 1];
          await menu.getByRole("link", { name: last.label, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${last.href}/?$`));
        }
      });
    });
  }
}

test("a landscape phone (740 × 360) keeps at least 60 % of the window for the page under the pinned header and bar", async ({ page }) => {
  await page.setViewportSize({ width: 740, height: 360 });
  const short: string[] = [];
  for (const font of FONTS) {
    for (const path of TEMPLATES) {
      await gotoHydrated(page, path);
      await setFont(page, font);
      const pinned = await page.evaluate(() => [...document.querySelectorAll("[data-pinned]")].reduce((sum, el) => sum + el.getBoundingClientRect().height, 0));
      if (360 - pinned < 0.6 * 360) short.push(`${font} ${path}: ${Math.round(pinned)} px pinned`);
    }
  }
  expect(short).toEqual([]);
});
