import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { builtSitemapPaths, expectedPaths, gotoHydrated, stubMap } from "./helpers";

const PATHS = builtSitemapPaths();
// The pages in groups of at most ten, so both workers share the analysis to the end instead of one waiting on the
// other's last long group.
const KINDS = {
  "fixed and legal pages": PATHS.filter((p) => !/^\/(servicios|blog)\/[^/]+\/$/.test(p)),
  "service pages": PATHS.filter((p) => /^\/servicios\/[^/]+\/$/.test(p)),
  "article pages": PATHS.filter((p) => /^\/blog\/[^/]+\/$/.test(p)),
};
const GROUP_SIZE = 10;
const GROUPS = Object.fromEntries(
  Object.entries(KINDS).flatMap(([kind, paths]) => {
    const count = Math.ceil(paths.length / GROUP_SIZE);
    const size = Math.ceil(paths.length / count);
    return Array.from({ length: count }, (_, i) => [count > 1 ? `${kind} ${i + 1} of ${count}` : kind, paths.slice(i * size, (i + 1) * size)]);
  }),
);

// Each test is one group at one width: they run side by side.
test.describe.configure({ mode: "parallel" });

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] }) // passes are not read: a fifth less work per page
    // Analysed in the page itself instead of gathering the results in a blank page opened per analysis: 0.8-1.0 s
    // instead of 1.8-2.3 s a page here. It leaves cross-origin frames out, and the only one is the map, a third
    // party's page that the tests answer with a stand-in (stubMap).
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")})`);
}

for (const [name, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["mobile", { width: 390, height: 844 }],
] as const) {
  test.describe(`axe with the WCAG 2.2 AA rules, ${name}`, () => {
    test.use({ viewport });
    for (const [group, paths] of Object.entries(GROUPS)) {
      test(`${group}: no violations, with the ${name === "desktop" ? "mega-menu" : "mobile menu"} open`, async ({ page }) => {
        // The allowance grows with the pages: about 20 s each, as a 2-core machine under heavy load took some 17.
        test.setTimeout(paths.length * 20_000 + 10_000);
        await stubMap(page);
        const found: string[] = [];
        // One analysis per page, with the menu open: axe checks the page and the menu together.
        for (const p of paths) {
          await gotoHydrated(page, p);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          if (name === "desktop") {
            await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Servicios", exact: true }).hover();
            await expect(page.locator("#mega-menu")).toBeVisible();
          } else {
            await page.getByRole("button", { name: "Abrir menú", exact: true }).click();
            await expect(page.getByRole("navigation", { name: "Menú móvil", exact: true })).toBeVisible();
          }
          found.push(...(await violations(page)).map((v) => `${p}: ${v}`));
        }
        expect(found).toEqual([]);
      });
    }
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
    const form = page.getByRole("form", { name: "Solicite su presupuesto gratis", exact: true });
    await form.getByLabel("Nombre completo *", { exact: true }).focus();
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
    for (const id of ["contact-name", "contact-company", "contact-email", "contact-phone", "contact-service", "contact-message", "contact-privacy", "Enviar solicitud"]) expect(reached).toContain(id);
  });
});

/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured: the element Tab reaches must not lie, even partly, under a fixed or sticky part
 * of the page (the header, the phone action bar) that does not hold it. Each focused element's box is probed with
 * elementFromPoint on a grid of points; a point whose topmost element sits inside such a part is covered. Returns what
 * covers the focused element, "body" when nothing has focus, or null.
 */
async function coveredStop(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const box = el.getBoundingClientRect();
    const pinned = (node: Element | null): Element | null => {
      for (let n = node; n; n = n.parentElement) {
        const position = getComputedStyle(n).position;
        if ((position === "fixed" || position === "sticky") && !n.contains(el)) return n;
      }
      return null;
    };
    const xs = [0.02, 0.5, 0.98].map((f) => box.left + f * box.width);
    const ys = [0.02, 0.5, 0.98].map((f) => box.top + f * box.height);
    for (const x of xs)
      for (const y of ys) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue; // larger than the window: its visible part counts
        const part = pinned(document.elementFromPoint(x, y));
        if (part) {
          const name = (n: Element) => `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""} "${(n.getAttribute("aria-label") ?? n.textContent ?? "").trim().slice(0, 30)}"`;
          return `${name(el)} under ${name(part)}`;
        }
      }
    return null;
  });
}

test.describe("focus never hidden behind the header or the action bar (2.4.11)", () => {
  const { fixed, legal, services, articles } = expectedPaths();
  const templates = [...fixed, legal[0]!, services[0]!, articles[0]!];
  for (const [name, viewport] of [
    ["390 px", { width: 390, height: 844 }],
    ["1280 px", { width: 1280, height: 800 }],
  ] as const) {
    test(`every tab stop of every template, ${name}`, async ({ page }) => {
      test.setTimeout(templates.length * 40_000);
      await page.setViewportSize(viewport);
      await stubMap(page);
      const covered: string[] = [];
      for (const p of templates) {
        await gotoHydrated(page, p);
        let stops = 0;
        for (; stops < 400; stops++) {
          await page.keyboard.press("Tab");
          const found = await coveredStop(page);
          if (found === "body" && stops > 0) break; // focus went round the page
          if (found && found !== "body") covered.push(`${p}: ${found}`);
        }
        expect(stops, `${p} has tab stops`).toBeGreaterThan(10);
      }
      expect(covered).toEqual([]);
    });
  }
});
