import React from "react";
import { renderToString } from "react-dom/server";
import { waitFor } from "@testing-library/react";
import { Island } from "./island";
import { islandProps } from "./hydrate";
import { startIslands } from "./start";
import { ShareArticle } from "../components/share-article";

// The islands are started as a page starts them, by React's own scheduler, not inside act().
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

const texts = { title: "Compartir", share: "Compartir", copy: "Copiar enlace", copied: "Copiado", whatsapp: "WhatsApp", facebook: "Facebook", linkedin: "LinkedIn" };
const props = { url: "https://x.example/blog/1/", title: "Un artículo </script>", texts };

test("an island's props are written beside it, escaped for a script element, and read back whole", () => {
  const html = renderToString(<Island name="share" component={ShareArticle} props={props} />);
  expect(html).not.toContain("</script><script");
  document.body.innerHTML = html;
  expect(islandProps(document.querySelector("[data-island]")!)).toEqual(props);
});

test("the page's islands hydrate from the server's HTML with no mismatch, each marked live, and their effects run", async () => {
  document.body.innerHTML = `<main>${renderToString(<Island name="share" component={ShareArticle} props={props} />)}</main>`;
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
  document.body.innerHTML = `<main>${renderToString(<Island name="share" component={ShareArticle} props={props} />)}</main>`;
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

test("a lazy island has no HTML and is rendered, not hydrated, when started", async () => {
  const { startIsland } = await import("./hydrate");
  document.body.innerHTML = renderToString(<Island name="share" component={ShareArticle} props={props} lazy />);
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  expect(island.innerHTML).toBe("");
  await startIsland(island, 0);
  expect(island.querySelector("h2")!.textContent).toBe("Compartir");
});
