import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { builtSitemapPaths, gotoHydrated, stubMap } from "./helpers";

const PATHS = builtSitemapPaths();

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")})`);
}

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`axe on every page, ${name}`, () => {
    test.use({ viewport });
    test(`no violations, with the ${name === "desktop" ? "mega-menu" : "mobile menu"} open where it exists`, async ({ page }) => {
      // The allowance grows with the pages: about 20 s each, as a 2-core machine under heavy load took some 17.
      test.setTimeout(PATHS.length * 20_000);
      await stubMap(page);
      const found: string[] = [];
      // One analysis per page, with the menu open: axe checks the page and the menu together.
      for (const p of PATHS) {
        await gotoHydrated(page, p);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (name === "desktop") {
          await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Servicios", exact: true }).hover();
          await expect(page.locator("#mega-menu")).toBeVisible();
        } else {
          await page.getByRole("button", { name: "Abrir menú" }).click();
          await expect(page.getByRole("navigation", { name: "Menú móvil" })).toBeVisible();
        }
        found.push(...(await violations(page)).map((v) => `${p}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Tabs through the page and returns, for each stop, a description and whether its focus is visible. */
  async function walk(page: Page, stops: number) {
    const seen: { label: string; visible: boolean }[] = [];
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press("Tab");
      seen.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          // The focused control, or the card it covers (service and article cards draw the ring around the card).
          const shows = (node: Element) => {
            const style = getComputedStyle(node);
            return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
          };
          const visible = shows(el) || (el.parentElement?.parentElement?.parentElement ? shows(el.parentElement.parentElement.parentElement) : false);
          const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}`;
          return { label, visible };
        }),
      );
    }
    return seen;
  }

  test("the home page: skip link first, then the navigation, the mega-menu, the carousel dots; focus always visible", async ({ page }) => {
    await gotoHydrated(page, "/");
    const stops = await walk(page, 40);
    expect(stops[0]!.label).toContain("Saltar al contenido principal");
    const labels = stops.map((s) => s.label);
    expect(labels.findIndex((l) => l.includes("Servicios"))).toBeGreaterThan(0);
    expect(labels.some((l) => l.includes("Mostrar imagen 1 de 6"))).toBe(true);
    expect(labels.some((l) => l.includes("Pausar el carrusel"))).toBe(true);
    expect(stops.filter((s) => !s.visible).map((s) => s.label)).toEqual([]);
  });

  test("every control of the quote form is reachable with Tab, with visible focus", async ({ page }) => {
    await stubMap(page);
    await gotoHydrated(page, "/contacto/#formulario");
    const form = page.getByRole("form", { name: "Solicite su presupuesto gratis" });
    await form.getByLabel("Nombre completo *").focus();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { id: el.id || el.textContent?.trim() || el.tagName, visible: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none" };
      });
      reached.push(info.id);
      expect(info.visible, info.id).toBe(true);
      await page.keyboard.press("Tab");
    }
    for (const id of ["cf-name", "cf-company", "cf-email", "cf-phone", "cf-service", "cf-message", "cf-privacy", "Enviar solicitud"]) expect(reached).toContain(id);
  });
});
