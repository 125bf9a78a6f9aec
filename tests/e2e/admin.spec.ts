import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./helpers";

// The editor as the production build publishes it (served with _headers applied, as a host would).

test("the editor at /admin/ is kept out of search engines: noindex, disallowed in robots.txt, not in the sitemap", async ({ request }) => {
  const res = await request.get("/admin/");
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(res.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin\/$/m);
  expect(sitemapPaths(await (await request.get("/sitemap.xml")).text()).filter((p) => p.startsWith("/admin"))).toEqual([]);
});

test("the editor has its own Content-Security-Policy, and the public pages load none of its code", async ({ request }) => {
  const admin = (await request.get("/admin/")).headers()["content-security-policy"] ?? "";
  expect(admin).toContain("default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'");
  expect(admin).toContain("frame-ancestors 'none'");
  for (const route of ["/", "/servicios/fontaneria/", "/blog/1/", "/contacto/"]) {
    const page = await (await request.get(route)).text();
    expect(page).not.toMatch(/\/admin\/|decap-cms|unsafe-eval/);
  }
});

test("the editor's configuration is generated from the schemas: every kind of content, saved as drafts to GitHub", async ({ request }) => {
  const res = await request.get("/admin/config.yml");
  expect(res.headers()["content-type"]).toMatch(/^text\/yaml/);
  const config = JSON.parse(await res.text()); // JSON is YAML
  // The test build's repository and API stand-in (scripts/run-e2e.mjs); the login is the site's own (worker/routes.ts).
  expect(config.backend).toMatchObject({ name: "github", repo: "montoya/web", branch: "main", auth_endpoint: "api/auth" });
  expect(config.backend).not.toHaveProperty("base_url");
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config).not.toHaveProperty("local_backend");
  expect(config.locale).toBe("es");
  const names = config.collections.map((c: { name: string }) => c.name);
  expect(names).toEqual(expect.arrayContaining(["servicios", "articulos", "paginas", "legal"]));
  const files = config.collections.flatMap((c: { files?: { file: string }[] }) => (c.files ?? []).map((f) => f.file));
  expect(files).toEqual(expect.arrayContaining(["data/home.json", "data/about.json", "data/contact.json", "data/site.json", "data/navigation.json", "data/testimonials.json", "data/forms.json", "data/legal/aviso-legal.json"]));
});

test("the editor starts in the browser under its policy, with no violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  page.on("pageerror", (e) => {
    if (/Content Security Policy/i.test(e.message)) violations.push(e.message);
  });
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Iniciar sesión con GitHub", exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Error loading the CMS configuration/)).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("the editor speaks Spanish throughout: no phrase of Decap's English is left without its Spanish, placeholders kept", async ({ page }) => {
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Iniciar sesión con GitHub", exact: true })).toBeVisible({ timeout: 20_000 });
  type Phrases = { [key: string]: string | Phrases };
  const { missing, placeholders } = await page.evaluate(() => {
    const cms = (window as unknown as { CMS: { getLocale: (l: string) => Phrases } }).CMS;
    const lacks: string[] = [];
    const differ: string[] = [];
    const names = (text: string) => [...text.matchAll(/%\{\w+\}/g)].map((m) => m[0]).sort().join();
    const walk = (en: Phrases, es: Phrases | undefined, path: string) => {
      for (const [key, value] of Object.entries(en)) {
        const theirs = es?.[key];
        if (typeof value === "object") walk(value, typeof theirs === "object" ? theirs : undefined, `${path}${key}.`);
        else if (typeof theirs !== "string") lacks.push(`${path}${key}`);
        else if (names(theirs) !== names(value)) differ.push(`${path}${key}`);
      }
    };
    walk(cms.getLocale("en"), cms.getLocale("es"), "");
    return { missing: lacks, placeholders: differ };
  });
  expect(missing).toEqual([]);
  expect(placeholders).toEqual([]);
});
