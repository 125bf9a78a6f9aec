import fs from "fs";
import path from "path";
import { gitLastChange, lastmod, sourceFile } from "./lastmod";
import { pageRoutesFromDir } from "../content-check/validate";

const root = path.join(__dirname, "..", "..");

test("each page maps to the data file it shows", () => {
  expect(sourceFile("/")).toBe("data/home.json");
  expect(sourceFile("/servicios/")).toBe("data/services-page.json");
  expect(sourceFile("/sobre-nosotros/")).toBe("data/about.json");
  expect(sourceFile("/blog/")).toBe("data/blog-page.json");
  expect(sourceFile("/contacto/")).toBe("data/contact.json");
  expect(sourceFile("/servicios/fontaneria/")).toBe("data/services/fontaneria.json");
  expect(sourceFile("/blog/3/")).toBe("data/blog/3.json");
  expect(sourceFile("/aviso-legal/")).toBe("data/legal/aviso-legal.json");
  expect(sourceFile("/a/b/c/")).toBeUndefined();
});

test("every fixed page is named by its schema's x-page, so its sitemap date is its data file's", () => {
  const unnamed = pageRoutesFromDir(path.join(root, "src", "pages")).filter((page) => {
    const file = sourceFile(page);
    return !file || !fs.existsSync(path.join(root, file));
  });
  expect(unnamed.map((page) => `${page}: añada "x-page": "${page}" al esquema de su archivo de data/`)).toEqual([]);
});

const sources = {
  articles: new Map([
    ["/blog/1", { date: "2025-01-15" }],
    ["/blog/2", { date: "2025-02-01", updated: "2025-06-30" }],
  ]),
  fileDate: (file: string) => (file === "data/services/fontaneria.json" ? "2026-11-20" : undefined),
  buildDate: "2026-11-23",
};

test("articles use their update date, else their publication date", () => {
  expect(lastmod("/blog/1/", sources)).toBe("2025-01-15");
  expect(lastmod("/blog/2/", sources)).toBe("2025-06-30");
});

test("other pages use their data file's last change, else the build date", () => {
  expect(lastmod("/servicios/fontaneria/", sources)).toBe("2026-11-20");
  expect(lastmod("/contacto/", sources)).toBe("2026-11-23");
  expect(lastmod("/a/b/c/", sources)).toBe("2026-11-23");
});

test("git gives a committed file's date, and nothing for a file it does not know", () => {
  expect(gitLastChange("package.json", root) ?? "no git").toMatch(/^(\d{4}-\d{2}-\d{2}|no git)$/);
  expect(gitLastChange("data/no-such-file.json", root)).toBeUndefined();
});
