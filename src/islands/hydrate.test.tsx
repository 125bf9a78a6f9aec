import React from "react";
import { renderToString } from "react-dom/server";
import { Island } from "./island";
import { hydrateIslands, islandProps } from "./hydrate";
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
  await hydrateIslands(document);
  expect(island.getAttribute("data-hydrated")).toBe("true");
  expect(document.documentElement.hasAttribute("data-live-islands")).toBe(true);
  expect(island.querySelector("button")!.closest("li")!.hidden).toBe(false);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

test("a lazy island has no HTML and is rendered, not hydrated, when started", async () => {
  const { startIsland } = await import("./hydrate");
  document.body.innerHTML = renderToString(<Island name="share" component={ShareArticle} props={props} lazy />);
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  expect(island.innerHTML).toBe("");
  await startIsland(island, 0);
  expect(island.querySelector("h2")!.textContent).toBe("Compartir");
});
