import React, { type ComponentType } from "react";
import { jsonInScript } from "../lib/inline-text";
import type { JsonOnly } from "../lib/json";
import { renderedWithPage, type IslandComponent, type IslandName, type IslandPropsOf } from "../islands/registry";
import { propsId } from "../lib/island-props";

export interface IslandProps<N extends IslandName> {
  /** Its declaration (src/islands/registry.ts): what the browser loads to make it live, and when. */
  name: N;
  /** The root component its declaration names: a component of another island does not type-check. */
  component: IslandComponent<N>;
  /** Everything it shows or needs, as JSON: written into the page for its element and read back by src/islands/hydrate.ts. */
  props: JsonOnly<IslandPropsOf<N>>;
}

/**
 * An interactive part of a page: rendered with the page on the server (unless its declaration starts it only in the
 * browser), then made live in the browser as a React root of its own from its props, a
 * `<script type="application/json">` (escaped for a script element) its element names by id (`data-props`).
 * The rest of the page is HTML no script touches. An island reads nothing from the page's tree (no context, no
 * static query, no `useId`: its ids come from its props), so its HTML is the same whether the page or its own root
 * renders it.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandProps<N>) {
  const json = jsonInScript(props);
  const id = propsId(name, json);
  const Component = component as ComponentType<object>;
  return (
    <>
      <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: json }} />
      {renderedWithPage(name) ? (
        <div data-island={name} data-props={id}>
          <Component {...(props as object)} />
        </div>
      ) : (
        <div data-island={name} data-props={id} data-lazy="" />
      )}
    </>
  );
}
