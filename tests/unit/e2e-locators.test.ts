/** @jest-environment node */
import { spawnSync } from "child_process";
import path from "path";

/*
 * Playwright matches a role's name or a text as a case-blind substring unless told `exact`, so a locator for "Guía X"
 * also finds "Guía X (segunda parte)": lint (eslint.config.mjs) refuses such locators in the end-to-end tests. Here
 * the rule is shown a spec, as a new one may be written, and must name each substring locator and nothing else.
 */
const root = path.join(__dirname, "..", "..");
const spec = `import { test } from "@playwright/test";
test("x", async ({ page }) => {
  const title = "Guía X";
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("heading", { level: 2, name: "Guía" }).click();
  await page.getByText(title).click();
  await page.getByLabel("Nombre", {}).fill("a");
  await page.getByRole("link", { name: title, exact: true }).getByText(title, { exact: true }).click();
  await page.getByRole("button", { name: /^Mostrar imagen \\d+$/ }).click();
  await page.getByLabel(new RegExp("^Nombre$")).fill("a");
  await page.getByRole("list").getByRole("link").first().click();
});
`;

test("lint names every end-to-end locator that would match a text as a substring", () => {
  const run = spawnSync("npx", ["eslint", "--format", "json", "--stdin", "--stdin-filename", "tests/e2e/nuevo.spec.ts"], {
    cwd: root,
    input: spec,
    encoding: "utf8",
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; line: number }[] }[];
  expect(result!.messages.map((m) => `${m.ruleId}:${m.line}`)).toEqual([4, 5, 6, 7].map((line) => `no-restricted-syntax:${line}`));
}, 60_000);
