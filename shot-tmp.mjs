import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
const [, , ...pages] = process.argv;
for (const spec of pages) {
  const [path, w, h, name, full] = spec.split(",");
  const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto("http://127.0.0.1:9000" + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full === "full" });
  console.log(name, errors.join(" | ").slice(0, 500));
  await page.close();
}
await browser.close();
