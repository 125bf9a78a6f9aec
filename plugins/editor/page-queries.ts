/**
 * The page query of a template with the fragments it spreads, read from the source files as Gatsby reads them (every
 * graphql`` tag under src/), for the editor's previews (src/lib/cms/query-shape.ts). Read from the files rather than
 * from Gatsby's own store, which is not a public API.
 */
import fs from "fs";
import path from "path";
import { parse as parseScript } from "@babel/parser";
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from "graphql";

interface AstNode {
  type?: string;
  [key: string]: unknown;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The texts of the graphql`` tagged templates of one file. */
export function graphqlTexts(code: string): string[] {
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as AstNode;
    const tag = n.tag as AstNode | undefined;
    if (n.type === "TaggedTemplateExpression" && tag?.type === "Identifier" && tag.name === "graphql") {
      const quasi = n.quasi as { quasis: { value: { cooked: string } }[] };
      texts.push(quasi.quasis.map((q) => q.value.cooked).join(""));
    }
    for (const [key, value] of Object.entries(n)) if (key !== "loc" && key !== "start" && key !== "end") walk(value);
  };
  walk(parseScript(code, { sourceType: "module", plugins: ["typescript", "jsx"] }).program);
  return texts;
}

/** The query of `template` (a file under srcDir) followed by every fragment it uses, directly or not. */
export function pageQuery(template: string, srcDir: string): string {
  const definitions = (file: string): readonly DefinitionNode[] => graphqlTexts(fs.readFileSync(file, "utf8")).flatMap((text) => parse(text).definitions);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of sourceFiles(srcDir)) for (const d of definitions(file)) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const query = definitions(template).find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!query) throw new Error(`${path.relative(srcDir, template)}: no tiene consulta de página (export const query = graphql\`…\`).`);
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(spread.name.value)) {
          used.set(spread.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(query);
  return [query, ...used.values()].map((d) => print(d)).join("\n");
}
