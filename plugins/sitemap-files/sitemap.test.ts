import { mergeSitemaps, robotsTxt } from "./sitemap";

const part = (...locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">${locs
    .map((l) => `<url><loc>${l}</loc><changefreq>weekly</changefreq></url>`)
    .join("")}</urlset>`;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

describe("mergeSitemaps", () => {
  const merged = mergeSitemaps([
    part("https://e.es/", "https://e.es/servicios"),
    part("https://e.es/blog", "https://e.es/blog/1", "https://e.es/blog/2"),
    part("https://e.es/contacto"),
  ]);

  test("keeps every <url> of every part, in order", () => {
    expect(locs(merged)).toEqual([
      "https://e.es/",
      "https://e.es/servicios",
      "https://e.es/blog",
      "https://e.es/blog/1",
      "https://e.es/blog/2",
      "https://e.es/contacto",
    ]);
    expect(merged.match(/<url>/g)).toHaveLength(6);
    expect(merged.match(/<\/url>/g)).toHaveLength(6);
  });

  test("keeps each <url>'s children", () => {
    expect(merged.match(/<changefreq>weekly<\/changefreq>/g)).toHaveLength(6);
  });

  test("has exactly one XML declaration and one urlset with the sitemap namespace", () => {
    expect(merged.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(merged.match(/<\?xml/g)).toHaveLength(1);
    expect(merged.match(/<urlset[\s>]/g)).toHaveLength(1);
    expect(merged.match(/<\/urlset>/g)).toHaveLength(1);
    expect(merged).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(merged.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  test("is well-formed XML", () => {
    const doc = new DOMParser().parseFromString(merged, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe("urlset");
    expect(doc.getElementsByTagName("url")).toHaveLength(6);
  });

  test("multi-line <url> entries are kept whole", () => {
    const pretty = `<urlset>\n  <url>\n    <loc>https://e.es/a</loc>\n  </url>\n  <url>\n    <loc>https://e.es/b</loc>\n  </url>\n</urlset>`;
    expect(locs(mergeSitemaps([pretty]))).toEqual(["https://e.es/a", "https://e.es/b"]);
  });

  test("parts without urls add nothing", () => {
    const none = mergeSitemaps([part(), "<sitemapindex></sitemapindex>"]);
    expect(none).not.toContain("<url>");
    expect(none).toContain("</urlset>");
    expect(locs(mergeSitemaps([part("https://e.es/"), part()]))).toEqual(["https://e.es/"]);
  });
});

describe("robotsTxt", () => {
  test("allows every page but the editor, and names the sitemap URL on the site", () => {
    const text = robotsTxt("https://www.example.es");
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text.match(/^Disallow: .*$/gm)).toEqual(["Disallow: /admin/"]);
    expect(text).toMatch(/^Sitemap: https:\/\/www\.example\.es\/sitemap\.xml$/m);
  });

  test("follows the site URL it is given", () => {
    expect(robotsTxt("https://otro.example")).toContain("Sitemap: https://otro.example/sitemap.xml");
  });
});
