/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { htmlFiles } from "./public-pages";

const PAGE = '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><title>Hola</title></head><body><p>Hola</p></body></html>';

describe("the pages the build checks", () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    write("index.html", PAGE);
    write("servicios/fontaneria/index.html", PAGE.replace("<head>", '<head data-x="">'));
    write("_gatsby/slices/_gatsby-scripts-1.html", '<script src="/app-1.js" async></script>');
    write("admin/index.html", "<!doctype html><title>Editor</title><script src=\"decap.js\"></script>");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("are every .html file but Gatsby's fragments and the editor's page", () => {
    const files = htmlFiles(dir).map((f) => path.relative(dir, f).split(path.sep).join("/"));
    expect(files.sort()).toEqual(["index.html", "servicios/fontaneria/index.html"]);
  });
});
