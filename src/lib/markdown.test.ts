import { escapeHtml, markdownLinks, renderBlock, renderInline, renderMarkdown, slugify, wordCount } from "./markdown";

/** Parses rendered HTML with the DOM, to check what a browser would actually build from it. */
function parse(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

const SAFE_HREF = /^(\/(?!\/)[^\\]*$|https:\/\/|mailto:|tel:)/;

/** No <script, no on*= attribute inside a tag, and every href safe — checked on the string and on the parsed DOM. */
function expectSafe(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  for (const m of html.matchAll(/href\s*=\s*"([^"]*)"/gi)) expect(m[1]).toMatch(SAFE_HREF);
  const root = parse(html);
  expect(root.querySelectorAll("script, img, iframe, object, embed, svg")).toHaveLength(0);
  for (const el of Array.from(root.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes)) expect(attr.name).not.toMatch(/^on/i);
  }
  for (const a of Array.from(root.querySelectorAll("[href]"))) expect(a.getAttribute("href")).toMatch(SAFE_HREF);
}

describe("safety", () => {
  const attacks = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "<img src=x onerror=alert(1)>",
    "[x](javascript:alert(1))",
    "[x](JavaScript:alert(1))",
    "[x](//evil.example)",
    "[x](/\\evil.example)",
    "[x](data:text/html,<script>alert(1)</script>)",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](http://insecure.example)",
    '[x](/ok"onmouseover="alert(1))',
    "[<script>alert(1)</script>](/ok)",
    "**<script>alert(1)</script>**",
    '## <img src=x onerror="alert(1)">',
    "- <script>alert(1)</script>\n- [x](javascript:alert(1))",
    "1. <svg onload=alert(1)>\n2. [x](//evil.example)",
  ];

  test.each(attacks)("renderMarkdown(%j) is safe", (source) => {
    expectSafe(renderMarkdown([source]));
  });

  test.each(attacks)("renderInline(%j) is safe", (source) => {
    expectSafe(renderInline(source));
  });

  test("a script tag is shown as text, escaped", () => {
    const html = renderBlock("<script>alert(1)</script>");
    expect(html).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(parse(html).textContent).toBe("<script>alert(1)</script>");
  });

  test("an unsafe link keeps only its text", () => {
    for (const href of ["javascript:alert(1)", "//evil.example", "/\\evil.example", "/%5Cevil.example", "data:text/html,hola"]) {
      const html = renderInline(`[pulse aquí](${href})`);
      expect(html).not.toContain("<a");
      expect(html).not.toContain("href");
      expect(parse(html).textContent).toContain("pulse aquí");
    }
  });

  test("escapeHtml escapes the five special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("headings", () => {
  test("## becomes h2 with an id slugified without accents", () => {
    expect(renderBlock("## Qué revisar antes de la DANA")).toBe('<h2 id="que-revisar-antes-de-la-dana">Qué revisar antes de la DANA</h2>');
  });

  test("### becomes h3", () => {
    const el = parse(renderBlock("### Impermeabilización de terrazas")).firstElementChild!;
    expect(el.tagName).toBe("H3");
    expect(el.id).toBe("impermeabilizacion-de-terrazas");
  });

  test("a single # is not a heading", () => {
    expect(renderBlock("# Título")).toBe("<p># Título</p>");
  });

  test("slugify", () => {
    expect(slugify("Qué revisar antes de la DANA")).toBe("que-revisar-antes-de-la-dana");
    expect(slugify("Año 2025: ¡Ñandú, pingüino!")).toBe("ano-2025-nandu-pinguino");
    expect(slugify("  --Hola   mundo--  ")).toBe("hola-mundo");
  });
});

describe("lists and paragraphs", () => {
  test('"- a\\n- b" is an unordered list with two items', () => {
    const html = renderBlock("- a\n- b");
    expect(html).toBe("<ul><li>a</li><li>b</li></ul>");
    const ul = parse(html).querySelector("ul")!;
    expect(ul.querySelectorAll("li")).toHaveLength(2);
  });

  test('"1. a\\n2. b" is an ordered list with two items', () => {
    expect(renderBlock("1. a\n2. b")).toBe("<ol><li>a</li><li>b</li></ol>");
  });

  test("a block mixing list and text lines is a paragraph", () => {
    expect(renderBlock("- a\nb")).toBe("<p>- a b</p>");
  });

  test("paragraph lines are joined with spaces", () => {
    expect(renderBlock("  uno\n dos \n\ntres ")).toBe("<p>uno dos tres</p>");
  });

  test("renderMarkdown renders each block and joins them with newlines", () => {
    expect(renderMarkdown(["## A", "texto", "- x"])).toBe('<h2 id="a">A</h2>\n<p>texto</p>\n<ul><li>x</li></ul>');
  });
});

describe("inline markup", () => {
  test("**bold** becomes strong", () => {
    expect(renderInline("muy **importante** hoy")).toBe("muy <strong>importante</strong> hoy");
  });

  test("an internal link is kept, without target", () => {
    expect(renderInline("ver [servicios](/servicios)")).toBe('ver <a href="/servicios/">servicios</a>');
    expect(renderInline("[pida presupuesto](/contacto#formulario)")).toBe('<a href="/contacto/#formulario">pida presupuesto</a>');
  });

  test("an https link opens in a new tab with rel noopener noreferrer", () => {
    const html = renderInline("[BOE](https://www.boe.es/)");
    const a = parse(html).querySelector("a")!;
    expect(a.getAttribute("href")).toBe("https://www.boe.es/");
    expect(a.getAttribute("rel")).toBe("noopener noreferrer");
    expect(a.getAttribute("target")).toBe("_blank");
    expect(a.textContent).toBe("BOE");
  });

  test("mailto: and tel: links are kept", () => {
    expect(parse(renderInline("[correo](mailto:info@example.es)")).querySelector("a")?.getAttribute("href")).toBe("mailto:info@example.es");
    expect(parse(renderInline("[llamar](tel:+34968000101)")).querySelector("a")?.getAttribute("href")).toBe("tel:+34968000101");
  });

  test("bold inside a link label and text around several links", () => {
    expect(renderInline("a [**b**](/b) c [d](/d) e")).toBe('a <a href="/b/"><strong>b</strong></a> c <a href="/d/">d</a> e');
  });

  test("links inside list items and headings are rendered", () => {
    expect(renderBlock("- [a](/a)")).toBe('<ul><li><a href="/a/">a</a></li></ul>');
  });
});

describe("markdownLinks", () => {
  test("returns the hrefs as written, in order", () => {
    expect(markdownLinks("Vea [servicios](/servicios) y [BOE](https://www.boe.es) o [x](javascript:alert(1))")).toEqual([
      "/servicios",
      "https://www.boe.es",
      "javascript:alert(1",
    ]);
  });

  test("no links → empty list", () => {
    expect(markdownLinks("sin enlaces [ni esto]")).toEqual([]);
  });
});

describe("wordCount", () => {
  test("counts words across blocks", () => {
    expect(wordCount(["uno dos", "tres"])).toBe(3);
  });

  test("a link counts as the words of its text, not its URL", () => {
    expect(wordCount(["vea [nuestros servicios](https://www.example.es/servicios/limpieza)"])).toBe(3);
  });

  test("markup-only tokens do not count", () => {
    expect(wordCount(["## Título", "- a\n- b", "uno — dos", "** **"])).toBe(5);
  });

  test("accented words and numbers count", () => {
    expect(wordCount(["Impermeabilización 2025 año"])).toBe(3);
  });

  test("empty body → 0", () => {
    expect(wordCount([])).toBe(0);
    expect(wordCount(["   "])).toBe(0);
  });
});
