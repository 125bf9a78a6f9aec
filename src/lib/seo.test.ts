import { absoluteImage, absoluteUrl, DEFAULT_SITE_URL, headTexts, metaTags, pageTitle, siteUrlFrom, socialImage, type MetaTag, type SeoInput } from "./seo";

describe("siteUrlFrom", () => {
  test.each([
    // The environment value wins over the data value, and is trimmed.
    ["https://env.example", "https://data.example", "https://env.example"],
    ["  https://env.example  ", "https://data.example", "https://env.example"],
    // An empty or blank environment value falls back to the data value.
    [undefined, "https://data.example", "https://data.example"],
    ["", "https://data.example", "https://data.example"],
    ["   ", "https://data.example", "https://data.example"],
    // Trailing slashes are removed from whichever value is chosen.
    ["https://env.example/", undefined, "https://env.example"],
    ["https://env.example///", undefined, "https://env.example"],
    [undefined, "https://data.example//", "https://data.example"],
    // Without either value the default site URL is used.
    [undefined, undefined, DEFAULT_SITE_URL],
    ["", "", DEFAULT_SITE_URL],
  ])("environment %j, data %j → %j", (env, data, expected) => {
    expect(siteUrlFrom(env, data)).toBe(expected);
  });

  test("a value that is not a scheme and a host is refused, naming where it comes from", () => {
    for (const bad of ['https://x.example"><img src=x>', "https://x.example/ruta", "javascript:alert(1)", "https://x .example"]) {
      expect(() => siteUrlFrom(bad, undefined)).toThrow(/SITE_URL/);
    }
  });

  test("the default site URL is an https origin without a trailing slash", () => {
    expect(DEFAULT_SITE_URL).toMatch(/^https:\/\/[^/]+$/);
  });
});

describe("pageTitle", () => {
  test('adds " | brand" to a page title', () => {
    expect(pageTitle("Limpieza industrial en Murcia", "Montoya")).toBe("Limpieza industrial en Murcia | Montoya");
  });

  test("the brand alone stays alone", () => {
    expect(pageTitle("Montoya", "Montoya")).toBe("Montoya");
  });
});

describe("headTexts", () => {
  test("a page's search title and description, each with the field it comes from", () => {
    expect(headTexts({ seo: { title: "Fontanería urgente", description: "Fontaneros en Murcia." } })).toEqual({
      title: { field: "seo.title", text: "Fontanería urgente" },
      description: { field: "seo.description", text: "Fontaneros en Murcia." },
    });
  });

  test("an article's seo has no description: its excerpt is its description", () => {
    expect(headTexts({ seo: { title: "Pintura ignífuga" }, excerpt: "Qué exige la normativa." }).description).toEqual({ field: "excerpt", text: "Qué exige la normativa." });
  });
});

describe("absoluteUrl", () => {
  const site = "https://www.example.es";

  test("the home page keeps its slash", () => {
    expect(absoluteUrl(site, "/")).toBe("https://www.example.es/");
    expect(absoluteUrl(site, "")).toBe("https://www.example.es/");
  });

  test("other paths end in one slash, as the host serves them", () => {
    expect(absoluteUrl(site, "/servicios/")).toBe("https://www.example.es/servicios/");
    expect(absoluteUrl(site, "/servicios/fontaneria")).toBe("https://www.example.es/servicios/fontaneria/");
    expect(absoluteUrl(site, "/servicios//")).toBe("https://www.example.es/servicios/");
  });

  test("a path without a leading slash gets one", () => {
    expect(absoluteUrl(site, "servicios")).toBe("https://www.example.es/servicios/");
  });

  test("repeated leading slashes collapse to one", () => {
    expect(absoluteUrl(site, "//servicios")).toBe("https://www.example.es/servicios/");
  });
});

describe("metaTags", () => {
  const input: SeoInput = {
    title: "Limpieza de comunidades",
    description: "Limpieza de portales y escaleras en Murcia.",
    keywords: ["limpieza", "comunidades", "Murcia"],
    url: "https://www.example.es/servicios/limpieza",
    image: { src: "https://www.example.es/og.jpg", width: 1200, height: 630 },
    imageAlt: "Portal recién limpiado",
    type: "article",
  };
  const tags = metaTags(input, "Montoya");
  const byName = (name: string): MetaTag[] => tags.filter((t) => t.name === name);
  const byProperty = (property: string): MetaTag[] => tags.filter((t) => t.property === property);
  const one = (list: MetaTag[]): string => {
    expect(list).toHaveLength(1);
    return list[0]!.content;
  };

  test("description and keywords (joined with comma and space)", () => {
    expect(one(byName("description"))).toBe(input.description);
    expect(one(byName("keywords"))).toBe("limpieza, comunidades, Murcia");
  });

  test("Open Graph tags", () => {
    expect(one(byProperty("og:locale"))).toBe("es_ES");
    expect(one(byProperty("og:type"))).toBe("article");
    expect(one(byProperty("og:title"))).toBe(input.title);
    expect(one(byProperty("og:description"))).toBe(input.description);
    expect(one(byProperty("og:url"))).toBe(input.url);
    expect(one(byProperty("og:image"))).toBe(input.image.src);
    expect(one(byProperty("og:image:width"))).toBe("1200");
    expect(one(byProperty("og:image:height"))).toBe("630");
    expect(one(byProperty("og:image:alt"))).toBe(input.imageAlt);
    expect(one(byProperty("og:site_name"))).toBe("Montoya");
  });

  test("og:type follows the input type", () => {
    const website = metaTags({ ...input, type: "website" }, "Montoya");
    expect(website.find((t) => t.property === "og:type")?.content).toBe("website");
  });

  test("Twitter card tags", () => {
    expect(one(byName("twitter:card"))).toBe("summary_large_image");
    expect(one(byName("twitter:title"))).toBe(input.title);
    expect(one(byName("twitter:description"))).toBe(input.description);
    expect(one(byName("twitter:image"))).toBe(input.image.src);
    expect(one(byName("twitter:image:alt"))).toBe(input.imageAlt);
  });

  test("every tag has exactly one of name or property", () => {
    for (const t of tags) expect(Boolean(t.name) !== Boolean(t.property)).toBe(true);
  });

  test("empty keywords give an empty keywords content", () => {
    const none = metaTags({ ...input, keywords: [] }, "Montoya");
    expect(none.find((t) => t.name === "keywords")?.content).toBe("");
  });
});

describe("social images", () => {
  test("a complete resize becomes an image; an incomplete one nothing", () => {
    expect(socialImage({ src: "/static/a/b.jpg", width: 1200, height: 630 })).toEqual({ src: "/static/a/b.jpg", width: 1200, height: 630 });
    expect(socialImage({ src: null, width: 1200, height: 630 })).toBeUndefined();
    expect(socialImage(null)).toBeUndefined();
  });

  test("a site-relative address becomes absolute; an absolute one stays", () => {
    const image = { src: "/static/a/b.jpg", width: 1200, height: 630 };
    expect(absoluteImage("https://www.example.es", image).src).toBe("https://www.example.es/static/a/b.jpg");
    expect(absoluteImage("https://www.example.es", { ...image, src: "https://cdn.example/x.jpg" }).src).toBe("https://cdn.example/x.jpg");
  });
});
