import { expect, test, type Page } from "@playwright/test";
import { BRAND, SITE_URL, escapeRegExp, gotoHydrated, jsonLdBlocks, listData, readData, site } from "./helpers";

const page_ = readData("blog-page.json");
const articles = listData("blog").sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
const MONTHS = ["Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic"];
const shown = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
};

const search = (page: Page) => page.getByRole("searchbox", { name: page_.searchLabel, exact: true });
const featuredBlock = (page: Page) => page.getByRole("region", { name: page_.featuredLabel, exact: true });
const grid = (page: Page) => page.getByRole("list", { name: "Artículos", exact: true });
const category = (page: Page, name: string) => page.getByRole("group", { name: "Filtrar por categoría", exact: true }).getByRole("button", { name, exact: true });

test.describe("the article list", () => {
  test("shows every article, the newest as featured when it is, and the sidebar", async ({ page }) => {
    await gotoHydrated(page, "/blog/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(page_.hero.headline);
    // A newer article added without "featured" takes the top of the list, and the featured block is left out.
    if (articles[0].featured) {
      await expect(featuredBlock(page).getByRole("link", { name: articles[0].title, exact: true })).toHaveAttribute("href", `/blog/${articles[0].id}/`);
    } else {
      await expect(featuredBlock(page)).toHaveCount(0);
    }
    await expect(grid(page).getByRole("article")).toHaveCount(articles[0].featured ? articles.length - 1 : articles.length);
    await expect(page.getByRole("status")).toHaveText(`${articles.length} artículos encontrados.`);
    await expect(category(page, "Todas")).toHaveAttribute("aria-pressed", "true");
    const popular = page.getByRole("region", { name: page_.sidebar.popularTitle, exact: true }).getByRole("link");
    await expect(popular).toHaveText(articles.filter((a) => a.featured).slice(0, 3).map((a) => a.title));
    const sidebar = page.getByRole("complementary", { name: "Barra lateral del blog", exact: true });
    await expect(sidebar.getByLabel("Su correo electrónico", { exact: true })).toHaveAttribute("type", "email");
    await expect(sidebar.getByRole("button", { name: "Suscribirse", exact: true })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: page_.sidebar.contactButton.label, exact: true })).toHaveAttribute("href", "/contacto/");
  });

  test("search is a case- and accent-insensitive match on title, excerpt or tags, kept in the URL", async ({ page }) => {
    await gotoHydrated(page, "/blog/");
    await search(page).fill("IMPERMEABILIZACION");
    const expected = articles.filter((a) =>
      [a.title, a.excerpt, ...a.tags].some((t: string) => t.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().includes("impermeabilizacion")),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(expected.length);
    await expect(page.getByRole("status")).toHaveText(expected.length === 1 ? "1 artículo encontrado." : `${expected.length} artículos encontrados.`);
    await expect(page).toHaveURL(/\/blog\/\?q=IMPERMEABILIZACION$/);
    await search(page).fill("zzzz no existe");
    await expect(page.getByText(page_.emptyText, { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
    await search(page).fill("");
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(articles.length);
  });

  test("categories combine with the search; the featured block shows only when the first result is featured", async ({ page }) => {
    await gotoHydrated(page, "/blog/");
    await category(page, "Consejos").click();
    await expect(category(page, "Consejos")).toHaveAttribute("aria-pressed", "true");
    await expect(category(page, "Todas")).toHaveAttribute("aria-pressed", "false");
    const consejos = articles.filter((a) => a.category === "Consejos");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(consejos.length);
    await expect(featuredBlock(page)).toHaveCount(consejos[0].featured ? 1 : 0);
    await expect(page).toHaveURL(/categoria=Consejos/);

    // In each category its newest article leads, in the featured block only if featured; searching for the title of
    // its oldest finds that one and every article whose title, excerpt or tags contain the title (a sequel's does).
    const fold = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    const newest = (name: string) => articles.find((a) => a.category === name);
    expect(page_.categories.some((name: string) => newest(name)?.featured)).toBe(true);
    for (const name of page_.categories) {
      const list = articles.filter((a) => a.category === name);
      await search(page).fill("");
      await category(page, name).click();
      await expect(page.getByRole("main").getByRole("article"), name).toHaveCount(list.length);
      await expect(featuredBlock(page), name).toHaveCount(list[0].featured ? 1 : 0);
      await expect((list[0].featured ? featuredBlock(page) : grid(page)).getByRole("link", { name: list[0].title, exact: true }), name).toBeVisible();
      const oldest = list[list.length - 1];
      await search(page).fill(oldest.title);
      const found = list.filter((a) => [a.title, a.excerpt, ...a.tags].some((text) => fold(text).includes(fold(oldest.title))));
      await expect(page.getByRole("status"), name).toHaveText(found.length === 1 ? "1 artículo encontrado." : `${found.length} artículos encontrados.`);
      await expect(featuredBlock(page), name).toHaveCount(found[0].featured ? 1 : 0);
      const place = found[0] === oldest && oldest.featured ? featuredBlock(page) : grid(page);
      await expect(place.getByRole("link", { name: oldest.title, exact: true }), name).toBeVisible();
    }
  });

  test("a tag in the cloud goes into the search box", async ({ page }) => {
    await gotoHydrated(page, "/blog/");
    const tag = articles[2].tags[0];
    await page.getByRole("region", { name: page_.sidebar.tagsTitle, exact: true }).getByRole("link", { name: new RegExp(`^Buscar «${escapeRegExp(tag)}»`) }).click();
    await expect(search(page)).toHaveValue(tag);
    const count = articles.filter((a) => a.tags.includes(tag) || a.title.toLowerCase().includes(tag) || a.excerpt.toLowerCase().includes(tag)).length;
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(count);
  });

  test("a filtered list can be opened from its URL, and the back button returns to the previous filter", async ({ page }) => {
    await gotoHydrated(page, "/blog/?q=comunidad&categoria=Mantenimiento");
    await expect(search(page)).toHaveValue("comunidad");
    await expect(category(page, "Mantenimiento")).toHaveAttribute("aria-pressed", "true");
    await category(page, "Todas").click();
    await expect(page).toHaveURL(/\/blog\/\?q=comunidad$/);
    await page.goBack();
    await expect(page).toHaveURL(/categoria=Mantenimiento/);
    await expect(category(page, "Mantenimiento")).toHaveAttribute("aria-pressed", "true");
    await expect(search(page)).toHaveValue("comunidad");
  });
});

test("every article page has its parts, related articles and structured data", async ({ page }) => {
  test.setTimeout(articles.length * 7_000); // the time grows with the articles
  for (const a of articles) {
    const path = `/blog/${a.id}/`;
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(a.title);
    await expect(page.getByRole("link", { name: page_.article.backLabel, exact: true }), path).toHaveAttribute("href", "/blog/");
    const article = page.getByRole("article").first();
    await expect(article.getByText(a.category, { exact: true }).first(), path).toBeVisible();
    const meta = page.getByRole("list", { name: "Datos del artículo", exact: true });
    await expect(meta, path).toContainText(a.author);
    await expect(meta.locator("time"), path).toHaveText(shown(a.date));
    await expect(meta.locator("time"), path).toHaveAttribute("datetime", a.date);
    await expect(meta, path).toContainText(`${a.readMinutes} min de lectura`);
    const headings = a.body.filter((b: string) => b.startsWith("## ")).map((b: string) => b.slice(3));
    for (const h of headings.slice(0, 2)) await expect(page.getByRole("heading", { level: 2, name: h, exact: true }), path).toBeVisible();
    // The body comes from content files: nothing executable may come through.
    const body = page.locator(`article div[class*="article-module--body"]`);
    await expect(body, path).toHaveCount(1);
    expect(await body.locator("script, iframe, [onclick], [onerror]").count(), path).toBe(0);
    const tags = page.getByRole("region", { name: page_.article.tagsTitle, exact: true }).getByRole("link");
    await expect(tags, path).toHaveText(a.tags);
    await expect(page.getByRole("complementary", { name: page_.article.authorTitle, exact: true }), path).toContainText(a.authorRole);
    const related = articles.filter((r) => r.category === a.category && r.id !== a.id).slice(0, 3);
    const relatedRegion = page.getByRole("region", { name: page_.article.relatedTitle, exact: true });
    if (related.length === 0) await expect(relatedRegion, path).toHaveCount(0);
    else await expect(relatedRegion.getByRole("article").getByRole("link"), path).toHaveText(related.map((r) => r.title));
    const cta = page.getByRole("region", { name: page_.article.cta.title, exact: true });
    await expect(cta.getByRole("link", { name: page_.article.cta.primary.label, exact: true }), path).toHaveAttribute("href", "/contacto/");
    await expect(cta.locator(`a[href="tel:${site.phones.main.tel}"]`), path).toBeVisible();
    expect(await page.title(), path).toBe(`${a.seo.title} | ${BRAND}`);
    await expect(page.locator('meta[property="og:type"]'), path).toHaveAttribute("content", "article");
    const posting = (await jsonLdBlocks(page)).find((b) => b["@type"] === "BlogPosting");
    expect(posting, path).toMatchObject({ headline: a.title, datePublished: a.date, author: { name: a.author }, publisher: { "@type": "LocalBusiness" } });
    expect(posting.image, path).toMatch(/^https?:\/\/.+\.jpg$/);
  }
});

test("an unknown article id sends the browser to the list", async ({ page }) => {
  for (const path of ["/blog/99/", "/blog/abc/"]) {
    const res = await gotoHydrated(page, path);
    expect(res?.status(), "a plain static host answers 404 for it").toBe(404);
    await expect(page, path).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(page_.hero.headline);
  }
});

test.describe("passing an article on", () => {
  const shareTexts = readData("blog-page.json").article.share;
  const article = readData("blog/3.json");
  const url = `${SITE_URL}/blog/3/`;

  test("reading time, and links to WhatsApp, Facebook and LinkedIn with the article's address", async ({ page }) => {
    await page.goto("/blog/3/");
    await expect(page.getByText(`${article.readMinutes} min de lectura`, { exact: true })).toBeVisible();
    const share = page.getByRole("region", { name: shareTexts.title, exact: true });
    const href = (name: string) => share.getByRole("link", { name, exact: true }).getAttribute("href");
    expect(await href(shareTexts.whatsapp)).toBe(`https://wa.me/?text=${encodeURIComponent(`${article.title} ${url}`)}`);
    expect(await href(shareTexts.facebook)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(await href(shareTexts.linkedin)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
  });

  test("where the browser has the Web Share API, the button opens the device's share sheet with title and address", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data) });
    });
    await gotoHydrated(page, "/blog/3/");
    const share = page.getByRole("region", { name: shareTexts.title, exact: true });
    await share.scrollIntoViewIfNeeded(); // the visitor reaches the block: its script starts as it nears
    await share.getByRole("button", { name: shareTexts.share, exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({ title: article.title, url });
  });

  test("without it, the button copies the address and says so", async ({ page, context }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await gotoHydrated(page, "/blog/3/");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
    const share = page.getByRole("region", { name: shareTexts.title, exact: true });
    await share.scrollIntoViewIfNeeded();
    await share.getByRole("button", { name: shareTexts.copy, exact: true }).click();
    await expect(share.getByRole("status")).toHaveText(shareTexts.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});
