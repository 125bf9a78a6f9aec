import React from "react";
import { jsonInScript } from "../lib/inline-text";
import type { IslandName } from "./registry";

export interface IslandProps<P> {
  /** Its entry in the registry (registry.ts): what the browser loads to make it live. */
  name: IslandName;
  component: React.ComponentType<P>;
  /** Everything it shows or needs, serializable: written beside it in the page and read back by hydrate.ts. */
  props: P;
  /** Made only in the browser, when hydrate.ts or the page's script decides (the kept-enquiry offer). */
  lazy?: boolean;
}

/**
 * An interactive part of a page: rendered with the page on the server, then made live in the browser as a React root
 * of its own from the props written before it (`<script type="application/json">`, escaped for a script element).
 * The rest of the page is HTML no script touches. An island reads nothing from the page's tree (no context, no
 * static query, no `useId`: its ids come from its props), so its HTML is the same whether the page or its own root
 * renders it.
 */
export function Island<P extends object>({ name, component: Component, props, lazy = false }: IslandProps<P>) {
  return (
    <>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: jsonInScript(props) }} />
      {lazy ? <div data-island={name} data-lazy="" /> : (
        <div data-island={name}>
          <Component {...props} />
        </div>
      )}
    </>
  );
}
