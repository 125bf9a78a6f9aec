/**
 * README's recipe for a new island, followed in a copy: one root file and its placement, nothing else; then a new
 * form: an island whose texts are its own key of data/forms.json (and its schema), queried where it is placed. The
 * copy's build and end-to-end run find each island's chunk (build-output.spec.ts) and see it start (islands.spec.ts).
 */
import fs from "fs";
import path from "path";
import { ROOT, editJson } from "./project-copy";

export const ISLAND = "contador";
export const FORM = { island: "callback-form", key: "callback", texts: { title: "Le llamamos", text: "Déjenos su teléfono y le llamamos hoy mismo." } };

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

const CALLBACK = `import React from "react";
import { graphql } from "gatsby";
import { formIsland } from "../form-island";
import { useForms } from "../forms/forms-context";

export const callbackFormTexts = graphql\`
  fragment CallbackFormTexts on FormsJsonCallback {
    title
    text
  }
\`;

/** A form added by README's recipe in the grown copy's build: its own texts, and one every form shares. */
function CallbackForm({ texts }: { texts: Queries.CallbackFormTextsFragment }) {
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

/** Replaces `anchor` in a file of the copy, or says the file changed (choose another place). */
function edit(file: string, anchor: string, replacement: string): void {
  const source = fs.readFileSync(file, "utf8");
  if (!source.includes(anchor)) throw new Error(`${file} ya no tiene «${anchor.trim()}»: elija otro sitio para las islas añadidas`);
  fs.writeFileSync(file, source.replace(anchor, replacement));
}

/** Adds the island and the form to the copy in `dir`, both placed on /contacto/ below the areas served. */
export function addIslands(dir: string): void {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
  const gone = STEPS.filter((step) => !readme.includes(step));
  if (gone.length) throw new Error(`La receta de una isla nueva en README.md ya no dice: ${gone.join("; ")}`);
  fs.writeFileSync(path.join(dir, "src", "islands", "roots", `${ISLAND}.tsx`), COUNTER);
  fs.writeFileSync(path.join(dir, "src", "islands", "roots", `${FORM.island}.tsx`), CALLBACK);
  editJson(path.join(dir, "data", "forms.json"), (forms) => (forms[FORM.key] = FORM.texts));
  editJson(path.join(dir, "data", "schemas", "forms.schema.json"), (schema) => {
    const text = (title: string) => ({ title, $ref: "common.schema.json#/$defs/text" });
    schema.properties[FORM.key] = { title: "Le llamamos", type: "object", additionalProperties: false, required: ["title", "text"], properties: { title: text("Título"), text: text("Texto") } };
  });
  const page = path.join(dir, "src", "pages", "contacto.tsx");
  edit(page, 'import React', `import Contador from "../islands/roots/${ISLAND}";\nimport CallbackForm from "../islands/roots/${FORM.island}";\nimport React`);
  edit(
    page,
    "</ul>\n          </div>\n          <Island component={ContactFormIsland}",
    `</ul>\n            <Island component={Contador} props={{ label: "Sumar uno" }} />\n            <Island component={CallbackForm} props={{ shared: useFormsShared(), texts: data.formsJson!.${FORM.key}! }} />\n          </div>\n          <Island component={ContactFormIsland}`,
  );
  edit(page, "    formsJson {\n", `    formsJson {\n      ${FORM.key} {\n        ...CallbackFormTexts\n      }\n`);
}
