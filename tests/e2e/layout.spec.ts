import { expect, test } from "@playwright/test";
import { BRAND, freezeClock, gotoHydrated, listData, readData, site, setFont } from "./helpers";
import { pageHref } from "../../src/lib/routes";

const navigation = readData("navigation.json");
const services = listData("services");

test.describe("header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the top contact bar shows on large screens and hides after scrolling past 100 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    const bar = page.getByTestId("top-bar");
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: site.phones.main.display, exact: true })).toHaveAttribute("href", `tel:${site.phones.main.tel}`);
    await expect(bar.getByRole("link", { name: site.phones.second.display, exact: true })).toHaveAttribute("href", `tel:${site.phones.second.tel}`);
    await expect(bar.getByRole("link", { name: site.emails.general, exact: true })).toHaveAttribute("href", `mailto:${site.emails.general}`);
    await expect(bar).toContainText(site.address.locality);
    await expect(bar).toContainText(site.hours.officeShort);
    await expect(page.locator("body")).not.toHaveClass(/header-fixed/);

    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(page.locator("body")).toHaveClass(/header-fixed/);
    await expect(bar).toBeHidden();
    await expect(page.getByRole("banner")).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(page.locator("body")).not.toHaveClass(/header-fixed/);
    await expect(bar).toBeVisible();
  });

  test("logo, navigation and the quote button", async ({ page }) => {
    await gotoHydrated(page, "/sobre-nosotros/");
    // Named by the text it shows (brand and tagline), so "click Montoya…" works for voice users; then the hint.
    const logo = page.getByRole("banner").getByRole("link", { name: new RegExp(`^${BRAND}\\s*Desde \\d{4} · \\S+\\s*, ir a la página de inicio$`) });
    await expect(logo).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Principal", exact: true });
    for (const item of navigation.main) await expect(nav.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", pageHref(item.href));
    await expect(page.getByRole("banner").getByRole("link", { name: "PRESUPUESTO GRATIS", exact: true })).toHaveAttribute("href", "/contacto/");
  });

  test("the current link is highlighted, and Servicios for every page under /servicios", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Principal", exact: true });
    await gotoHydrated(page, "/blog/");
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Inicio", exact: true })).not.toHaveAttribute("aria-current", "page");
    await gotoHydrated(page, "/servicios/fontaneria/");
    await expect(nav.getByRole("link", { name: "Servicios", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).not.toHaveAttribute("aria-current", /.+/);
  });

  test("the mega-menu opens on hover and closes 150 ms after the pointer leaves", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await freezeClock(page);
    const menu = page.locator("#mega-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Servicios", exact: true }).hover();
    await expect(menu).toBeVisible();

    // Five groups, at most four services each, "Ver más servicios..." where a group has more.
    const groups = navigation.megaMenu.groups;
    for (const group of groups) {
      const members = services.filter((s) => s.menu?.group === group.id).sort((a, b) => a.menu.order - b.menu.order);
      const list = menu.getByRole("list", { name: group.title, exact: true });
      await expect(list.getByRole("link")).toHaveCount(Math.min(4, members.length));
      for (const s of members.slice(0, 4)) await expect(list.getByRole("link", { name: s.title, exact: true })).toHaveAttribute("href", `/servicios/${s.slug}/`);
    }
    await expect(menu.getByRole("link", { name: "Ver más servicios...", exact: true })).toHaveCount(groups.filter((g: any) => services.filter((s) => s.menu?.group === g.id).length > 4).length);
    await expect(menu.getByRole("link", { name: "SOLICITAR PRESUPUESTO", exact: true })).toHaveAttribute("href", "/contacto/");

    // Shown at once, hidden 150 ms after the pointer leaves: CSS does it (a delayed change of visibility), so it
    // works before the script has started; the script's aria-expanded follows on its own timer.
    const link = page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Servicios", exact: true });
    await expect(link).toHaveAttribute("aria-expanded", "true");
    expect(await menu.evaluate((el) => getComputedStyle(el).transitionDelay)).toBe("0s");
    await page.mouse.move(640, 700);
    expect(await menu.evaluate((el) => getComputedStyle(el).transitionDelay)).toBe("0.15s");
    await page.clock.runFor(100);
    await expect(link).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(60);
    await expect(link).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("the mega-menu works from the keyboard: focus opens, Escape closes and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Servicios", exact: true });
    await link.focus();
    await expect(page.locator("#mega-menu")).toBeVisible();
    await expect(link).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("#mega-menu a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mega-menu")).toBeHidden();
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute("aria-expanded", "false");
  });

  test("in the mega-menu the arrow keys, Home and End move through its links, and reopen it after Escape", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Servicios", exact: true });
    const links = page.locator("#mega-menu a");
    await link.focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mega-menu")).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await expect(link).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(link).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(link).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test("the skip link is the first stop and leads to the main content", async ({ page }) => {
    await gotoHydrated(page, "/servicios/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Saltar al contenido principal", exact: true });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#contenido$/);
    await expect(page.locator("main#contenido")).toBeFocused();
  });
});

test.describe("header on one line", () => {
  // DejaVu Sans is the widest font of the stack a visitor may have (Linux systems without the others).
  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px with DejaVu Sans, the links and the quote button keep one line and the header its height`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/");
      const header = page.getByRole("banner");
      const height = await header.evaluate((el) => el.getBoundingClientRect().height);
      await setFont(page, "DejaVu Sans");
      const wrapped = await header.evaluate((el) => {
        // The lines its text takes: the distinct tops of the boxes of its words (icons left out).
        const lines = (node: Element) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
          }
          return tops.size;
        };
        return [...el.querySelectorAll('nav[aria-label="Principal"] > ul > li > a, :scope > div > a[href="/contacto/"]')]
          .filter((a) => lines(a) > 1)
          .map((a) => a.textContent?.trim());
      });
      expect(wrapped).toEqual([]);
      expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the toggle shows the links and contact details, and choosing a link closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("top-bar")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Principal", exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Abrir menú", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Menú móvil", exact: true });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar menú", exact: true })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: site.phones.main.display, exact: true })).toHaveAttribute("href", `tel:${site.phones.main.tel}`);
    await expect(menu.getByRole("link", { name: site.emails.general, exact: true })).toBeVisible();
    await expect(menu).toContainText(site.hours.office);
    await menu.getByRole("link", { name: "Sobre Nosotros", exact: true }).click();
    await expect(page).toHaveURL(/\/sobre-nosotros\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú", exact: true })).toBeVisible();
  });

  test("Escape closes the mobile menu and returns focus to the toggle", async ({ page }) => {
    await gotoHydrated(page, "/blog/");
    await page.getByRole("button", { name: "Abrir menú", exact: true }).click();
    await page.getByRole("navigation", { name: "Menú móvil", exact: true }).getByRole("link", { name: "Inicio", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menú móvil", exact: true })).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menú", exact: true })).toBeFocused();
  });
});

test.describe("footer", () => {
  test("services, quick links, legal links, contact, social links and the current year", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    const titles = new Map(services.map((s) => [s.slug, s.title]));
    const servicesNav = footer.getByRole("navigation", { name: "Servicios", exact: true });
    await expect(servicesNav.getByRole("link")).toHaveCount(6);
    for (const slug of navigation.footer.services) await expect(servicesNav.getByRole("link", { name: titles.get(slug), exact: true })).toHaveAttribute("href", `/servicios/${slug}/`);
    for (const l of navigation.footer.quickLinks) await expect(footer.getByRole("navigation", { name: "Enlaces rápidos", exact: true }).getByRole("link", { name: l.label, exact: true })).toHaveAttribute("href", pageHref(l.href));
    for (const l of navigation.footer.legalLinks) await expect(footer.getByRole("navigation", { name: "Legal", exact: true }).getByRole("link", { name: l.label, exact: true })).toHaveAttribute("href", pageHref(l.href));
    await expect(footer).toContainText(site.address.street);
    await expect(footer).toContainText(site.address.locality);
    await expect(footer.getByRole("link", { name: site.phones.main.display, exact: true })).toHaveAttribute("href", `tel:${site.phones.main.tel}`);
    await expect(footer.getByRole("link", { name: site.emails.general, exact: true })).toHaveAttribute("href", `mailto:${site.emails.general}`);
    await expect(footer).toContainText(site.hours.office);
    await expect(footer).toContainText("24/7");
    const social = footer.getByRole("list", { name: "Redes sociales", exact: true }).getByRole("link");
    await expect(social).toHaveCount(site.social.length);
    for (const { network, href } of site.social) {
      const link = footer.getByRole("link", { name: `${site.brand} en ${network} (se abre en una pestaña nueva)`, exact: true });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
    // The brand name on the footer's white logo plate is drawn in the logo's navy, not the footer links' white.
    const brand = footer.getByRole("link", { name: new RegExp(`^${site.brand}\\s*, ir a la página de inicio$`) }).getByText(site.brand, { exact: true });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveCSS("color", "rgb(15, 58, 95)");
  });

  test("following a link scrolls the new page to the top", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Sobre Nosotros", exact: true }).click();
    await expect(page).toHaveURL(/\/sobre-nosotros\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("phone action bar", () => {
  const bar = navigation.actionBar;

  test.describe("below 768 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("call, WhatsApp naming the page, and quote are always in reach, and never cover the page", async ({ page, context }) => {
      // wa.me is a third party: the tap is answered here, so nothing leaves this machine.
      await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
      await gotoHydrated(page, "/servicios/fontaneria/");
      const actions = page.getByRole("navigation", { name: bar.label, exact: true });
      await expect(actions).toBeVisible();
      await expect(actions.getByRole("link")).toHaveText([bar.call, bar.whatsapp, bar.quote]);
      await expect(actions.getByRole("link", { name: bar.call, exact: true })).toHaveAttribute("href", `tel:${site.phones.main.tel}`);
      await expect(actions.getByRole("link", { name: bar.quote, exact: true })).toHaveAttribute("href", pageHref(bar.quoteHref));

      // The message names the page by its title and address, in the HTML itself.
      const whatsapp = actions.getByRole("link", { name: bar.whatsapp, exact: true });
      const pageUrl = `${site.url}/servicios/fontaneria/`;
      const title = (await page.title()).split(" | ")[0];
      expect((await whatsapp.getAttribute("href"))!.startsWith(`https://wa.me/${site.whatsapp.replace(/\D/g, "")}?text=`)).toBe(true);
      expect(new URL((await whatsapp.getAttribute("href"))!).searchParams.get("text")).toBe(`${bar.whatsappText} «${title}» (${pageUrl})`);
      const [chat] = await Promise.all([page.waitForEvent("popup"), whatsapp.click()]);
      expect(new URL(chat.url()).searchParams.get("text")).toBe(`${bar.whatsappText} «${title}» (${pageUrl})`);
      await chat.close();

      // At the very bottom the footer ends above the bar: the page keeps room for it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barTop = (await actions.boundingBox())!.y;
      const footer = (await page.locator("footer").boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 0.5);

      // The keyboard reaches it right after the footer.
      await page.locator("footer a").last().focus();
      await page.keyboard.press("Tab");
      await expect(actions.getByRole("link", { name: bar.call, exact: true })).toBeFocused();

      // Printed pages leave it out.
      await page.emulateMedia({ media: "print" });
      await expect(actions).toBeHidden();
    });
  });

  test.describe("from 768 px", () => {
    test.use({ viewport: { width: 1024, height: 800 } });

    test("is not shown", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("navigation", { name: bar.label, exact: true })).toBeHidden();
    });
  });
});
