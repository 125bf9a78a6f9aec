import { expect, test } from "@playwright/test";
import { gitLastChange, sourceFile } from "../../plugins/sitemap-files/lastmod";
import { structuredDataTest } from "structured-data-testing-tool";
import { Google } from "structured-data-testing-tool/presets";
import { BRAND, PROJECT, SITE_URL, builtSitemapPaths, expectedPaths, gotoHydrated, jsonLdBlocks, listData, readData, sitemapPaths, site } from "./helpers";

const TYPE_FOR: Array<[RegExp, string]> = [
  [/^\/servicios\/.+/, "Service"],
  [/^\/blog\/\d+\/$/, "BlogPosting"],
];

test("robots.txt is a real text file that names the sitemap", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test("sitemap.xml is XML listing every page by its absolute URL, and nothing else", async ({ request }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/xml/);
  const xml = await res.text();
  expect(xml).toMatch(/^<\?xml/);
  const paths = sitemapPaths(xml);
  expect(paths).toEqual(expect.arrayContaining(["/", "/servicios/", "/sobre-nosotros/", "/blog/", "/contacto/", "/aviso-legal/", "/politica-privacidad/", "/politica-cookies/", "/servicios/fontaneria/", "/blog/1/"]));
  // Exactly the services of data/services and the articles of data/blog, however many there are.
  const expected = expectedPaths();
  expect(paths.filter((p) => /^\/servicios\/.+/.test(p)).sort()).toEqual(expected.services.sort());
  expect(paths.filter((p) => /^\/blog\/\d+\/$/.test(p)).sort()).toEqual(expected.articles.sort());
  expect([...paths].sort()).toEqual(expected.all.sort());
  expect(paths.some((p) => p.includes("404") || p.includes("["))).toBe(false);
  for (const loc of xml.match(/<loc>([^<]+)<\/loc>/g) ?? []) expect(loc).toContain(`<loc>${SITE_URL}/`);
  const index = await request.get("/sitemap-index.xml");
  expect(index.status()).toBe(200);
});

test("every page's static HTML has its own title, description, canonical, social tags and structured data", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of sitemapPaths(xml)) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(/<html[^>]* lang="es"/.test(html), `${path}: html lang`).toBe(true);
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.endsWith(` | ${BRAND}`), `${path}: ${title}`).toBe(true);
    const meta = (attr: string, name: string) => new RegExp(`<meta[^>]*${attr}="${name}"[^>]*content="([^"]*)"`).exec(html)?.[1] ?? "";
    const description = meta("name", "description");
    expect(description.length, path).toBeGreaterThan(50);
    expect(meta("name", "keywords").length, path).toBeGreaterThan(3);
    const url = path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
    const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? "";
    expect(canonical, path).toContain(`href="${url}"`);
    expect(meta("property", "og:url"), path).toBe(url);
    expect(meta("property", "og:title"), path).toBe(title);
    expect(meta("property", "og:description"), path).toBe(description);
    expect(meta("property", "og:locale"), path).toBe("es_ES");
    expect(meta("property", "og:image"), path).toMatch(new RegExp(`^${SITE_URL}/static/.+\\.(jpg|png)$`));
    expect(meta("name", "twitter:card"), path).toBe("summary_large_image");
    expect(meta("name", "twitter:title"), path).toBe(title);
    expect(titles.has(title), `${path} repeats the title of ${titles.get(title)}`).toBe(false);
    expect(descriptions.has(description), `${path} repeats the description of ${descriptions.get(description)}`).toBe(false);
    titles.set(title, path);
    descriptions.set(description, path);

    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const main = blocks.find((b) => b["@type"] !== "BreadcrumbList");
    const expected = TYPE_FOR.find(([re]) => re.test(path))?.[1];
    if (expected) expect(main["@type"], path).toBe(expected);
    else expect(["WebPage", "AboutPage", "ContactPage", "CollectionPage"], path).toContain(main["@type"]);
    const provider = main.provider ?? main.publisher;
    expect(provider["@type"], path).toBe("LocalBusiness");
    expect(provider.address, path).toMatchObject({ streetAddress: site.address.street, addressLocality: "Alcantarilla", postalCode: "30820", addressCountry: "ES" });
    expect(provider.telephone, path).toBe(site.phones.main.tel);
    expect(provider.areaServed.length, path).toBe(site.areas.length);
    if (expected === "Service") expect(main.serviceType && main.areaServed && main.name && main.description, path).toBeTruthy();
    if (path !== "/") expect(blocks.some((b) => b["@type"] === "BreadcrumbList"), path).toBe(true);
  }
  expect(titles.size).toBe(expectedPaths().all.length);
});

test("an unknown path answers 404 with the 404 page, and logs the path", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(m.text()));
  const res = await page.goto("/esta-pagina-no-existe/");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404", exact: true })).toBeVisible();
  await expect(page.getByText("Oops! Page not found", { exact: true })).toBeVisible();
  await expect(page.getByText("Lo sentimos, la página que busca no existe o ha cambiado de dirección.", { exact: true })).toBeVisible();
  await expect.poll(() => messages.some((m) => m.includes("/esta-pagina-no-existe/"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("after a client-side navigation the head is the new page's: title, description, canonical and structured data", async ({ page, request }) => {
  const html = await (await request.get("/contacto/")).text();
  const expected = {
    title: /<title[^>]*>([^<]+)<\/title>/.exec(html)![1]!,
    description: /<meta[^>]*name="description" content="([^"]+)"/.exec(html)![1]!,
    canonical: /<link[^>]*rel="canonical" href="([^"]+)"/.exec(html)![1]!,
  };
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Contacto", exact: true }).click();
  await expect(page).toHaveURL(/\/contacto\/$/);
  await expect(page).toHaveTitle(expected.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", expected.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", expected.canonical);
  const types = (await jsonLdBlocks(page)).map((b) => b["@type"]);
  expect(types).toContain("BreadcrumbList");
  // And back: the first page's head returns.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/`);
});

test("the blog's RSS feed lists every article, every page links it, and /blog shows it", async ({ page, request }) => {
  const res = await request.get("/rss.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/xml/);
  const xml = await res.text();
  await page.goto("/blog/");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const field = (el: Element, name: string) => el.querySelector(name)?.textContent ?? "";
    return {
      title: field(doc.querySelector("channel")!, "title"),
      items: [...doc.querySelectorAll("item")].map((i) => ({
        title: field(i, "title"),
        link: field(i, "link"),
        description: field(i, "description"),
        category: field(i, "category"),
        date: field(i, "pubDate"),
      })),
    };
  }, xml);
  expect(feed.title).toBe(`Blog de ${BRAND}`);
  const articles = listData("blog").sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  expect(feed.items).toEqual(
    articles.map((a) => ({
      title: a.title,
      link: `${SITE_URL}/blog/${a.id}/`,
      description: a.excerpt,
      category: a.category,
      date: new Date(a.date).toUTCString(),
    })),
  );
  for (const path of builtSitemapPaths()) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*href="\/rss\.xml"/);
  }
  const blogPage = readData("blog-page.json");
  await expect(page.getByRole("link", { name: blogPage.sidebar.rssLabel, exact: true })).toHaveAttribute("href", "/rss.xml");
});

test("every sitemap URL says when it last changed: articles their date, other pages their data file's last commit", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((m) => ({ path: new URL(m[1]!).pathname, lastmod: m[2]! }));
  expect(urls).toHaveLength(sitemapPaths(xml).length);
  const built = new Date().toISOString().slice(0, 10);
  const gitDate = (file: string) => gitLastChange(file, PROJECT) ?? built;
  for (const { path: page, lastmod: date } of urls) {
    expect(date, page).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const article = /^\/blog\/(\d+)\/$/.exec(page);
    if (article) {
      const a = readData(`blog/${article[1]}.json`);
      expect(date.slice(0, 10), page).toBe(a.updated ?? a.date);
    } else {
      expect(date.slice(0, 10), page).toBe(gitDate(sourceFile(page)!));
    }
  }
});

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test("installable and recognisable: manifest, icons at 192 and 512 px (maskable), favicon.ico, apple-touch-icon", async ({ request }) => {
  const html = await (await request.get("/servicios/")).text();
  expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  expect(html).toMatch(/<meta name="theme-color" content="#0f3a5f"\/>/);
  expect(html.match(/name="theme-color"/g)).toHaveLength(1);
  expect(html).toMatch(/<link rel="apple-touch-icon" sizes="192x192" href="\/icons\/icon-192x192\.png/);
  expect(html).toMatch(/<link rel="icon" href="\/favicon-32x32\.png/);

  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: BRAND, short_name: site.shortName, lang: "es", start_url: "/", theme_color: "#0f3a5f", background_color: "#ffffff" });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
    expect(icon.purpose, `${size}`).toContain("maskable");
    const png = await request.get(`/${icon.src}`);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await png.body())).toEqual({ width: size, height: size });
  }

  const ico = await (await request.get("/favicon.ico")).body();
  expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO file
  expect(ico.readUInt16LE(4)).toBe(3); // 16, 32 and 48 px
  const apple = await request.get("/apple-touch-icon.png");
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });
});

/** Width and height of a JPEG, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error("no start-of-frame segment");
}

test("every page shares well: og:image with its size and alt, a large Twitter card; services and articles their own 1200x630 picture", async ({ request }) => {
  const meta = (html: string, attr: string, key: string) => new RegExp(`<meta[^>]*${attr}="${key}"[^>]*content="([^"]*)"`).exec(html)?.[1];
  const images = new Map<string, string>();
  for (const path of builtSitemapPaths()) {
    const html = await (await request.get(path)).text();
    const image = meta(html, "property", "og:image")!;
    expect(image, path).toMatch(new RegExp(`^${SITE_URL}/`));
    expect(meta(html, "property", "og:image:width"), path).toBe("1200");
    expect(meta(html, "property", "og:image:height"), path).toBe("630");
    expect(meta(html, "property", "og:image:alt")?.length, path).toBeGreaterThan(10);
    expect(meta(html, "name", "twitter:card"), path).toBe("summary_large_image");
    images.set(path, image);
  }
  const fallback = images.get("/")!;
  for (const [path, image] of images) {
    const own = /^\/(servicios\/.+|blog\/\d+\/)$/.test(path);
    expect(image !== fallback, path).toBe(own);
  }
  for (const path of ["/", "/servicios/fontaneria/", "/blog/3/"]) {
    const res = await request.get(new URL(images.get(path)!).pathname);
    expect(res.headers()["content-type"], path).toBe("image/jpeg");
    expect(jpegSize(await res.body()), path).toEqual({ width: 1200, height: 630 });
  }
});

test("an article's structured data has what Google's Article guidelines ask: image, author, dates, publisher with logo", async ({ page }) => {
  await page.goto("/blog/3/");
  const post = (await jsonLdBlocks(page)).find((b) => b["@type"] === "BlogPosting");
  expect(post).toMatchObject({ author: { "@type": "Person" }, publisher: { "@type": "LocalBusiness", name: BRAND } });
  expect(post.image).toMatch(/\.jpg$/);
  expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(post.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(post.publisher.logo["@type"]).toBe("ImageObject");
  const logo = await page.request.get(new URL(post.publisher.logo.url).pathname);
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
});

test("structured-data-testing-tool with its Google preset finds no failure on any article", async ({ request }) => {
  const articlePaths = builtSitemapPaths().filter((p) => /^\/blog\/\d+\/$/.test(p));
  expect(articlePaths.sort()).toEqual(expectedPaths().articles.sort());
  for (const path of articlePaths) {
    const html = await (await request.get(path)).text();
    const result = await structuredDataTest(html, { presets: [Google] }).catch((error: { res?: { failed: { test: string }[] } }) => error.res);
    expect(result!.failed.map((f: { test: string }) => f.test), path).toEqual([]);
  }
});
