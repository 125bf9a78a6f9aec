import { expect, test, type Page } from "@playwright/test";
import { BRAND, TOKENS, jsonLdBlocks, listData, readData, site, whole } from "./helpers";

const services = listData("services");
const catalog = readData("services-page.json");

const about = readData("about.json");
const certificationName = new Map<string, string>(about.certifications.items.map((c: { id: string; name: string }) => [c.id, c.name]));

test("every service page says, in the same place, its guarantee, the insurance, its certifications, duration and price factors", async ({ page }) => {
  test.setTimeout(services.length * 3_500); // the time grows with the services
  const texts = catalog.assurance;
  for (const service of services) {
    const path = `/servicios/${service.slug}/`;
    await page.goto(path);
    const block = page.getByRole("region", { name: texts.title, exact: true });
    await expect(block, path).toBeVisible();
    // Last section of the content, right before the closing call to action.
    await expect(page.getByRole("main").locator("section").nth(-2), path).toHaveAttribute("aria-labelledby", (await block.getAttribute("aria-labelledby"))!);
    const item = (label: string) => block.locator("dt", { hasText: whole(label) }).locator("xpath=following-sibling::dd[1]");
    await expect(item(texts.guarantee), path).toHaveText(service.assurance.guarantee);
    await expect(item(texts.insurance), path).toHaveText(texts.insuranceText);
    await expect(item(texts.insurance), path).toContainText(TOKENS.insurance!);
    await expect(item(texts.certifications).getByRole("listitem"), path).toHaveText(service.assurance.certifications.map((id: string) => certificationName.get(id)!));
    await expect(item(texts.duration), path).toHaveText(service.assurance.duration);
    await expect(item(texts.price).getByRole("listitem"), path).toHaveText(service.assurance.priceFactors);
  }
});

test("every service page has its heading, breadcrumb, calls to action, own title and Service data", async ({ page }) => {
  test.setTimeout(services.length * 3_500);
  const titles = new Set<string>();
  for (const service of services) {
    const path = `/servicios/${service.slug}/`;
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(service.hero.headline);
    const crumbs = page.getByRole("navigation", { name: "Migas de pan", exact: true });
    await expect(crumbs.getByRole("link", { name: "Inicio", exact: true }), path).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Servicios", exact: true }), path).toHaveAttribute("href", "/servicios/");
    await expect(crumbs.locator('[aria-current="page"]'), path).toHaveText(service.title);
    await expect(page.getByRole("main").locator('a[href="/contacto/"]').first(), path).toBeVisible();
    const tel = page.getByRole("main").locator('a[href^="tel:"]');
    expect(await tel.count(), path).toBeGreaterThan(0);
    for (const href of await tel.evaluateAll((links) => links.map((l) => l.getAttribute("href")))) {
      expect([site.phones.main.tel, site.phones.second.tel, site.phones.urgent.tel].map((t: string) => `tel:${t}`), path).toContain(href);
    }
    const title = await page.title();
    expect(title, path).toBe(`${service.seo.title} | ${BRAND}`);
    expect(titles.has(title), `${path} repeats a title`).toBe(false);
    titles.add(title);
    const blocks = await jsonLdBlocks(page);
    const data = blocks.find((b) => b["@type"] === "Service");
    expect(data, path).toMatchObject({ name: service.title, serviceType: service.serviceType, provider: { "@type": "LocalBusiness" } });
    expect(data.areaServed.length, path).toBeGreaterThan(0);
    const trail = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((i: { name: string }) => i.name), path).toEqual(["Inicio", "Servicios", service.title]);
    // Every section of the record is on the page, in order.
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    const sectionTitles = service.sections.map((s: { title: string }) => s.title);
    expect(headings.map((h) => h.trim()).filter((h) => sectionTitles.includes(h)), path).toEqual(sectionTitles);
  }
});

async function section(page: Page, title: string) {
  const region = page.getByRole("region", { name: title, exact: true });
  await expect(region).toBeVisible();
  return region;
}

const sectionTitle = (slug: string, kind: string, nth = 0) =>
  services.find((s) => s.slug === slug).sections.filter((s: { kind: string }) => s.kind === kind)[nth].title as string;

test("limpieza-industrial: stats, six benefits, the five steps, three jobs, five FAQs, quote form and four related links", async ({ page }) => {
  const slug = "limpieza-industrial";
  await page.goto(`/servicios/${slug}/`);
  const intro = await section(page, sectionTitle(slug, "intro"));
  await expect(intro).toContainText("+500");
  await expect(intro).toContainText("24/7");
  await expect((await section(page, sectionTitle(slug, "benefits"))).getByRole("heading", { level: 3 })).toHaveCount(6);
  const steps = (await section(page, sectionTitle(slug, "steps"))).getByRole("heading", { level: 3 });
  await expect(steps).toHaveText(["Inspección inicial", "Plan personalizado", "Ejecución profesional", "Control de calidad", "Mantenimiento programado"]);
  const jobs = await section(page, sectionTitle(slug, "projects"));
  await expect(jobs.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(jobs.getByRole("img")).toHaveCount(3);
  await expect((await section(page, sectionTitle(slug, "faq"))).locator("summary")).toHaveCount(5);
  const quote = await section(page, sectionTitle(slug, "quote"));
  for (const label of ["Nombre de la empresa *", "Sector industrial *", "Teléfono de contacto *", "Describa sus necesidades de limpieza *"]) {
    await expect(quote.getByLabel(label, { exact: true })).toBeVisible();
  }
  const related = await section(page, sectionTitle(slug, "related"));
  await expect(related.getByRole("link")).toHaveCount(4);
  await expect(related.getByRole("link", { name: "Pintura ignífuga", exact: true })).toHaveAttribute("href", "/servicios/pintura-ignifuga/");
  await expect(related.getByRole("link", { name: "Limpieza de oficinas", exact: true })).toHaveAttribute("href", "/servicios/limpieza-oficinas/");
  await expect(related.getByRole("link", { name: "Tratamiento de suelos", exact: true })).toHaveAttribute("href", "/servicios/tratamiento-suelos/");
  await related.getByRole("link", { name: "Mantenimiento integral", exact: true }).click();
  await expect(page).toHaveURL(/\/servicios\/#mantenimiento-integral$/);
  await expect(page.getByRole("heading", { level: 2, name: "Mantenimiento integral", exact: true })).toBeInViewport();
});

test("pintura-ignifuga: R30 to R120 with minutes, four contexts, six benefits, standards, five steps, five FAQs", async ({ page }) => {
  const slug = "pintura-ignifuga";
  await page.goto(`/servicios/${slug}/`);
  const levels = await section(page, sectionTitle(slug, "fireLevels"));
  await expect(levels.getByRole("heading", { level: 3 })).toHaveText(["R30", "R60", "R90", "R120"]);
  for (const minutes of [30, 60, 90, 120]) await expect(levels.getByText(`${minutes} minutos de resistencia`, { exact: true })).toBeVisible();
  const contexts = await section(page, sectionTitle(slug, "contexts"));
  await expect(contexts.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(contexts.getByText("Requisitos", { exact: true })).toHaveCount(4);
  await expect((await section(page, sectionTitle(slug, "benefits"))).getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(await section(page, sectionTitle(slug, "checklist"))).toContainText("DB-SI");
  await expect((await section(page, sectionTitle(slug, "steps"))).getByRole("heading", { level: 3 })).toHaveCount(5);
  await expect((await section(page, sectionTitle(slug, "faq"))).locator("summary")).toHaveCount(5);
});

test("impermeabilizacion: four systems with warranties, five problems, three projects, 3-5 working days, urgent line", async ({ page }) => {
  const slug = "impermeabilizacion";
  await page.goto(`/servicios/${slug}/`);
  const systems = await section(page, sectionTitle(slug, "systems"));
  for (const [name, warranty] of [["Lámina asfáltica", "10 años"], ["EPDM", "15 años"], ["Poliuretano líquido", "12 años"], ["Sistema multicapa", "hasta 20 años"]]) {
    const card = systems.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).toContainText(`Garantía: ${warranty}`);
  }
  await expect((await section(page, sectionTitle(slug, "problems"))).getByText("Solución", { exact: true })).toHaveCount(5);
  const projects = await section(page, sectionTitle(slug, "projects"));
  await expect(projects.getByRole("heading", { level: 3 })).toHaveCount(3);
  const faq = await section(page, sectionTitle(slug, "faq"));
  await faq.locator("summary").first().click();
  await expect(faq).toContainText("3-5 días laborables");
  await expect(page.getByRole("main").locator(`a[href="tel:${site.phones.urgent.tel}"]`).first()).toBeVisible();
});

test("fontaneria: emergency banner, twelve services, six emergencies, four specialised services, four reasons, 30 minutes", async ({ page }) => {
  const slug = "fontaneria";
  await page.goto(`/servicios/${slug}/`);
  const emergency = await section(page, sectionTitle(slug, "emergency"));
  await expect(emergency.getByRole("link", { name: /URGENCIAS 24H/ })).toHaveAttribute("href", `tel:${site.phones.urgent.tel}`);
  await expect((await section(page, sectionTitle(slug, "serviceCards", 0))).getByRole("heading", { level: 3 })).toHaveCount(12);
  await expect((await section(page, sectionTitle(slug, "types"))).getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect((await section(page, sectionTitle(slug, "serviceCards", 1))).getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect((await section(page, sectionTitle(slug, "benefits"))).getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(page.getByRole("main")).toContainText("30 min");
  await expect(page.getByRole("main")).toContainText("Murcia");
});

test("mantenimiento-comunidades: six services with their frequencies and the four steps", async ({ page }) => {
  const slug = "mantenimiento-comunidades";
  await page.goto(`/servicios/${slug}/`);
  const cards = await section(page, sectionTitle(slug, "serviceCards"));
  const frequencies: Array<[string, string]> = [
    ["Limpieza de escaleras", "Semanal o quincenal"],
    ["Jardinería", "Semanal"],
    ["Garajes", "Quincenal o mensual"],
    ["Portales", "Semanal"],
    ["Cristales", "Mensual o trimestral"],
    ["Conserjería básica", "Según acuerdo"],
  ];
  for (const [name, frequency] of frequencies) {
    const card = cards.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).toContainText(new RegExp(frequency, "i"));
  }
  await expect((await section(page, sectionTitle(slug, "steps"))).getByRole("heading", { level: 3 })).toHaveText(["Visita", "Presupuesto", "Contrato anual", "Servicio supervisado"]);
  await expect(page.getByRole("link", { name: "Solicitar Presupuesto", exact: true }).first()).toHaveAttribute("href", "/contacto/");
});

test("tratamiento-suelos: six treatments with materials, eight materials, four steps, four benefits, 20+ years", async ({ page }) => {
  const slug = "tratamiento-suelos";
  await page.goto(`/servicios/${slug}/`);
  const treatments = await section(page, sectionTitle(slug, "treatments"));
  await expect(treatments.getByRole("heading", { level: 3 })).toHaveText(["Cristalizado", "Pulido con diamante", "Abrillantado", "Sellado", "Encerado", "Decapado"]);
  await expect(treatments.getByText("Materiales", { exact: true })).toHaveCount(6);
  await expect((await section(page, sectionTitle(slug, "materials"))).getByRole("heading", { level: 3 })).toHaveCount(8);
  await expect((await section(page, sectionTitle(slug, "steps"))).getByRole("heading", { level: 3 })).toHaveText(["Diagnóstico", "Preparación", "Tratamiento", "Acabado"]);
  await expect((await section(page, sectionTitle(slug, "benefits"))).getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(page.getByRole("main")).toContainText("+20");
});

test("desinfeccion-sanitizacion: urgent banner, SOLICITAR SERVICIO and URGENCIAS 24H", async ({ page }) => {
  const slug = "desinfeccion-sanitizacion";
  await page.goto(`/servicios/${slug}/`);
  await expect(page.getByRole("link", { name: "SOLICITAR SERVICIO", exact: true }).first()).toHaveAttribute("href", "/contacto/");
  const urgent = page.getByRole("link", { name: /URGENCIAS 24H/ }).first();
  await expect(urgent).toHaveAttribute("href", `tel:${site.phones.urgent.tel}`);
  await expect(await section(page, sectionTitle(slug, "emergency"))).toBeVisible();
  await expect(await section(page, sectionTitle(slug, "types"))).toBeVisible();
  await expect(page.getByRole("main")).toContainText("ROESB");
});

test("limpieza-escaleras: six materials, eight tasks, four benefits", async ({ page }) => {
  const slug = "limpieza-escaleras";
  await page.goto(`/servicios/${slug}/`);
  await expect((await section(page, sectionTitle(slug, "materials"))).getByRole("heading", { level: 3 })).toHaveText(["Mármol", "Granito", "Terrazo", "Piedra natural", "Cerámica", "Hormigón"]);
  await expect((await section(page, sectionTitle(slug, "checklist"))).getByRole("listitem")).toHaveCount(8);
  await expect((await section(page, sectionTitle(slug, "benefits"))).getByRole("heading", { level: 3 })).toHaveCount(4);
});

test("tratamiento-anti-grafitis and others: the buttons the specification names", async ({ page }) => {
  const cases: Array<[string, string, string | null]> = [
    ["tratamiento-anti-grafitis", "SOLICITAR PRESUPUESTO", "LLAMAR AHORA"],
    ["impermeabilizacion-patios", "EVALUACIÓN GRATUITA", "LLAMAR AHORA"],
    ["decapado-encerado", "EVALUACIÓN GRATUITA", null],
    ["jardineria-profesional", "Solicitar Diseño", null],
    ["suministros-profesionales", "Solicitar catálogo", null],
    ["diseno-interiorismo", "Solicitar consulta", null],
    ["limpieza-parkings", "PRESUPUESTO GRATIS", "LLAMAR AHORA"],
  ];
  for (const [slug, primary, call] of cases) {
    await page.goto(`/servicios/${slug}/`);
    await expect(page.getByRole("main").getByRole("link", { name: primary, exact: true }).first(), slug).toHaveAttribute("href", "/contacto/");
    if (call) await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${call}`) }).first(), slug).toHaveAttribute("href", /^tel:/);
  }
  await page.goto("/servicios/tratamiento-anti-grafitis/");
  await expect((await section(page, sectionTitle("tratamiento-anti-grafitis", "checklist"))).getByRole("listitem")).toHaveCount(8);
  await expect((await section(page, sectionTitle("tratamiento-anti-grafitis", "types"))).getByRole("heading", { level: 3 })).toHaveText(["Permanentes", "De sacrificio", "Híbridos avanzados", "Nanorrecubrimientos"]);
});

test("FAQs are an accordion that opens from the keyboard", async ({ page }) => {
  await page.goto("/servicios/pintura-ignifuga/");
  const faq = page.getByRole("region", { name: "Preguntas frecuentes", exact: true });
  const first = faq.locator("details").first();
  await expect(first).not.toHaveAttribute("open", "");
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await expect(first.locator("p")).toBeVisible();
});

// However many services and groups data/ holds (tests/e2e/specification.spec.ts checks the specification's seven).
test("/servicios lists every service once, in its groups with anchors, plus guarantees and 12 places", async ({ page }) => {
  await page.goto("/servicios/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalog.hero.headline);
  let total = 0;
  for (const group of catalog.groups) {
    const region = page.locator(`section:has(> .container > div > h2#${group.id})`);
    await expect(page.locator(`h2#${group.id}`)).toHaveText(group.title);
    const members = services.filter((s) => s.catalogGroup === group.id);
    const cards = region.getByRole("article");
    await expect(cards, group.id).toHaveCount(members.length);
    for (const s of members) {
      const card = cards.filter({ has: page.getByRole("link", { name: s.title, exact: true }) });
      await expect(card.getByRole("link")).toHaveAttribute("href", `/servicios/${s.slug}/`);
      await expect(card).toContainText(s.summary);
      await expect(card.getByRole("img", { name: s.imageAlt, exact: true })).toHaveCount(1);
    }
    total += members.length;
  }
  expect(total).toBe(services.length);
  await expect(page.getByRole("region", { name: catalog.guarantees.title, exact: true }).getByRole("heading", { level: 3 })).toHaveCount(catalog.guarantees.items.length);
  const places = page.getByRole("region", { name: catalog.coverage.title, exact: true }).getByRole("listitem");
  await expect(places).toHaveCount(12);
  await expect(places).toHaveText(site.areas.filter((a: { core: boolean }) => a.core).map((a: { name: string }) => a.name));
});
