import { expect, test, type Page } from "@playwright/test";
import fs from "fs";
import path from "path";
import { escapeRegExp, expectedPaths, fullChromium, listData, PUBLIC, readData, site, takePersonsTime } from "./helpers";
import { BLOG_CHUNK, CAROUSEL_CHUNK, chunksAsked, ISLAND_CHUNK } from "../../src/lib/browser-chunks";
import { islandsStartingWith } from "../../scripts/first-load.mjs";
import { attributesIn } from "../../plugins/shared/html-tree";

/*
 * Pages are HTML; only their interactive parts run React, each as its own root (src/islands), and every page runs a
 * small script with no framework (src/chrome). Checked from what the browser itself requests and does.
 */
const forms = readData("forms.json");
const blogPage = readData("blog-page.json");
const navigation = readData("navigation.json");
const { services, legal } = expectedPaths();

/** The scripts a page made the browser fetch, by file name without its hash. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (file.endsWith(".js")) names.push(file.replace(/-[0-9a-f]{16,}\.js$/, ""));
  });
  return names;
}

const live = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });

/** The form endpoint the build points at answers 200 here, so a send completes without the local mailbox. */
async function acceptSends(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
  await page.route("http://127.0.0.1:9001/**", (route) =>
    route.fulfill({ status: 200, body: "OK", headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type" } }),
  );
}

test("a page without islands loads no framework: only its small script (and its part's, the 404's), and no page data", async ({ page }) => {
  const withoutIslands = ["/servicios/", "/sobre-nosotros/", legal[0]!, services.find((s) => !s.includes("limpieza-industrial"))!, "/esta-pagina-no-existe/"];
  for (const path of withoutIslands) {
    const requested: string[] = [];
    const onRequest = (request: { url: () => string }) => requested.push(new URL(request.url()).pathname);
    page.on("request", onRequest);
    await page.goto(path);
    await live(page);
    page.off("request", onRequest);
    const scripts = requested.filter((p) => p.endsWith(".js")).map((p) => p.split("/").pop()!.replace(/-[0-9a-f]{16,}\.js$/, ""));
    expect(scripts, path).toEqual(["chrome", ...chunksAsked(attributesIn(await page.content())).parts]);
    expect(requested.filter((p) => p.startsWith("/page-data/")), path).toEqual([]);
  }
});

test("each island starts and works after a full navigation from another page", async ({ page }) => {
  test.setTimeout(90_000);
  await acceptSends(page);
  const scripts = scriptsOf(page);
  const pages: string[] = [];
  page.on("framenavigated", (frame) => void (frame === page.mainFrame() && pages.push(new URL(frame.url()).pathname)));
  await page.goto("/servicios/");
  await live(page);

  // The blog's list, reached by the header's link: its filter is the page script's, with no framework.
  await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await live(page);
  const category = blogPage.categories[0];
  await page.getByRole("group", { name: "Filtrar por categoría", exact: true }).getByRole("button", { name: category, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`categoria=${encodeURIComponent(category).replace(/%20/g, "\\+")}`));

  // The newsletter box beside it.
  const newsletter = page.getByRole("form", { name: forms.newsletter.title, exact: true });
  await newsletter.getByLabel(forms.newsletter.label, { exact: true }).fill("vecina@correo.example");
  await takePersonsTime(page);
  await newsletter.getByRole("button", { name: forms.newsletter.submit, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: forms.newsletter.successText })).toBeVisible();

  // An article's share block.
  await page.goto("/blog/");
  await page.getByRole("list", { name: "Artículos", exact: true }).getByRole("link").first().click();
  await live(page);
  // Further down the page: it starts as the visitor nears it, and not before.
  const share = page.getByRole("region", { name: blogPage.article.share.title, exact: true });
  await expect(share.getByRole("button")).toBeHidden();
  await share.scrollIntoViewIfNeeded();
  await expect(share.getByRole("button")).toBeVisible();

  // The home's carousel, by the logo: the page script runs it, with no framework.
  await page.getByRole("banner").getByRole("link", { name: /ir a la página de inicio/ }).click();
  await live(page);
  const dots = page.getByRole("button", { name: /^Mostrar imagen/ });
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");

  // The quote form, by the header's quote button, and the quote block of a service page.
  await page.getByRole("banner").getByRole("link", { name: navigation.cta.label, exact: true }).click();
  await live(page);
  const contact = page.getByRole("form", { name: forms.contact.title, exact: true });
  const l = forms.contact.labels;
  await contact.getByLabel(l.name, { exact: true }).fill("Ana Pérez");
  await contact.getByLabel(l.company, { exact: true }).fill("Comunidad Azahar");
  await contact.getByLabel(l.email, { exact: true }).fill("ana@correo.example");
  await contact.getByLabel(l.phone, { exact: true }).fill("968000101");
  await contact.getByLabel(l.service, { exact: true }).selectOption(forms.contact.serviceOptions[0]);
  await contact.getByLabel(l.message, { exact: true }).fill("Goteras en el garaje.");
  await contact.getByRole("checkbox").check();
  await takePersonsTime(page);
  await contact.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();

  await page.goto("/servicios/limpieza-industrial/");
  await live(page);
  const quote = page.getByRole("form", { name: "Presupuesto de Limpieza Industrial", exact: true });
  await quote.getByLabel(forms.quote.labels.company, { exact: true }).fill("Conservas del Segura, S.A.");
  await quote.getByLabel(forms.quote.labels.sector, { exact: true }).selectOption(forms.quote.sectors[0]);
  await quote.getByLabel(forms.quote.labels.phone, { exact: true }).fill("968000101");
  await quote.getByLabel(forms.quote.labels.needs, { exact: true }).fill("Limpieza semanal.");
  await takePersonsTime(page);
  await quote.getByRole("button", { name: forms.quote.submit, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: forms.quote.successText })).toBeVisible();

  // Each island that starts with its page came with it (the chunk named after its file), the carousel's code with
  // the home, the filter's with the blog, and Gatsby's runtime never.
  const islands = new Set(pages.flatMap((p) => islandsStartingWith(fs.readFileSync(path.join(PUBLIC, p, "index.html"), "utf8"))));
  const visited = ["contact-form", "newsletter-form", "quote-form", "share"];
  expect([...islands]).toEqual(expect.arrayContaining(visited));
  expect(scripts).toEqual(expect.arrayContaining([...visited.map(ISLAND_CHUNK), CAROUSEL_CHUNK, BLOG_CHUNK]));
  expect(scripts.filter((s) => /^(app|component---)/.test(s))).toEqual([]);
});

test("every island of a page that starts with it is live once the visitor reaches it, whatever its file", async ({ page }) => {
  await page.goto("/contacto/");
  await live(page);
  const islands = page.locator("[data-island]:not([data-start])");
  expect(await islands.count()).toBeGreaterThan(0);
  for (const island of await islands.all()) {
    await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute("data-hydrated", "true");
  }
});

/** The page at a phone's width, live and half a second on, and the scripts it fetched (more as the visitor goes on). */
async function onPhone(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts = scriptsOf(page);
  await page.goto(path);
  await live(page);
  await page.waitForTimeout(500);
  return scripts;
}

test("an island further down starts as the visitor nears it: React is fetched then, not with the page", async ({ page }) => {
  const scripts = await onPhone(page, "/servicios/limpieza-industrial/");
  expect(scripts).not.toContain("framework");
  const quote = page.getByRole("form", { name: "Presupuesto de Limpieza Industrial", exact: true });
  await expect(quote.getByRole("button", { name: forms.quote.submit, exact: true })).toBeDisabled();
  await quote.scrollIntoViewIfNeeded();
  await expect(quote.getByRole("button", { name: forms.quote.submit, exact: true })).toBeEnabled();
  expect(scripts).toEqual(expect.arrayContaining(["framework", "isla-quote-form"]));
});

test("the blog's filter needs no framework: its small chunk comes with the page, and a category or a shared address filters with it", async ({ page }) => {
  const scripts = await onPhone(page, "/blog/");
  expect(scripts).toEqual(["chrome", BLOG_CHUNK]);
  const category = blogPage.categories[0];
  const button = page.getByRole("group", { name: "Filtrar por categoría", exact: true }).getByRole("button", { name: category, exact: true });
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(new RegExp(`categoria=${encodeURIComponent(category).replace(/%20/g, "\\+")}`));
  expect(scripts).toEqual(["chrome", BLOG_CHUNK]);

  // A shared filtered address: the page is live once it shows the filtered list.
  scripts.length = 0;
  await page.goto(`/blog/?categoria=${encodeURIComponent(category)}`);
  await live(page);
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(listData("blog").filter((a) => a.category === category).length);
  expect(scripts).toEqual(["chrome", BLOG_CHUNK]);
});

test("a form whose code does not arrive, asked for twice, stays HTML that says how to reach the company, and says why in the console", async ({ page }) => {
  const asked: string[] = [];
  await page.route(/\/isla-contact-form-[0-9a-f]{16,}\.js$/, (route) => (asked.push(route.request().url()), route.abort()));
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await page.goto("/contacto/");
  await live(page);
  expect(asked).toHaveLength(2);
  expect(errors.join("\n")).toContain("«contact-form» no ha podido arrancar");
  const contact = page.getByRole("form", { name: forms.contact.title, exact: true });
  // The paragraph that starts with this line and goes on with the phones and the e-mail.
  await expect(contact.locator("p").filter({ hasText: new RegExp(`^${escapeRegExp(forms.otherWays)}\\s`) })).toBeVisible();
  await expect(contact.getByRole("link", { name: site.emails.quotes, exact: true })).toHaveAttribute("href", /^mailto:/);
  await expect(contact.getByRole("link", { name: /^\d[\d\s]+$/ }).first()).toHaveAttribute("href", /^tel:/);
});

test("the next page is fetched while the pointer rests on its link (Speculation Rules, Chromium)", async ({ page }) => {
  await page.goto("/");
  await live(page);
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/sobre-nosotros/" && /prefetch/.test(request.headers()["sec-purpose"] ?? ""));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Sobre Nosotros", exact: true }).hover();
  await prefetched;
});

test("every template can go into the back/forward cache: going back restores it as it was", async ({ playwright, baseURL }) => {
  // Playwright starts Chromium with the back/forward cache off; this test starts it as a visitor's browser has it.
  const browser = await fullChromium(playwright, { ignoreDefaultArgs: ["--disable-back-forward-cache"] });
  try {
    const page = await browser.newPage({ baseURL });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    let reasons: string[] = [];
    cdp.on("Page.backForwardCacheNotUsed", (event: { notRestoredExplanations: { reason: string }[] }) => (reasons = event.notRestoredExplanations.map((e) => e.reason)));
    for (const path of ["/", "/servicios/", services[0]!, "/blog/", "/blog/1/", "/contacto/", "/servicios/limpieza-industrial/"]) {
      reasons = [];
      await page.goto(path);
      await live(page);
      await page.evaluate(() => Object.assign(window, { __stayed: true }));
      await page.goto("/sobre-nosotros/");
      await page.goBack({ waitUntil: "commit" }); // a page restored whole fires no load event
      await expect.poll(() => page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed === true), { message: `${path}: ${reasons.join(", ")}` }).toBe(true);
    }
  } finally {
    await browser.close();
  }
});
