import { ALL_CATEGORIES, filterArticles, fold, popularArticles, relatedArticles, resultCountText, splitFeatured, tagCloud, type ArticleSummary } from "./filter";

const article = (id: number, over: Partial<ArticleSummary>): ArticleSummary => ({
  id,
  title: `Artículo ${id}`,
  excerpt: "",
  category: "Consejos",
  tags: [],
  featured: false,
  date: "2024-01-01",
  ...over,
});

const articles: ArticleSummary[] = [
  article(1, { title: "Limpiéza de comunidades", category: "Limpieza", tags: ["Comunidades"], featured: true, date: "2025-01-10" }),
  article(2, { title: "Terrazas antes de la DANA", excerpt: "Cómo preparar la impermeabilización", category: "Consejos", tags: ["Normativas", "Terrazas"], date: "2025-02-01" }),
  article(3, { title: "Pintura industrial", excerpt: "Colores y acabados para naves", category: "Pintura", tags: ["Industria"], featured: true, date: "2024-11-20" }),
  article(4, { title: "Mantenimiento de piscinas", excerpt: "La temporada de verano", category: "Limpieza", tags: ["Piscinas", "Comunidades"], date: "2024-06-01" }),
  article(5, { title: "Cristales sin marcas", excerpt: "El truco de la limpieza con agua destilada", category: "Limpieza", tags: [], featured: true, date: "2025-03-01" }),
  article(6, { title: "Oficinas limpias", excerpt: "Productividad", category: "Limpieza", tags: ["Oficinas"], featured: true, date: "2023-05-05" }),
];
const ids = (list: readonly ArticleSummary[]) => list.map((a) => a.id);

describe("fold", () => {
  test("lower-cases and removes accents", () => {
    expect(fold("Limpiéza IMPERMEABILIZACIÓN Pingüino Ñandú abc")).toBe("limpieza impermeabilizacion pinguino nandu abc");
  });
});

describe("filterArticles", () => {
  test("an empty or blank query with Todas returns every article in order", () => {
    expect(ids(filterArticles(articles, "", ALL_CATEGORIES))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterArticles(articles, "   ", "Todas"))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("matching is case-insensitive", () => {
    expect(ids(filterArticles(articles, "PINTURA", ALL_CATEGORIES))).toEqual([3]);
    expect(ids(filterArticles(articles, "pintura", ALL_CATEGORIES))).toEqual([3]);
  });

  test('accent-insensitive: "limpieza" finds "Limpiéza" in a title', () => {
    expect(ids(filterArticles(articles, "limpieza", ALL_CATEGORIES))).toEqual([1, 5]);
  });

  test("accent-insensitive the other way: an accented query finds unaccented text", () => {
    expect(ids(filterArticles(articles, "límpieza", ALL_CATEGORIES))).toEqual([1, 5]);
    expect(ids(filterArticles(articles, "impermeabilizacion", ALL_CATEGORIES))).toEqual([2]);
  });

  test('"normativa" finds the tag "Normativas"', () => {
    expect(ids(filterArticles(articles, "normativa", ALL_CATEGORIES))).toEqual([2]);
  });

  test("matches the title, the excerpt or any tag", () => {
    expect(ids(filterArticles(articles, "dana", ALL_CATEGORIES))).toEqual([2]); // title
    expect(ids(filterArticles(articles, "naves", ALL_CATEGORIES))).toEqual([3]); // excerpt
    expect(ids(filterArticles(articles, "terrazas", ALL_CATEGORIES))).toEqual([2]); // title and tag
    expect(ids(filterArticles(articles, "piscinas", ALL_CATEGORIES))).toEqual([4]); // title and tag
    expect(ids(filterArticles(articles, "comunidades", ALL_CATEGORIES))).toEqual([1, 4]); // tags
    expect(ids(filterArticles(articles, "industria", ALL_CATEGORIES))).toEqual([3]); // title ("industrial") and tag
    expect(ids(filterArticles(articles, "oficinas", ALL_CATEGORIES))).toEqual([6]);
  });

  test("matches the second tag too", () => {
    const only = [article(10, { title: "x", tags: ["uno", "Segundo"] })];
    expect(ids(filterArticles(only, "segundo", ALL_CATEGORIES))).toEqual([10]);
  });

  test("the query is trimmed", () => {
    expect(ids(filterArticles(articles, "  pintura  ", ALL_CATEGORIES))).toEqual([3]);
  });

  test("a category alone keeps only that category", () => {
    expect(ids(filterArticles(articles, "", "Limpieza"))).toEqual([1, 4, 5, 6]);
    expect(ids(filterArticles(articles, "", "Pintura"))).toEqual([3]);
  });

  test("query and category combine (both must match)", () => {
    expect(ids(filterArticles(articles, "comunidades", "Limpieza"))).toEqual([1, 4]);
    expect(ids(filterArticles(articles, "comunidades", "Consejos"))).toEqual([]);
    expect(ids(filterArticles(articles, "limpieza", "Limpieza"))).toEqual([1, 5]);
  });

  test("no match → empty list", () => {
    expect(filterArticles(articles, "fontanería nuclear", ALL_CATEGORIES)).toEqual([]);
    expect(filterArticles(articles, "", "No existe")).toEqual([]);
    expect(filterArticles([], "", ALL_CATEGORIES)).toEqual([]);
  });

  test("returns the same article objects", () => {
    expect(filterArticles(articles, "dana", ALL_CATEGORIES)[0]).toBe(articles[1]);
  });
});

describe("splitFeatured", () => {
  test("the first result is featured → it goes to the featured block, the rest to the grid", () => {
    const result = splitFeatured(articles);
    expect(result.featured).toBe(articles[0]);
    expect(ids(result.rest)).toEqual([2, 3, 4, 5, 6]);
  });

  test("the first result is not featured → no featured block, even if later results are featured", () => {
    const results = articles.slice(1);
    const split = splitFeatured(results);
    expect(split.featured).toBeNull();
    expect(ids(split.rest)).toEqual([2, 3, 4, 5, 6]);
  });

  test("no results → nothing featured, empty grid", () => {
    expect(splitFeatured([])).toEqual({ featured: null, rest: [] });
  });

  test("a single featured result leaves an empty grid", () => {
    expect(splitFeatured([articles[0]!])).toEqual({ featured: articles[0], rest: [] });
  });
});

describe("popularArticles", () => {
  test("the first three featured articles, in list order", () => {
    expect(ids(popularArticles(articles))).toEqual([1, 3, 5]);
  });

  test("fewer when there are fewer featured articles", () => {
    expect(ids(popularArticles(articles.slice(1, 4)))).toEqual([3]);
    expect(popularArticles([articles[1]!])).toEqual([]);
  });

  test("max can be changed", () => {
    expect(ids(popularArticles(articles, 4))).toEqual([1, 3, 5, 6]);
  });
});

describe("relatedArticles", () => {
  test("same category, never itself, newest first, at most three", () => {
    // Limpieza: 1 (2025-01-10), 4 (2024-06-01), 5 (2025-03-01), 6 (2023-05-05)
    expect(ids(relatedArticles(articles, { id: 1, category: "Limpieza" }))).toEqual([5, 4, 6]);
    expect(ids(relatedArticles(articles, { id: 6, category: "Limpieza" }))).toEqual([5, 1, 4]);
  });

  test("caps at three when more are available", () => {
    const many = [1, 2, 3, 4, 5].map((i) => article(i, { category: "X", date: `2024-0${i}-01` }));
    expect(ids(relatedArticles(many, { id: 99, category: "X" }))).toEqual([5, 4, 3]);
  });

  test("an article alone in its category has no related articles", () => {
    expect(relatedArticles(articles, { id: 3, category: "Pintura" })).toEqual([]);
  });

  test("same date → lower id first", () => {
    const tied = [article(8, { category: "X", date: "2024-01-01" }), article(7, { category: "X", date: "2024-01-01" })];
    expect(ids(relatedArticles(tied, { id: 1, category: "X" }))).toEqual([7, 8]);
  });

  test("does not reorder the input", () => {
    const copy = [...articles];
    relatedArticles(copy, { id: 1, category: "Limpieza" });
    expect(ids(copy)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("tagCloud", () => {
  test("every tag once with its count, most used first, then alphabetical", () => {
    expect(tagCloud(articles)).toEqual([
      { tag: "Comunidades", count: 2 },
      { tag: "Industria", count: 1 },
      { tag: "Normativas", count: 1 },
      { tag: "Oficinas", count: 1 },
      { tag: "Piscinas", count: 1 },
      { tag: "Terrazas", count: 1 },
    ]);
  });

  test("no articles or no tags → empty cloud", () => {
    expect(tagCloud([])).toEqual([]);
    expect(tagCloud([article(1, {})])).toEqual([]);
  });
});

describe("resultCountText", () => {
  test("zero, singular and plural", () => {
    expect(resultCountText(0)).toBe("Ningún artículo coincide con su búsqueda.");
    expect(resultCountText(1)).toBe("1 artículo encontrado.");
    expect(resultCountText(2)).toBe("2 artículos encontrados.");
    expect(resultCountText(12)).toBe("12 artículos encontrados.");
  });
});
