import { expect, test } from "@playwright/test";
import { freezeClock, gotoHydrated, listData, readData } from "./helpers";

const home = readData("home.json");
const services = new Map(listData("services").map((s) => [s.slug, s]));
const articles = listData("blog").sort((a, b) => b.date.localeCompare(a.date));

const carousel = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Nuestros trabajos", exact: true });
const activeSlide = (page: import("@playwright/test").Page) => carousel(page).locator('[aria-roledescription="diapositiva"][data-active="true"]');

test.describe("hero carousel", () => {
  // Tall enough that the pointer can rest below the carousel, which pauses while hovered or focused.
  test.use({ viewport: { width: 1280, height: 1000 } });
  test("advances every 6 seconds, wraps from the last to the first, and a dot jumps", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1, name: home.hero.headline, exact: true })).toBeVisible();
    await expect(carousel(page).locator('[aria-roledescription="diapositiva"]')).toHaveCount(6);
    await freezeClock(page);
    // A dot jumps; once pointer and focus leave the carousel, the 6-second count starts again.
    const leave = async () => {
      await page.mouse.move(640, 990);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };
    await page.getByRole("button", { name: `Mostrar imagen 2 de 6: ${home.hero.slides[1].caption}`, exact: true }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 de 6: ${home.hero.slides[1].caption}`);
    await expect(page.getByRole("button", { name: /Mostrar imagen 2 de 6/ })).toHaveAttribute("aria-current", "true");
    await leave();
    // The next slide's image is added 2.5 s before its turn, not with the page.
    const third = carousel(page).getByRole("img", { name: home.hero.slides[2].imageAlt, exact: true, includeHidden: true });
    await expect(third).toHaveCount(0);
    await page.clock.runFor(3600);
    await expect(third).toHaveCount(1);
    await page.clock.runFor(2300);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", /^2 de 6/);
    await page.clock.runFor(200);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `3 de 6: ${home.hero.slides[2].caption}`);
    await page.getByRole("button", { name: /Mostrar imagen 6 de 6/ }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", /^6 de 6/);
    await leave();
    await page.clock.runFor(6100);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 de 6: ${home.hero.slides[0].caption}`);
  });

  test("pauses while the pointer is over it, and with the pause button", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await freezeClock(page);
    await carousel(page).hover();
    await page.clock.runFor(13000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", /^1 de 6/);
    await page.getByRole("button", { name: "Pausar el carrusel", exact: true }).click();
    await page.mouse.move(640, 990);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(13000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", /^1 de 6/);
    await page.getByRole("button", { name: "Reanudar el carrusel", exact: true }).click();
    await page.mouse.move(640, 990);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6100);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", /^2 de 6/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test("a finger swiped sideways shows the next image, and back; the page itself does not move", async ({ page }) => {
      await gotoHydrated(page, "/");
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from, y: 420 }] });
        for (let step = 1; step <= 5; step++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from + ((to - from) * step) / 5, y: 420 }] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };
      await swipe(320, 80);
      await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 de 6: ${home.hero.slides[1].caption}`);
      await expect(carousel(page).getByRole("img", { name: home.hero.slides[1].imageAlt, exact: true })).toBeVisible();
      await swipe(80, 320);
      await expect(activeSlide(page)).toHaveAttribute("aria-label", /^1 de 6/);
      expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth <= window.innerWidth])).toEqual([0, true]);
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("does not move by itself, but dots still work", async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, "/");
      await freezeClock(page);
      await page.mouse.move(640, 990);
      await page.clock.runFor(20000);
      await expect(activeSlide(page)).toHaveAttribute("aria-label", /^1 de 6/);
      await page.getByRole("button", { name: /Mostrar imagen 3 de 6/ }).click();
      await expect(activeSlide(page)).toHaveAttribute("aria-label", /^3 de 6/);
    });
  });
});

test("the home page shows its sections and leads to a quote", async ({ page }) => {
  await gotoHydrated(page, "/");
  const hero = carousel(page);
  await expect(hero.getByRole("link", { name: home.hero.primary.label, exact: true })).toHaveAttribute("href", "/contacto/");
  await expect(hero.getByRole("link", { name: home.hero.secondary.label, exact: true })).toHaveAttribute("href", "/servicios/");
  // Only the first slide's image comes with the page; another one when its slide is about to show or is chosen.
  await expect(hero.getByRole("img", { name: home.hero.slides[0].imageAlt, exact: true })).toBeVisible();
  await expect(hero.getByRole("img", { name: home.hero.slides[3].imageAlt, exact: true, includeHidden: true })).toHaveCount(0);
  await hero.getByRole("button", { name: /Mostrar imagen 4 de 6/ }).click();
  await expect(hero.getByRole("img", { name: home.hero.slides[3].imageAlt, exact: true })).toBeVisible();

  const featured = page.getByRole("region", { name: home.featured.title, exact: true });
  await expect(featured.getByRole("article")).toHaveCount(6);
  for (const slug of home.featured.services) {
    await expect(featured.getByRole("link", { name: services.get(slug).title, exact: true })).toHaveAttribute("href", `/servicios/${slug}/`);
  }

  const reasons = page.getByRole("region", { name: home.reasons.title, exact: true });
  await expect(reasons.getByRole("heading", { level: 3 })).toHaveCount(4);

  const opinions = page.getByRole("region", { name: home.testimonials.title, exact: true });
  await expect(opinions.getByRole("img", { name: "Valoración: 5 de 5 estrellas", exact: true })).toHaveCount(3);

  await expect(page.getByRole("region", { name: home.ctaBand.title, exact: true }).getByRole("link", { name: home.ctaBand.primary.label, exact: true })).toHaveAttribute("href", "/contacto/");

  const latest = page.getByRole("region", { name: home.blog.title, exact: true });
  const cards = latest.getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const [i, a] of articles.slice(0, 3).entries()) {
    await expect(cards.nth(i).getByRole("link", { name: a.title, exact: true })).toHaveAttribute("href", `/blog/${a.id}/`);
  }
  await expect(latest.getByRole("link", { name: home.blog.linkLabel, exact: true })).toHaveAttribute("href", "/blog/");
});
