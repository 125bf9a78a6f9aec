import fs from "fs";
import path from "path";
import { adminPolicy, headersFile } from "../../plugins/security-headers/headers";
import { cmsBackend } from "../../plugins/editor/backend";
import { build, copyProject, editJson } from "./project-copy";

/** Squeezes the reporter's line wrapping out of build output, so messages can be matched whole. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g");
const flat = (output: string) => output.replace(ANSI, "").replace(/\s+/g, " ");

describe("a content mistake stops the build", () => {
  test("naming the file and the field", () => {
    const project = copyProject();
    try {
      editJson(path.join(project.data, "services", "fontaneria.json"), (j) => delete j.hero.headline);
      editJson(path.join(project.data, "navigation.json"), (j) => (j.main[3].href = "/noticias"));
      const { status, output } = build(project.dir);
      expect(status).not.toBe(0);
      const text = flat(output);
      expect(text).toContain("El contenido de data/ tiene 2 errores");
      expect(text).toContain('data/services/fontaneria.json, campo "hero.headline": falta este campo obligatorio.');
      expect(text).toContain('data/navigation.json, campo "main[3].href": el enlace "/noticias" lleva a una página que no existe.');
      expect(fs.existsSync(path.join(project.dir, "public", "index.html"))).toBe(false);
    } finally {
      project.cleanup();
    }
  });
});

test("a release build refuses to run without the EmailJS keys, naming the missing ones", () => {
  const project = copyProject();
  try {
    const { status, output } = build(project.dir, { GATSBY_EMAILJS_SERVICE_ID: "service_real" }, "build:release");
    expect(status).not.toBe(0);
    expect(flat(output)).toContain("falta GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY");
  } finally {
    project.cleanup();
  }
});

describe("adding records is adding files", () => {
  const project = copyProject();
  let status = 1;
  let output = "";
  const page = (route: string) => fs.readFileSync(path.join(project.dir, "public", route, "index.html"), "utf8");

  beforeAll(() => {
    // A 37th service, copied from an existing one, in the menu and the catalogue.
    const service = JSON.parse(fs.readFileSync(path.join(project.data, "services", "limpieza-oficinas.json"), "utf8"));
    Object.assign(service, {
      slug: "limpieza-cristales",
      title: "Limpieza de Cristales",
      summary: "Cristales, escaparates y mamparas sin marcas, en altura o a pie de calle, con agua osmotizada.",
      seo: { ...service.seo, title: "Limpieza de cristales en Murcia", description: "Limpieza de cristales, escaparates y mamparas para comunidades, comercios y oficinas en Murcia. Pida su presupuesto gratis hoy." },
      menu: { group: "mantenimiento", order: 9 },
    });
    service.hero.headline = "Cristales impecables todo el año";
    fs.writeFileSync(path.join(project.data, "services", "limpieza-cristales.json"), JSON.stringify(service, null, 2));
    // A tenth article, in the same category as article 3 so the two are related.
    const article = JSON.parse(fs.readFileSync(path.join(project.data, "blog", "3.json"), "utf8"));
    Object.assign(article, { id: 10, title: "Cómo revisar los sumideros de la terraza antes de las lluvias", date: "2025-02-01", featured: false });
    article.seo.title = "Revisar sumideros de la terraza";
    fs.writeFileSync(path.join(project.data, "blog", "10.json"), JSON.stringify(article, null, 2));
    // And 49 more, older, so the site has 50 more articles than it ships with.
    const older = JSON.parse(fs.readFileSync(path.join(project.data, "blog", "1.json"), "utf8"));
    for (let id = 11; id <= 59; id++) {
      const copy = { ...older, id, title: `Artículo de archivo número ${id}`, date: `2019-0${1 + (id % 9)}-1${id % 10}`, featured: false };
      copy.seo = { ...older.seo, title: `Archivo ${id}` };
      fs.writeFileSync(path.join(project.data, "blog", `${id}.json`), JSON.stringify(copy, null, 2));
    }
    ({ status, output } = build(project.dir));
  });
  afterAll(() => project.cleanup());

  test("the build passes", () => {
    if (status !== 0) console.log(output.slice(-4000));
    expect(status).toBe(0);
  });

  test("the new service gets its page, its card on /servicios, its place in the menu and the sitemap", () => {
    expect(page("servicios/limpieza-cristales")).toContain("Cristales impecables todo el año");
    expect(page("servicios")).toContain('href="/servicios/limpieza-cristales/"');
    expect(page("contacto")).toContain('href="/servicios/limpieza-cristales/"'); // mega-menu, on every page
    expect(fs.readFileSync(path.join(project.dir, "public", "sitemap.xml"), "utf8")).toContain("/servicios/limpieza-cristales/</loc>");
  });

  test("the new articles get their pages, cards on /blog, the home teasers and related links", () => {
    expect(page("blog/10")).toContain("Cómo revisar los sumideros de la terraza antes de las lluvias");
    expect(page("blog")).toContain('href="/blog/10/"');
    expect(page("")).toContain('href="/blog/10/"'); // newest, so first of the home teasers
    expect(page("blog/3")).toContain('href="/blog/10/"'); // related: same category
    expect(page("blog/10")).toContain('href="/blog/3/"');
  });

  test("_headers does not grow with the content: the same file, within Cloudflare Pages' limits, with 50 more articles", () => {
    const text = fs.readFileSync(path.join(project.dir, "public", "_headers"), "utf8");
    expect(text).toBe(headersFile(adminPolicy(cmsBackend({}, false))));
    const lines = text.split("\n");
    expect(lines.filter((line) => line.startsWith("/")).length).toBeLessThanOrEqual(100);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  test("each new page carries its own script policy", () => {
    const policy = /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'( 'sha256-[^']+')+;/;
    const routes = ["blog/10", "blog/59", "servicios/limpieza-cristales"];
    expect(routes.filter((route) => !policy.test(page(route)))).toEqual([]);
  });
});
