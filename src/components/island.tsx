import React, { type ComponentProps, type ComponentType } from "react";
import { jsonInScript } from "../lib/inline-text";
import type { JsonOnly } from "../lib/json";
import { islandOf, type RootComponent } from "../islands/roots";
import { propsId } from "../lib/island-props";
import { renderedWithPage, START_ATTRIBUTE } from "../lib/island-start";

export interface IslandProps<C extends RootComponent> {
  /** Its root: the default export of its file in src/islands/roots/, whose name is the island's (src/islands/roots.ts). */
  component: C;
  /** Everything it shows or needs, as JSON: written into the page for its element and read back by src/islands/hydrate.ts. */
  props: JsonOnly<ComponentProps<C>>;
}

/**
 * An interactive part of a page: rendered with the page on the server (unless its root starts it only in the
 * browser), then made live in the browser as a React root of its own from its props, a
 * `<script type="application/json">` (escaped for a script element) its element names by id (`data-props`).
 * The rest of the page is HTML no script touches. An island reads nothing from the page's tree (no context, no
 * static query, no `useId`: its ids come from its props), so its HTML is the same whether the page or its own root
 * renders it.
 */
export function Island<C extends RootComponent>({ component, props }: IslandProps<C>) {
  const { name, start } = islandOf(component);
  const json = jsonInScript(props);
  const id = propsId(name, json);
  const Component = component as ComponentType<object>;
  return (
    <>
      <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: json }} />
      {renderedWithPage(start) ? (
        <div data-island={name} data-props={id}>
          <Component {...(props as object)} />
        </div>
      ) : (
        <div data-island={name} data-props={id} {...{ [START_ATTRIBUTE]: start }} />
      )}
    </>
  );
}
