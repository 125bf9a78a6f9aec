/** @jest-environment node */
import fs from "fs";
import path from "path";
import { PAYLOAD_TYPES } from "../../src/lib/enquiry/payload";

interface Listed {
  name: string;
  /** The table's type cell; the inline list has none. */
  type?: string;
}

/**
 * The enquiry parameters as README.md lists them: a Markdown table whose header begins `| parameter | type |` (each
 * row the parameter's name, in backticks or not, then a cell beginning with `string` or `integer`), or else the
 * backticked list after the word payload ("the same payload `name, company, …`").
 */
function readmeParameters(readme: string): Listed[] {
  const lines = readme.split("\n");
  const head = lines.findIndex((line) => /^\|\s*parameter\s*\|\s*type\s*\|/i.test(line));
  if (head < 0) {
    const list = /payload `([^`]+)`/.exec(readme);
    return list ? list[1]!.split(",").map((name) => ({ name: name.trim() })) : [];
  }
  const rows = lines.slice(head + 2);
  const end = rows.findIndex((line) => !line.trim().startsWith("|"));
  return rows.slice(0, end < 0 ? rows.length : end).map((row) => {
    const [name = "", type = ""] = row.split("|").slice(1).map((cell) => cell.trim());
    return { name: name.replace(/`/g, ""), type: type.split(/\s/)[0] };
  });
}

test("README.md lists the enquiry's parameters in the order they are sent, with their types where it has a table", () => {
  const listed = readmeParameters(fs.readFileSync(path.join(__dirname, "..", "..", "README.md"), "utf8"));
  expect(listed.map((p) => p.name)).toEqual(PAYLOAD_TYPES.map((t) => t.name));
  for (const [i, p] of listed.entries()) if (p.type !== undefined) expect(`${p.name}: ${p.type}`).toBe(`${p.name}: ${PAYLOAD_TYPES[i]!.type}`);
});

test("both ways of listing them are read", () => {
  expect(readmeParameters("with the same payload `name, phone, time` (phone as an integer)")).toEqual([{ name: "name" }, { name: "phone" }, { name: "time" }]);
  const table = "| parameter | type | what |\n| --- | --- | --- |\n| `name` | string | trimmed |\n| `phone` | integer (digits) | |\n\nAfter.";
  expect(readmeParameters(table)).toEqual([{ name: "name", type: "string" }, { name: "phone", type: "integer" }]);
});
