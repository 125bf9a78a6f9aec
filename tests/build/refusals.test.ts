import fs from "fs";
import path from "path";
import { build, copyProject, editJson, flat } from "./project-copy";

/* Builds that must stop, each in a copy: they stop early (the content check, the release settings), so they are cheap. */
describe("a content mistake stops the build", () => {
  test("naming the file and the field (both files, when a page would repeat another's title)", () => {
    const project = copyProject();
    try {
      editJson(path.join(project.data, "services", "fontaneria.json"), (j) => delete j.hero.headline);
      editJson(path.join(project.data, "navigation.json"), (j) => (j.main[3].href = "/noticias"));
      // README's recipe followed to the letter but for the search title: the last article copied with the next number.
      const last = Math.max(...fs.readdirSync(path.join(project.data, "blog")).map((f) => Number.parseInt(f, 10)));
      const copied = JSON.parse(fs.readFileSync(path.join(project.data, "blog", `${last}.json`), "utf8"));
      const excerpt = "Qué debe ocurrir el día del tratamiento y qué papeles debe quedarse usted cuando el equipo se marcha.";
      const sequel = { ...copied, id: last + 1, title: `${copied.title} (segunda parte)`, excerpt };
      fs.writeFileSync(path.join(project.data, "blog", `${last + 1}.json`), JSON.stringify(sequel, null, 2));
      const { status, output } = build(project.dir);
      expect(status).not.toBe(0);
      const text = flat(output);
      expect(text).toContain("El contenido de data/ tiene 3 errores");
      expect(text).toContain('data/services/fontaneria.json, campo "hero.headline": falta este campo obligatorio.');
      expect(text).toContain('data/navigation.json, campo "main[3].href": el enlace "/noticias" lleva a una página que no existe.');
      expect(text).toMatch(new RegExp(`data/blog/${last + 1}\\.json, campo "seo\\.title": el título de la página, "[^"]+", ya lo lleva data/blog/${last}\\.json;`));
      expect(fs.existsSync(path.join(project.dir, "public", "index.html"))).toBe(false);
    } finally {
      project.cleanup();
    }
  });
});

test("a release build refuses to run without the EmailJS keys, naming the missing ones, or with an e-mail or measurement origin that is not https", () => {
  const project = copyProject();
  try {
    const missing = build(project.dir, { GATSBY_EMAILJS_SERVICE_ID: "service_real" }, "build:release");
    expect(missing.status).not.toBe(0);
    expect(flat(missing.output)).toContain("faltan las claves de EmailJS GATSBY_EMAILJS_TEMPLATE_ID, GATSBY_EMAILJS_PUBLIC_KEY.");
    const keys = { GATSBY_EMAILJS_SERVICE_ID: "service_real", GATSBY_EMAILJS_TEMPLATE_ID: "template_real", GATSBY_EMAILJS_PUBLIC_KEY: "key_real" };
    const plain = build(project.dir, { ...keys, GATSBY_EMAILJS_ORIGIN: "http://api.emailjs.com" }, "build:release");
    expect(plain.status).not.toBe(0);
    expect(flat(plain.output)).toContain('GATSBY_EMAILJS_ORIGIN debe empezar por https:// (es "http://api.emailjs.com")');
    // The same for the audience measurement's collector.
    const measured = build(project.dir, { ...keys, GATSBY_PLAUSIBLE_DOMAIN: "montoya.es", GATSBY_PLAUSIBLE_ORIGIN: "http://medir.example" }, "build:release");
    expect(measured.status).not.toBe(0);
    expect(flat(measured.output)).toContain('GATSBY_PLAUSIBLE_ORIGIN debe empezar por https:// (es "http://medir.example")');
    expect(fs.existsSync(path.join(project.dir, "public", "index.html"))).toBe(false);
  } finally {
    project.cleanup();
  }
});
