/* The type system ties a placement's name, component and props to the island's declaration (src/islands/registry.ts): each line
   marked @ts-expect-error must fail `tsc --noEmit -p .`, and tsc reports the directive if one stops failing. */
import React, { type ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { Island } from "./island";
import { ShareArticle } from "../islands/share-article";
import KeptBanner from "../islands/kept-banner";
import type { JsonOnly } from "../lib/json";

type Placement<N extends ComponentProps<typeof Island>["name"]> = ComponentProps<typeof Island<N>>;
const texts = { title: "Compartir", share: "Compartir", copy: "Copiar", copied: "Copiado", whatsapp: "WhatsApp", facebook: "Facebook", linkedin: "LinkedIn" };
const share: ComponentProps<typeof ShareArticle> = { url: "https://x.example/blog/1/", title: "Un artículo", texts };

/** Mismatched placements: never rendered, only type-checked. */
export const mismatched = () => [
  // @ts-expect-error: the kept enquiry's offer is not the share island's component
  { name: "share", component: KeptBanner, props: share } satisfies Placement<"share">,
  // @ts-expect-error: the share island's props lack its texts
  { name: "share", component: ShareArticle, props: { url: "/", title: "t" } } satisfies Placement<"share">,
  // @ts-expect-error: no island has this name
  { name: "calculadora", component: ShareArticle, props: share } satisfies Placement<"calculadora">,
  // @ts-expect-error: a Date does not survive JSON as a Date
  { when: new Date() } satisfies JsonOnly<{ when: Date }>,
];

test("a placement that matches its declaration renders the island with its component's HTML", () => {
  const placement: Placement<"share"> = { name: "share", component: ShareArticle, props: share };
  document.body.innerHTML = renderToString(<Island {...placement} />);
  expect(document.querySelector('[data-island="share"] h2')!.textContent).toBe("Compartir");

});
