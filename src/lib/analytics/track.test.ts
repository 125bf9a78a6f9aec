import { EVENTS, MEASURE_EVENT, sentEvent, type Measured } from "./events";

describe("counting from a page part", () => {
  afterEach(() => delete (globalThis as { __MEASURE__?: unknown }).__MEASURE__);

  const load = async (measure: unknown) => {
    (globalThis as { __MEASURE__?: unknown }).__MEASURE__ = measure;
    let track!: typeof import("./track").track;
    await jest.isolateModulesAsync(async () => void ({ track } = await import("./track")));
    return track;
  };

  test("a build that measures hands the event to the page's script on the document", async () => {
    const seen: Measured[] = [];
    const listen = (e: Event) => seen.push((e as CustomEvent<Measured>).detail);
    document.addEventListener(MEASURE_EVENT, listen);
    (await load({ domain: "m.es", endpoint: "https://plausible.io/api/event" }))(sentEvent(EVENTS.sent, "presupuesto", { service: "Pintura", name: "Ana" }));
    document.removeEventListener(MEASURE_EVENT, listen);
    expect(seen).toEqual([{ name: "Solicitud enviada", props: { formulario: "presupuesto", servicio: "Pintura" } }]);
  });

  test("a build with no measurement dispatches nothing; an enquiry without a service counts its form only", async () => {
    const seen: Event[] = [];
    const listen = (e: Event) => seen.push(e);
    document.addEventListener(MEASURE_EVENT, listen);
    (await load(null))({ name: EVENTS.call });
    document.removeEventListener(MEASURE_EVENT, listen);
    expect(seen).toEqual([]);
    expect(sentEvent(EVENTS.sentLater, "boletín", { email: "a@b.es" })).toEqual({ name: "Solicitud enviada más tarde", props: { formulario: "boletín" } });
  });
});
