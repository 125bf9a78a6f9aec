import { eventForTap, placeOf } from "./taps";

describe("what a tap counts", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header><nav aria-label="Acciones rápidas"><a id="call" href="tel:+34968000000"><span id="inner">Llamar</span></a><a id="wa" href="https://wa.me/34600000000?text=Hola">WhatsApp</a></nav></header>
      <section aria-labelledby="t"><h2 id="t">¿Hablamos?</h2><a id="band" href="tel:+34968000001">Llamar</a></section>
      <footer><a id="foot" href="tel:+34968000002">Llamar</a><a id="page" href="/contacto/">Contacto</a></footer>
      <form><div data-hand-over="presupuesto"><a id="ho-wa" data-via="whatsapp" href="https://wa.me/34600000000">WhatsApp</a><button id="ho-copy" data-via="copia">Copiar</button><a id="ho-tel" data-via="llamada" href="tel:+34968000000">Llamar</a></div></form>`;
  });
  const tap = (id: string) => eventForTap(document.getElementById(id)!);

  test("a call or a chat, with the label of where it is; any other link nothing", () => {
    expect(tap("inner")).toEqual({ name: "Llamada", props: { lugar: "Acciones rápidas" } });
    expect(tap("wa")).toEqual({ name: "WhatsApp", props: { lugar: "Acciones rápidas" } });
    expect(tap("band")).toEqual({ name: "Llamada", props: { lugar: "¿Hablamos?" } });
    expect(tap("foot")).toEqual({ name: "Llamada", props: { lugar: "pie de página" } });
    expect(tap("page")).toBeNull();
    expect(eventForTap(document.body)).toBeNull();
  });

  test("a way of a hand-over counts once, as the hand-over, with its form and way", () => {
    expect(tap("ho-wa")).toEqual({ name: "Solicitud entregada por otra vía", props: { formulario: "presupuesto", via: "whatsapp" } });
    expect(tap("ho-copy")).toEqual({ name: "Solicitud entregada por otra vía", props: { formulario: "presupuesto", via: "copia" } });
    expect(tap("ho-tel")?.name).toBe("Solicitud entregada por otra vía");
  });

  test("a link outside any landmark is on the page", () => {
    const a = document.createElement("a");
    document.body.append(a);
    expect(placeOf(a)).toBe("página");
  });
});
