import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, readData, stubMap } from "./helpers";

// The static server applies public/_headers, so every test runs under the site's real Content-Security-Policy.
// This walk records any CSP violation and any console error along the main flows.
const forms = readData("forms.json");

function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

test("the headers are sent with every page", async ({ request }) => {
  for (const p of ["/", "/servicios/fontaneria", "/blog/1", "/no-existe"]) {
    const headers = (await request.get(p)).headers();
    expect(headers["content-security-policy"], p).toContain("script-src 'self' 'sha256-");
    expect(headers["content-security-policy"], p).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"], p).toBe("nosniff");
    expect(headers["strict-transport-security"], p).toContain("max-age=");
    expect(headers["referrer-policy"], p).toBeTruthy();
    expect(headers["permissions-policy"], p).toBeTruthy();
  }
});

test("text files are sent compressed, as a host sends them, and images as they are", async ({ request }) => {
  const get = (url: string, encoding: string) => request.get(url, { headers: { "Accept-Encoding": encoding } });
  const page = await get("/", "gzip, deflate, br");
  expect(page.headers()["content-encoding"]).toBe("br");
  expect(page.headers()["vary"]).toBe("Accept-Encoding");
  expect(await page.text()).toContain("<html");
  expect((await get("/servicios", "gzip")).headers()["content-encoding"]).toBe("gzip");
  const plain = await get("/servicios", "identity");
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toContain("</html>");
  expect((await get("/page-data/index/page-data.json", "br")).headers()["content-encoding"]).toBe("br");
  expect((await get("/apple-touch-icon.png", "br")).headers()["content-encoding"]).toBeUndefined();
});

test("the main flows run with no CSP violation and no console error", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
  });
  await stubMap(page);
  await page.route("http://127.0.0.1:9001/**", (route) =>
    route.fulfill({ status: 200, body: "OK", headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type" } }),
  );
  const problems = watch(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Servicios", exact: true }).hover();
  await page.locator("#mega-menu").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await gotoHydrated(page, "/blog");
  await page.getByRole("group", { name: "Filtrar por categoría" }).getByRole("button", { name: "Normativas" }).click();
  await page.getByRole("main").getByRole("article").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  expect(await violations(page)).toEqual([]);

  await gotoHydrated(page, "/contacto");
  const form = page.getByRole("form", { name: forms.contact.title });
  await form.getByLabel(forms.contact.labels.name).fill("Prueba CSP");
  await form.getByLabel(forms.contact.labels.company).fill("Empresa");
  await form.getByLabel(forms.contact.labels.email).fill("csp@correo.example");
  await form.getByLabel(forms.contact.labels.phone).fill("968000101");
  await form.getByLabel(forms.contact.labels.service).selectOption(forms.contact.serviceOptions[0]);
  await form.getByLabel(forms.contact.labels.message).fill("Comprobación de la política de seguridad.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: forms.contact.submit }).click();
  await expect(page.getByRole("heading", { name: forms.contact.successTitle })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
