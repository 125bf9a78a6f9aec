/** @jest-environment node */
import fs from "fs";
import path from "path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CONTENT_ICONS, ICONS, UI_ICONS } from "./icons";
import { Icon } from "../components/icon";

const root = path.resolve(__dirname, "..", "..");

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [file] : [];
  });

test("every icon id the content schema allows has a drawing, and no other", () => {
  const common = JSON.parse(fs.readFileSync(path.join(root, "data", "schemas", "common.schema.json"), "utf8"));
  expect(Object.keys(CONTENT_ICONS).sort()).toEqual([...common.$defs.icon.enum].sort());
  for (const drawing of [...Object.values(CONTENT_ICONS), ...Object.values(UI_ICONS)]) expect(drawing.length).toBeGreaterThan(0);
});

test("every icon a component names has a drawing", () => {
  const named = sources(path.join(root, "src")).flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/<Icon name="([a-z0-9-]+)"/g)].map((m) => m[1]));
  expect(named.length).toBeGreaterThan(20);
  for (const name of named) expect(Object.keys(ICONS)).toContain(name);
});

test("an icon is drawn inline, decorative, in the text's colour; an unknown id is refused by name", () => {
  const html = renderToStaticMarkup(React.createElement(Icon, { name: "shield-check", size: 18 }));
  expect(html).toMatch(/^<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]* aria-hidden="true" focusable="false"><path d="M20 13c0 5/);
  expect(html).toContain('<path d="m9 12 2 2 4-4"></path></svg>');
  expect(html).not.toContain("<use");
  expect(() => renderToStaticMarkup(React.createElement(Icon, { name: "no-such-icon" }))).toThrow("no-such-icon");
});
