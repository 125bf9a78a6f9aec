import { eventBody, mayMeasure } from "./beacon";
import { EVENTS } from "./events";

describe("what is counted", () => {
  test("Global Privacy Control or Do Not Track stop everything", () => {
    expect(mayMeasure({})).toBe(true);
    expect(mayMeasure({ globalPrivacyControl: true })).toBe(false);
    expect(mayMeasure({ doNotTrack: "1" })).toBe(false);
    expect(mayMeasure({}, { doNotTrack: "1" })).toBe(false);
    expect(mayMeasure({ globalPrivacyControl: false, doNotTrack: "0" })).toBe(true);
  });

  test("the body names the event, the page as counted, the site and another site's origin as its referrer", () => {
    expect(eventBody({ name: EVENTS.pageview }, "https://m.es/", "https://www.google.com/search?q=goteras", "m.es")).toEqual({
      name: "pageview",
      url: "https://m.es/",
      domain: "m.es",
      referrer: "https://www.google.com",
    });
    const inside = eventBody({ name: EVENTS.sent, props: { formulario: "presupuesto" } }, "https://m.es/contacto/", "https://m.es/", "m.es");
    expect(inside).toEqual({ name: "Solicitud enviada", url: "https://m.es/contacto/", domain: "m.es", referrer: null, props: { formulario: "presupuesto" } });
    expect(eventBody({ name: EVENTS.call }, "https://m.es/", "", "m.es").referrer).toBeNull();
  });
});
