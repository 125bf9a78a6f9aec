import React from "react";
import { renderToString } from "react-dom/server";
import { waitFor } from "@testing-library/react";
import { Island } from "../components/island";
import { islandProps } from "../lib/island-props";
import { startIslands, startNow } from "../chrome/start-islands";
import ShareArticle from "./roots/share";
import KeptOffer, { type KeptOfferProps } from "./roots/kept-offer";
import forms from "../../data/forms.json";

// The islands are started as a page starts them, by React's own scheduler, not inside act().
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

const texts = { title: "Compartir", share: "Compartir", copy: "Copiar enlace", copied: "Copiado", whatsapp: "WhatsApp", facebook: "Facebook", linkedin: "LinkedIn" };
const keptTexts = forms.kept as KeptOfferProps["texts"];
const props = { url: "https://x.example/blog/1/", title: "Un artículo </script>", texts };

test("an island's props travel with it, escaped for a script element, and are read back whole wherever they sit", () => {
  const html = renderToString(<Island component={ShareArticle} props={props} />);
  expect(html).not.toContain("</script><script");
  const other = renderToString(<Island component={ShareArticle} props={{ ...props, title: "Otro" }} />);
  document.body.innerHTML = `${html}<p>texto</p>${other}`;
  const [first, second] = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  document.body.append(...document.querySelectorAll("script")); // blocks moved away from their islands
  expect(islandProps(first!)).toEqual(props);
  expect(islandProps(second!)).toEqual({ ...props, title: "Otro" });
});

test("an island whose props are missing or not JSON refuses to start, naming itself", () => {
  document.body.innerHTML = renderToString(<Island component={ShareArticle} props={props} />);
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  document.querySelector("script")!.textContent = "{roto";
  expect(() => islandProps(island)).toThrow(/props de la isla «share».*no son JSON/);
  document.querySelector("script")!.remove();
  expect(() => islandProps(island)).toThrow(/isla «share» no tiene sus props/);
});

test("the page's islands hydrate from the server's HTML with no mismatch, each marked live, and their effects run", async () => {
  document.body.innerHTML = `<main>${renderToString(<Island component={ShareArticle} props={props} />)}</main>`;
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  const button = island.querySelector("button")!;
  expect(button.closest("li")!.hidden).toBe(true); // known only in the browser
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  await startIslands(document);
  expect(island.getAttribute("data-hydrated")).toBe("true");
  expect(document.documentElement.hasAttribute("data-live-islands")).toBe(true);
  // The effect has run; the render it asks for follows on React's scheduler.
  await waitFor(() => expect(island.querySelector("button")!.closest("li")!.hidden).toBe(false));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test("an island far down the page starts only when the visitor nears it or touches it; the page is live before", async () => {
  // Like a browser's observer: each box watched is first reported as it lies (far down), later as the visitor nears.
  let report = (_near: boolean) => undefined as void;
  Object.assign(window, {
    IntersectionObserver: function (callback: (e: { target: Element; isIntersecting: boolean }[]) => void) {
      const watched: Element[] = [];
      report = (near) => callback(watched.map((target) => ({ target, isIntersecting: near })));
      return {
        observe: (target: Element) => {
          watched.push(target);
          queueMicrotask(() => callback([{ target, isIntersecting: false }]));
        },
        disconnect: () => undefined,
      };
    },
  });
  document.body.innerHTML = `<main>${renderToString(<Island component={ShareArticle} props={props} />)}</main>`;
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  document.documentElement.removeAttribute("data-live-islands");
  await startIslands(document);
  expect(document.documentElement.hasAttribute("data-live-islands")).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(island.hasAttribute("data-hydrated")).toBe(false);
  report(true);
  await waitFor(() => expect(island.getAttribute("data-hydrated")).toBe("true"));
  expect(island.querySelector("button")!.closest("li")!.hidden).toBe(false);
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test("an island its root starts only in the browser has no HTML, and is rendered, not hydrated, when started", async () => {
  const keptProps = { pathname: "/contacto/", texts: keptTexts };
  document.body.innerHTML = renderToString(<Island component={KeptOffer} props={keptProps} />);
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  expect(island.innerHTML).toBe("");
  await startNow(island);
  expect(island.getAttribute("data-hydrated")).toBe("true");
});
