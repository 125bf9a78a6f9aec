/**
 * README's recipe for a new island, followed in a copy: one root file and its placement, nothing else; then a new
 * form: an island whose texts are its own key of data/forms.json (and its schema), queried where it is placed. The
 * copy's build and end-to-end run find each island's chunk (build-output.spec.ts) and see it start (islands.spec.ts).
 */
import fs from "fs";
import path from "path";
import { firstFree } from "./grown-names";
import { ROOT, editJson } from "./project-copy";

/** What the copy gained: the island's file name, and the form's file name and key of data/forms.json with its texts. */
export type AddedIslands = { island: string; form: { island: string; key: string; texts: { title: string; text: string } } };

const TEXTS = { title: "Le llamamos", text: "Déjenos su teléfono y le llamamos hoy mismo." };

/** The recipe's words, as README has them: a step it no longer words so stops here (follow it again). */
const STEPS = [
  "1. Its root, `src/islands/roots/calculator.tsx`",
  "2. The page: `<Island component={Calculator} props={{ … }} />`",
  "A **form** is such an island (`formIsland(Form)`) with its texts under its own key of `data/forms.json`, queried where placed",
];

const COUNTER = `import React, { useState } from "react";

/** A counter, added by README's recipe in the grown copy's build. */
export default function Contador({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <p>
      <button type="button" onClick={() => setCount(count + 1)}>
        {label}
      </button>{" "}
      <output aria-live="polite">{count}</output>
    </p>
  );
}
`;

/** A key of data/forms.json as Gatsby names its type and we name its fragment: `callback2` → `Callback2`. */
const typeName = (key: string) => `${key[0]!.toUpperCase()}${key.slice(1)}`;

/** The form's root, its fragment named after its key (`callback2` → `Callback2FormTexts on FormsJsonCallback2`). */
const callback = (key: string) => {
  const type = typeName(key);
  return `import React from "react";
import { graphql } from "gatsby";
import { formIsland } from "../form-island";
import { useForms } from "../forms/forms-context";

export const callbackFormTexts = graphql\`
  fragment ${type}FormTexts on FormsJson${type} {
    title
    text
  }
\`;

/** A form added by README's recipe in the grown copy's build: its own texts, and one every form shares. */
function CallbackForm({ texts }: { texts: Queries.${type}FormTextsFragment }) {
  const { forms } = useForms();
  return (
    <div>
      <p>
        <strong>{texts.title}</strong> {texts.text}
      </p>
      <p>{forms.otherWays}</p>
    </div>
  );
}

export default formIsland(CallbackForm);
`;
};

/** The text of every source file under `dir`. */
function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.tsx?$/.test(entry.name)) yield fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8");
  }
}

/** Replaces `anchor` in a file of the copy, or says the file changed (choose another place). */
function edit(file: string, anchor: string, replacement: string): void {
  const source = fs.readFileSync(file, "utf8");
  if (!source.includes(anchor)) throw new Error(`${file} ya no tiene «${anchor.trim()}»: elija otro sitio para las islas añadidas`);
  fs.writeFileSync(file, source.replace(anchor, replacement));
}

/**
 * Adds the island and the form to the copy in `dir`, both placed on /contacto/ below the areas served. Each takes the
 * first name the copy does not use yet (`contador`, else `contador-2`…), so the repository may hold islands by any name.
 */
export function addIslands(dir: string): AddedIslands {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
  const gone = STEPS.filter((step) => !readme.includes(step));
  if (gone.length) throw new Error(`La receta de una isla nueva en README.md ya no dice: ${gone.join("; ")}`);
  const roots = path.join(dir, "src", "islands", "roots");
  const files = new Set(fs.readdirSync(roots).map((file) => file.replace(/\.tsx?$/, "")));
  const forms = JSON.parse(fs.readFileSync(path.join(dir, "data", "forms.json"), "utf8"));
  const name = (base: string) => firstFree(files, (n) => (n === 1 ? base : `${base}-${n}`));
  const island = name("contador");
  const form = name("callback-form");
  // A key of its own, whose fragment's name (`CallbackFormTexts`) no fragment of src/ already has.
  const fragments = new Set([...sources(path.join(dir, "src"))].flatMap((source) => [...source.matchAll(/fragment (\w+)FormTexts\b/g)].map((m) => m[1])));
  const taken = new Set(Object.keys(forms));
  const key = firstFree(taken, (n) => (n === 1 ? "callback" : `callback${n}`), (k) => fragments.has(typeName(k)));
  fs.writeFileSync(path.join(roots, `${island}.tsx`), COUNTER);
  fs.writeFileSync(path.join(roots, `${form}.tsx`), callback(key));
  editJson(path.join(dir, "data", "forms.json"), (json) => (json[key] = TEXTS));
  editJson(path.join(dir, "data", "schemas", "forms.schema.json"), (schema) => {
    const text = (title: string) => ({ title, $ref: "common.schema.json#/$defs/text" });
    schema.properties[key] = { title: "Le llamamos", type: "object", additionalProperties: false, required: ["title", "text"], properties: { title: text("Título"), text: text("Texto") } };
  });
  const page = path.join(dir, "src", "pages", "contacto.tsx");
  edit(page, "import React", `import Contador from "../islands/roots/${island}";\nimport CallbackForm from "../islands/roots/${form}";\nimport React`);
  edit(
    page,
    "</ul>\n          </div>\n          <Island component={ContactFormIsland}",
    `</ul>\n            <Island component={Contador} props={{ label: "Sumar uno" }} />\n            <Island component={CallbackForm} props={{ shared: useFormsShared(), texts: data.formsJson!.${key}! }} />\n          </div>\n          <Island component={ContactFormIsland}`,
  );
  edit(page, "    formsJson {\n", `    formsJson {\n      ${key} {\n        ...${typeName(key)}FormTexts\n      }\n`);
  return { island, form: { island: form, key, texts: TEXTS } };
}
