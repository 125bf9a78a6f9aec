/**
 * The data a page query gives a component, made from an entry's JSON by walking the query itself: aliases
 * (`cards: items`), fragments and type conditions apply as in Gatsby's data layer, so the preview passes the site's
 * components the shape they were written for. Fields the JSON lacks (resized images, related articles) are null.
 */
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql";

type Json = Record<string, unknown>;

/** Whether a fragment on `condition` applies to an object of type `typeName` (a union's members carry its name). */
function applies(condition: string | undefined, typeName: unknown): boolean {
  return !condition || typeof typeName !== "string" || typeName === condition || typeName.startsWith(condition);
}

function select(value: unknown, set: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => select(item, set, fragments));
  if (typeof value !== "object") return value;
  const source = value as Json;
  const out: Json = {};
  const apply = (selections: SelectionSetNode, condition?: string) => {
    if (!applies(condition, source.__typename)) return;
    for (const s of selections.selections) {
      if (s.kind === Kind.FIELD) {
        const key = s.alias?.value ?? s.name.value;
        const raw = source[s.name.value];
        out[key] = s.selectionSet ? select(raw, s.selectionSet, fragments) : (raw ?? null);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        apply(s.selectionSet, s.typeCondition?.name.value);
      } else {
        const fragment = fragments.get(s.name.value);
        if (fragment) apply(fragment.selectionSet, fragment.typeCondition.name.value);
      }
    }
  };
  apply(set);
  return out;
}

export interface QueryShape {
  /** The selection of one root field of the query ("serviceJson"), applied to an entry. */
  shape: (root: string, entry: Json) => Json;
}

export function queryShape(query: string): QueryShape {
  const document: DocumentNode = parse(query);
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return {
    shape(root, entry) {
      const field = operation?.selectionSet.selections.find((s) => s.kind === Kind.FIELD && s.name.value === root);
      if (!field || field.kind !== Kind.FIELD || !field.selectionSet) throw new Error(`La consulta no pide ${root}`);
      return select(entry, field.selectionSet, fragments) as Json;
    },
  };
}
