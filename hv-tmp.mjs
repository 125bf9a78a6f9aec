import fs from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
const v = new HtmlValidate({ extends: ["html-validate:recommended"], rules: { "attr-case": "off", "void-style": "off", "no-inline-style": "off" } });
const files = [];
const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const f = path.join(d, e.name); if (e.isDirectory()) { if (!["page-data", "static", "_gatsby"].includes(e.name)) walk(f); } else if (e.name.endsWith(".html")) files.push(f); } };
walk("public");
const counts = new Map();
for (const f of files) {
  const r = await v.validateString(fs.readFileSync(f, "utf8"), f);
  for (const res of r.results) for (const m of res.messages) if (m.severity === 2) {
    const key = `${m.ruleId}: ${m.message.slice(0, 90)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if ((counts.get(key)) === 1) console.log(f, m.line, m.column, m.selector);
  }
}
console.log([...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}\t${k}`).join("\n"));
