import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlogFilter } from "../components/blog-filter";
import { BlogArticles, type BlogArticle } from "../components/blog-articles";
import { wireBlogFilter } from "./blog-filter";

const article = (id: number, over: Partial<BlogArticle>): BlogArticle => ({
  id,
  jsonId: id,
  title: `Artículo ${id}`,
  excerpt: "",
  category: "Consejos",
  tags: [],
  featured: false,
  date: `2025-01-0${10 - id}`,
  readMinutes: 3,
  imageAlt: "",
  image: { childImageSharp: null },
  ...over,
});
// Newest first, as the page lists them.
const ARTICLES = [
  article(1, { title: "Terrazo como nuevo", category: "Consejos", tags: ["Suelos"], featured: true }),
  article(2, { title: "Naves limpias", excerpt: "Pintura y terrazo industrial", category: "Limpieza Industrial" }),
  article(3, { title: "Normas de 2025", category: "Normativas", tags: ["Normativas", "Suelos"], featured: true }),
  article(4, { title: "Cristales", category: "Consejos" }),
];
const TEXTS = { allLabel: "Todas", searchLabel: "Buscar artículos", searchPlaceholder: "Buscar…", emptyText: "No se encontraron artículos." };

let stop = () => undefined as void;
afterEach(() => stop());

/** The blog's list as the build writes it at `address`, wired by the page script. */
function blog(address = "/blog/", before: () => void = () => undefined) {
  window.history.replaceState(null, "", address);
  const summaries = ARTICLES.map(({ id, title, excerpt, category, tags, featured, date }) => ({ id, title, excerpt, category, tags, featured, date }));
  document.body.innerHTML =
    renderToStaticMarkup(
      <main>
        <BlogFilter articles={summaries} categories={["Limpieza Industrial", "Normativas", "Consejos"]} texts={TEXTS} />
        <BlogArticles articles={ARTICLES} featuredLabel="Destacado" />
      </main>,
    );
  before();
  stop();
  stop = wireBlogFilter(document);
  const visible = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.closest("[hidden]")).map((el) => el.textContent);
  return {
    search: document.querySelector<HTMLInputElement>('input[type="search"]')!,
    category: (name: string) => [...document.querySelectorAll<HTMLButtonElement>('[role="group"] button')].find((b) => b.textContent === name)!,
    pressed: () => visible('[role="group"] button[aria-pressed="true"]'),
    featured: () => visible("[data-featured-article] h2"),
    listed: () => visible("[data-listed-article] h2"),
    said: () => document.querySelector('[role="status"]')!.textContent,
    empty: () => visible("[data-empty]"),
  };
}
const type = (field: HTMLInputElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};

test("as the build writes it: every article, the newest featured one in its block, Todas pressed; the page script marks it live", () => {
  const page = blog();
  expect(page.featured()).toEqual(["Terrazo como nuevo"]);
  expect(page.listed()).toEqual(["Naves limpias", "Normas de 2025", "Cristales"]);
  expect(page.pressed()).toEqual(["Todas"]);
  expect(page.said()).toBe("4 artículos encontrados.");
  expect(page.empty()).toEqual([]);
  expect(document.querySelector("[data-blog-filter]")!.getAttribute("data-hydrated")).toBe("true");
});

test("typing filters on title, excerpt or tag, accents and case aside; the count is said and the address keeps it in place", () => {
  const page = blog();
  const entries = window.history.length;
  type(page.search, "TÉRRAZO");
  expect(page.featured()).toEqual(["Terrazo como nuevo"]);
  expect(page.listed()).toEqual(["Naves limpias"]);
  expect(page.said()).toBe("2 artículos encontrados.");
  expect(window.location.search).toBe("?q=T%C3%89RRAZO");
  type(page.search, "suelos");
  expect(page.featured()).toEqual(["Terrazo como nuevo"]);
  expect(page.listed()).toEqual(["Normas de 2025"]);
  type(page.search, "");
  expect(window.location.pathname + window.location.search).toBe("/blog/");
  expect(window.history.length).toBe(entries);
});

test("a category combines with the search, as a new entry in the history; the featured block only when the first result is featured", () => {
  const page = blog();
  const entries = window.history.length;
  page.category("Consejos").click();
  expect(page.pressed()).toEqual(["Consejos"]);
  expect(page.featured()).toEqual(["Terrazo como nuevo"]);
  expect(page.listed()).toEqual(["Cristales"]);
  expect(window.location.search).toBe("?categoria=Consejos");
  expect(window.history.length).toBe(entries + 1);
  type(page.search, "cristales");
  expect(page.featured()).toEqual([]);
  expect(page.listed()).toEqual(["Cristales"]);
  expect(page.said()).toBe("1 artículo encontrado.");
  expect(window.location.search).toBe("?q=cristales&categoria=Consejos");
  page.category("Normativas").click();
  expect(page.featured()).toEqual([]);
  expect(page.listed()).toEqual([]);
  expect(page.empty()).toEqual([TEXTS.emptyText]);
  expect(page.said()).toBe("Ningún artículo coincide con su búsqueda.");
});

test("a shared address shows its filter at once, and back and forward bring each filter back", () => {
  const page = blog("/blog/?q=suelos&categoria=Normativas");
  expect(page.search.value).toBe("suelos");
  expect(page.pressed()).toEqual(["Normativas"]);
  expect(page.featured()).toEqual(["Normas de 2025"]);
  expect(page.listed()).toEqual([]);
  page.category("Todas").click();
  expect(page.listed()).toEqual(["Normas de 2025"]);
  window.history.replaceState(null, "", "/blog/?q=suelos&categoria=Normativas"); // what going back restores
  window.dispatchEvent(new PopStateEvent("popstate"));
  expect(page.pressed()).toEqual(["Normativas"]);
  expect(page.search.value).toBe("suelos");
  expect(blog("/blog/?categoria=Inventada").pressed()).toEqual(["Todas"]);
});

test("text typed before the page script ran wins over the address, and goes into it", () => {
  const page = blog("/blog/?categoria=Consejos", () => void (document.querySelector<HTMLInputElement>('input[type="search"]')!.value = "cristales"));
  expect(page.listed()).toEqual(["Cristales"]);
  expect(page.pressed()).toEqual(["Consejos"]);
  expect(window.location.search).toBe("?q=cristales&categoria=Consejos");
});
