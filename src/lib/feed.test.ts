import { feedItems, feedTitle } from "./feed";

const article = (jsonId: number, date: string) => ({ jsonId, title: `Artículo ${jsonId}`, excerpt: `Resumen ${jsonId}`, date, category: "Consejos" });

test("every article becomes an item with its canonical URL, date, description and category, newest first", () => {
  const items = feedItems([article(1, "2025-01-15"), article(2, "2025-03-01"), article(3, "2025-03-01")], "https://www.example.es");
  expect(items.map((i) => i.url)).toEqual(["https://www.example.es/blog/3/", "https://www.example.es/blog/2/", "https://www.example.es/blog/1/"]);
  expect(items[2]).toEqual({
    title: "Artículo 1",
    description: "Resumen 1",
    date: "2025-01-15",
    url: "https://www.example.es/blog/1/",
    guid: "https://www.example.es/blog/1/",
    categories: ["Consejos"],
  });
});

test("the feed is named after the brand", () => {
  expect(feedTitle("Montoya")).toBe("Blog de Montoya");
});
