/** @jest-environment node */
import path from "path";
import { pageRoutesFromDir, validateContent } from "./validate";
import { PAGE_ANCHORS } from "../../src/lib/routes";
import { afterChange, ROOT } from "../../tests/unit/content-copy";

const options = { pageRoutes: pageRoutesFromDir(path.join(ROOT, "src", "pages")), pageAnchors: PAGE_ANCHORS };

const errorsAfter = (change: Parameters<typeof afterChange>[0]) => afterChange(change, (dataDir) => validateContent(dataDir, options).errors);

describe("the content of data/", () => {
  test("validates cleanly as committed", () => {
    expect(validateContent(path.join(ROOT, "data"), options).errors).toEqual([]);
  });

  test("the fixed pages are read from src/pages", () => {
    expect(options.pageRoutes).toEqual(expect.arrayContaining(["/", "/servicios", "/sobre-nosotros", "/blog", "/contacto"]));
    expect(options.pageRoutes).not.toContain("/404");
  });
});

describe("a content mistake is reported with file and field", () => {
  test("a missing required field", () => {
    const errors = errorsAfter((c) => c.edit("services/fontaneria.json", (j) => delete j.title));
    expect(errors).toEqual([`data/services/fontaneria.json, campo "title": falta este campo obligatorio.`]);
  });

  test("a missing field deep inside a section", () => {
    const errors = errorsAfter((c) => c.edit("services/fontaneria.json", (j) => delete j.sections[2].items[0].name));
    expect(errors).toEqual([`data/services/fontaneria.json, campo "sections[2].items[0].name": falta este campo obligatorio.`]);
  });

  test("a wrong type", () => {
    const errors = errorsAfter((c) => c.edit("site.json", (j) => (j.foundedYear = "1999")));
    expect(errors).toEqual([`data/site.json, campo "foundedYear": debe ser un número entero, pero es el texto "1999".`]);
  });

  test("a misspelt field name", () => {
    const errors = errorsAfter((c) => c.edit("home.json", (j) => (j.hero.headlin = "x")));
    expect(errors[0]).toBe(`data/home.json, campo "hero.headlin": este campo no existe en este tipo de contenido (¿está mal escrito o sobra?).`);
  });

  test("an unknown section kind", () => {
    const errors = errorsAfter((c) => c.edit("services/limpieza-oficinas.json", (j) => (j.sections[0].kind = "intrO")));
    expect(errors).toEqual([
      `data/services/limpieza-oficinas.json, campo "sections[0].kind": "intrO" no es un tipo de sección conocido (consulte la lista en data/schemas/service.schema.json).`,
    ]);
  });

  test("a phone line that does not exist", () => {
    const errors = errorsAfter((c) => c.edit("services/fontaneria.json", (j) => (j.hero.phone.line = "movil")));
    expect(errors).toEqual([`data/services/fontaneria.json, campo "hero.phone.line": debe ser uno de estos valores: "main", "second", "urgent"; es el texto "movil".`]);
  });

  test("a duplicate article id", () => {
    const errors = errorsAfter((c) => c.edit("blog/9.json", (j) => (j.id = 4)));
    expect(errors).toContain(`data/blog/9.json, campo "id": el id 4 ya lo usa data/blog/4.json.`);
  });

  test("a duplicate service slug, and a slug that differs from its file name", () => {
    const errors = errorsAfter((c) => c.edit("services/pulido-suelos.json", (j) => (j.slug = "fontaneria")));
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\/services\/(fontaneria|pulido-suelos)\.json, campo "slug": el slug "fontaneria" ya lo usa data\/services\/(fontaneria|pulido-suelos)\.json\.$/),
        `data/services/pulido-suelos.json, campo "slug": debe ser "pulido-suelos", igual que el nombre del archivo.`,
      ]),
    );
  });

  test("an internal link to a page that does not exist", () => {
    const errors = errorsAfter((c) => c.edit("navigation.json", (j) => (j.main[1].href = "/servicio")));
    expect(errors).toEqual([`data/navigation.json, campo "main[1].href": el enlace "/servicio" lleva a una página que no existe.`]);
  });

  test("a link a browser would take to another host, in a link field or an article's text, is no path of this site", () => {
    const errors = errorsAfter((c) => {
      c.edit("navigation.json", (j) => (j.main[1].href = "/\\evil.example"));
      c.edit("blog/3.json", (j) => j.body.push("Más en [nuestra web](/%5Cevil.example)."));
    });
    const reason = "no es una ruta de este sitio (estas empiezan por una sola «/» y no llevan «\\», %5C ni %2F).";
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^data\/blog\/3\.json, campo "body\[\d+\]": el enlace del texto "\/%5Cevil\.example" lleva a una página que no existe: /);
    expect(errors[0]!.endsWith(reason)).toBe(true);
    expect(errors[1]).toBe(`data/navigation.json, campo "main[1].href": el enlace "/\\evil.example" lleva a una página que no existe: ${reason}`);
  });

  test("an internal link to a section that does not exist", () => {
    const errors = errorsAfter((c) => c.edit("services/limpieza-industrial.json", (j) => (j.sections.at(-1).items[0].href = "/servicios#mantenimiento")));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^data\/services\/limpieza-industrial\.json, campo "sections\[\d+\]\.items\[0\]\.href": el enlace "\/servicios#mantenimiento" apunta a la sección #mantenimiento, que no existe en \/servicios\.$/);
  });

  test("a broken link inside an article body", () => {
    const errors = errorsAfter((c) => c.edit("blog/3.json", (j) => j.body.push("Más en [nuestra web](/impermeabilizar).")));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^data\/blog\/3\.json, campo "body\[\d+\]": el enlace del texto "\/impermeabilizar" lleva a una página que no existe\.$/);
  });

  test("an image path with no file", () => {
    const errors = errorsAfter((c) => c.edit("services/fontaneria.json", (j) => (j.image = "../images/services/fontaneria.png")));
    expect(errors).toEqual([
      `data/services/fontaneria.json, campo "image": la imagen "../images/services/fontaneria.png" no existe (se buscó data/images/services/fontaneria.png).`,
    ]);
  });

  test("a reference to a service that does not exist", () => {
    const errors = errorsAfter((c) => c.edit("home.json", (j) => (j.featured.services[0] = "limpieza-naves")));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^data\/home\.json, campo "featured\.services\[0\]": no hay ningún servicio con el slug "limpieza-naves" en data\/services\. Valores posibles: /);
  });

  test("an article category that is not in the blog's list", () => {
    const errors = errorsAfter((c) => c.edit("blog/2.json", (j) => (j.category = "Normativa")));
    expect(errors[0]).toMatch(/^data\/blog\/2\.json, campo "category": la categoría "Normativa" no existe en data\/blog-page\.json \(categories\)\./);
  });

  test("a JSON syntax error names the line and column", () => {
    const errors = errorsAfter((c) => c.write("testimonials.json", '{\n  "$schema": "./schemas/testimonials.schema.json",\n  "items": [\n    { "name": "Ana" },,\n  ]\n}\n'));
    expect(errors[0]).toMatch(/^data\/testimonials\.json: el JSON no es válido en la línea 4, columna \d+/);
  });

  test("a service page with a syntax error is reported once, not again by every link to it", () => {
    const errors = errorsAfter((c) => c.write("services/fontaneria.json", '{\n  "slug" "fontaneria"\n}\n'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^data\/services\/fontaneria\.json: el JSON no es válido en la línea 2, columna 10/);
  });

  test("a file without $schema", () => {
    const errors = errorsAfter((c) => c.edit("about.json", (j) => delete j.$schema));
    expect(errors).toEqual([`data/about.json, campo "$schema": falta; indica qué esquema valida el archivo (por ejemplo "../schemas/service.schema.json").`]);
  });

  test("a missing file whose names others refer to is reported once, not once per reference", () => {
    const errors = errorsAfter((c) => c.remove("blog-page.json"));
    expect(errors).toEqual(["data/blog-page.json: falta este archivo (o no usa blog-page.schema.json)."]);
  });

  test("a required file that is missing", () => {
    const errors = errorsAfter((c) => c.remove("testimonials.json"));
    expect(errors).toEqual(["data/testimonials.json: falta este archivo (o no usa testimonials.schema.json)."]);
  });

  test("a catalogue group no service uses", () => {
    const errors = errorsAfter((c) => c.edit("services-page.json", (j) => j.groups.push({ id: "vacio", title: "Vacío", intro: "Nada." })));
    expect(errors).toEqual([
      `data/services-page.json, campo "groups[7].id": ningún servicio de data/services usa el grupo "vacio" (catalogGroup); quítelo o asígnelo a algún servicio.`,
    ]);
  });
});
