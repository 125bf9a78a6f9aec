import path from "path";
import type { GatsbyNode } from "gatsby";
import { RECORDS, nodeType, recordPath, type RecordKind } from "./src/lib/content/kinds";

/*
 * One page per record of every kind kept in a folder (src/lib/content/kinds.ts: the services, the articles, the legal
 * texts), rendered by its kind's template, which queries the record by the node id in its context. The fixed pages are
 * the files of src/pages. Every other build concern is a local plugin under plugins/, listed in gatsby-config.ts.
 */

/** gatsby-transformer-json keeps a record's own `id` as `jsonId` (the node's id is Gatsby's). */
const graphqlField = (key: string) => (key === "id" ? "jsonId" : key);

type PagesQuery = Record<string, { nodes: ({ id: string } & Record<string, string | number>)[] }>;

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const kinds: [string, RecordKind][] = Object.entries(RECORDS);
  const parts = kinds.map(([name, kind]) => `${name}: all${nodeType(kind.schema)} { nodes { id ${graphqlField(kind.key)} } }`);
  const result = await graphql<PagesQuery>(`query CreatePages { ${parts.join(" ")} }`);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("No se pudieron leer los datos para crear las páginas", result.errors);
    return;
  }
  for (const [name, kind] of kinds) {
    const component = path.join(process.cwd(), "src", "templates", `${kind.template}.tsx`);
    for (const node of result.data[name]!.nodes) {
      actions.createPage({ path: recordPath(kind, node[graphqlField(kind.key)]!), component, context: { id: node.id } });
    }
  }
};
