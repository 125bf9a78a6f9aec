import React from "react";
import { renderToString } from "react-dom/server";
import { Island } from "../components/island";
import ShareArticle from "../islands/roots/share";
import { MEASURE_EVENT, type Measured } from "../lib/analytics/events";

// The islands are started as a page starts them, by React's own scheduler, not inside act().
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
afterEach(() => delete (globalThis as { __MEASURE__?: unknown }).__MEASURE__);

const texts = { title: "Compartir", share: "Compartir", copy: "Copiar enlace", copied: "Copiado", whatsapp: "WhatsApp", facebook: "Facebook", linkedin: "LinkedIn" };
const props = { url: "https://x.example/blog/1/", title: "Un artículo", texts };

/** The page script's modules as a build that measures (or not) loads them, with the share island's chunk failing `failures` times. */
async function pageWithShare(failures: number, measure: unknown) {
  (globalThis as { __MEASURE__?: unknown }).__MEASURE__ = measure;
  let modules!: [typeof import("./start-islands"), typeof import("../islands/load-root")];
  await jest.isolateModulesAsync(async () => void (modules = await Promise.all([import("./start-islands"), import("../islands/load-root")])));
  const [{ startNow }, roots] = modules;
  const load = roots.loadRoot;
  let tries = 0;
  jest.spyOn(roots, "loadRoot").mockImplementation((name) => (++tries <= failures ? Promise.reject(new Error(`ChunkLoadError: isla-${name}`)) : load(name)));
  document.body.innerHTML = `<main>${renderToString(<Island component={ShareArticle} props={props} />)}</main>`;
  const events: Measured[] = [];
  const listen = (e: Event) => events.push((e as CustomEvent<Measured>).detail);
  document.addEventListener(MEASURE_EVENT, listen);
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  await startNow(island);
  const calls = [...errors.mock.calls];
  errors.mockRestore();
  document.removeEventListener(MEASURE_EVENT, listen);
  return { island, tries: () => tries, events, errors: calls };
}

test("an island whose chunk fails once is fetched again and starts", async () => {
  const { island, tries, errors, events } = await pageWithShare(1, { domain: "m.es", endpoint: "https://plausible.io/api/event" });
  expect(tries()).toBe(2);
  expect(island.getAttribute("data-hydrated")).toBe("true");
  expect(errors).toEqual([]);
  expect(events).toEqual([]);
});

test("an island whose chunk fails twice stays the server's HTML and is reported: in the console, and counted by name only", async () => {
  const { island, tries, errors, events } = await pageWithShare(2, { domain: "m.es", endpoint: "https://plausible.io/api/event" });
  expect(tries()).toBe(2);
  expect(island.hasAttribute("data-hydrated")).toBe(false);
  expect(island.querySelector("h2")!.textContent).toBe("Compartir");
  expect(island.querySelector("a[href*='wa.me'], a[href*='whatsapp']")).not.toBeNull();
  expect(errors).toHaveLength(1);
  expect(String(errors[0]![0])).toContain("«share» no ha podido arrancar");
  expect(events).toEqual([{ name: "Parte interactiva sin arrancar", props: { isla: "share" } }]);
});

test("without measurement a failed island is reported in the console only", async () => {
  const { errors, events } = await pageWithShare(2, null);
  expect(errors).toHaveLength(1);
  expect(events).toEqual([]);
});
