import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, readData, stubMap, takePersonsTime } from "./helpers";
import { readPage } from "../../plugins/security-headers/page-scripts";

// Every test runs under both policies a visitor gets: the page's own <meta> (scripts by hash) and the header the
// runtime (wrangler dev) applies from public/_headers, as the host does.
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

test("every page carries its own script policy, and the headers add what a <meta> policy cannot", async ({ request }) => {
  for (const p of ["/", "/servicios/fontaneria/", "/blog/1/", "/no-existe/"]) {
    const answer = await request.get(p);
    const headers = answer.headers();
    expect(headers["content-security-policy"], p).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], p).not.toContain("script-src");
    expect(headers["x-content-type-options"], p).toBe("nosniff");
    expect(headers["strict-transport-security"], p).toContain("max-age=");
    expect(headers["referrer-policy"], p).toBeTruthy();
    expect(headers["permissions-policy"], p).toBeTruthy();
    // Read as the browser reads the page: one policy, before any script or style it governs.
    const { policies } = readPage(await answer.text());
    expect(policies, p).toEqual([{ content: expect.stringMatching(/^default-src 'self'; script-src /), late: false }]);
    const scriptSrc = policies[0]!.content.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc, p).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(policies[0]!.content, p).not.toContain("unsafe-eval"); // and script-src, matched whole above, has no 'unsafe-inline'
  }
});

test("the page's policy is in force: a script the page does not list is refused", async ({ page }) => {
  await page.goto("/contacto/");
  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (e) => resolve(`blocked ${e.effectiveDirective}`));
        (window as unknown as { __ran?: boolean }).__ran = false;
        const script = document.createElement("script");
        script.textContent = "window.__ran = true";
        document.body.appendChild(script);
        setTimeout(() => resolve((window as unknown as { __ran?: boolean }).__ran ? "ran" : "nothing"), 1000);
      }),
  );
  expect(outcome).toBe("blocked script-src-elem");
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
  await page.getByRole("navigation", { name: "Principal", exact: true }).getByRole("link", { name: "Servicios", exact: true }).hover();
  await page.locator("#mega-menu").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await gotoHydrated(page, "/blog/");
  const normativas = page.getByRole("group", { name: "Filtrar por categoría", exact: true }).getByRole("button", { name: "Normativas", exact: true });
  await normativas.click();
  // The page script's filter (held by the loader until it runs): its list is shown once the button says it is pressed.
  await expect(normativas).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("main").getByRole("article").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/\d+\/$/);
  expect(await violations(page)).toEqual([]);

  await gotoHydrated(page, "/contacto/");
  const form = page.getByRole("form", { name: forms.contact.title, exact: true });
  await form.getByLabel(forms.contact.labels.name, { exact: true }).fill("Prueba CSP");
  await form.getByLabel(forms.contact.labels.company, { exact: true }).fill("Empresa");
  await form.getByLabel(forms.contact.labels.email, { exact: true }).fill("csp@correo.example");
  await form.getByLabel(forms.contact.labels.phone, { exact: true }).fill("968000101");
  await form.getByLabel(forms.contact.labels.service, { exact: true }).selectOption(forms.contact.serviceOptions[0]);
  await form.getByLabel(forms.contact.labels.message, { exact: true }).fill("Comprobación de la política de seguridad.");
  await form.getByRole("checkbox").check();
  await takePersonsTime(page);
  await form.getByRole("button", { name: forms.contact.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: forms.contact.successTitle, exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
