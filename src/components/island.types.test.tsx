/* The type system ties a placement's props to its island's root (a file of src/islands/roots/): each line below
   marked @ts-expect-error must fail `tsc --noEmit -p .`, and tsc reports the directive if one stops failing. */
import React, { type ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { Island } from "./island";
import ShareArticle from "../islands/roots/share";
import KeptOffer from "../islands/roots/kept-offer";
import type { JsonOnly } from "../lib/json";
import type { RootComponent } from "../islands/roots";

type Placement<C extends RootComponent> = ComponentProps<typeof Island<C>>;
const texts = { title: "Compartir", share: "Compartir", copy: "Copiar", copied: "Copiado", whatsapp: "WhatsApp", facebook: "Facebook", linkedin: "LinkedIn" };
const share: ComponentProps<typeof ShareArticle> = { url: "https://x.example/blog/1/", title: "Un artículo", texts };

/** Mismatched placements: never rendered, only type-checked. */
export const mismatched = () => [
  // @ts-expect-error: the kept enquiry's offer does not take the share island's props
  { component: KeptOffer, props: share } satisfies Placement<typeof KeptOffer>,
  // @ts-expect-error: the share island's props lack its texts
  { component: ShareArticle, props: { url: "/", title: "t" } } satisfies Placement<typeof ShareArticle>,
  // @ts-expect-error: a Date does not survive JSON as a Date
  { when: new Date() } satisfies JsonOnly<{ when: Date }>,
];

test("a placement renders the island named after its root's file, with its component's HTML", () => {
  document.body.innerHTML = renderToString(<Island component={ShareArticle} props={share} />);
  expect(document.querySelector('[data-island="share"] h2')!.textContent).toBe("Compartir");
  expect(document.querySelector("[data-island]")!.hasAttribute("data-start")).toBe(false);
});

test("a component that is no island's root is refused, naming the folder where islands live", () => {
  function Calculadora({ total }: { total: number }) {
    return <p>{total}</p>;
  }
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  expect(() => renderToString(<Island component={Calculadora} props={{ total: 4 }} />)).toThrow("«Calculadora» no es la raíz de ninguna isla: una isla es el export default de un archivo de src/islands/roots/");
});
