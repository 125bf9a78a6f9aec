import fs from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { PROJECT, PUBLIC, stubMap } from "./helpers";
import { MEASURE_CONFIG } from "../../plugins/analytics/measure-config";

// Where the pages' audience measurement goes is the build's setting (plugins/analytics): the e2e build's is the local
// mailbox; the copies the build checks make have none (tests/build/project-copy.ts), and this runs on them too.
const measure: { endpoint: string } | null = JSON.parse(fs.readFileSync(path.join(PROJECT, MEASURE_CONFIG), "utf8"));

test(`requests leave the pages only for the collector the build names, never from the editor: ${measure ? measure.endpoint : "with no setting, none"}`, async ({ page, context, baseURL }) => {
  const elsewhere: string[] = [];
  context.on("request", (r) => void (!r.url().startsWith(`${baseURL}/`) && !r.url().startsWith("https://www.openstreetmap.org/") && elsewhere.push(r.url())));
  await context.addInitScript(() => window.addEventListener("click", (e) => e.preventDefault(), true));
  await stubMap(page);
  for (const at of ["/", "/servicios/limpieza-industrial/", "/contacto/", "/no-existe/"]) {
    await page.goto(at);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
  await page.getByRole("complementary", { name: "Contacto rápido", exact: true }).getByRole("link", { name: /\d{3}/ }).first().click();
  await page.waitForTimeout(500);
  if (measure) {
    expect(elsewhere.length).toBeGreaterThanOrEqual(5); // four page views, a 404 and a call
    expect(elsewhere.filter((url) => url !== measure.endpoint)).toEqual([]);
  } else {
    expect(elsewhere).toEqual([]);
  }
  // With no setting, the sending code is not even in the scripts the pages load.
  // (The build's own files, as its stats name them: a public/ kept between builds holds older ones too.)
  const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
  const files = new Set(Object.values(stats.namedChunkGroups).flatMap((group) => group.assets.map((a) => a.name).filter((f) => f.endsWith(".js"))));
  expect(files.size).toBeGreaterThan(3);
  const scripts = [...files].map((f) => fs.readFileSync(path.join(PUBLIC, f), "utf8"));
  expect(scripts.some((code) => code.includes("sendBeacon"))).toBe(measure !== null);
  // The editor measures nothing, though its previews render the forms.
  const admin = path.join(PUBLIC, "admin");
  const editorScripts = fs.readdirSync(admin).filter((f) => f.endsWith(".js")).map((f) => fs.readFileSync(path.join(admin, f), "utf8"));
  expect(editorScripts.length).toBeGreaterThan(0);
  expect(editorScripts.filter((code) => code.includes("/api/event"))).toEqual([]);
});
