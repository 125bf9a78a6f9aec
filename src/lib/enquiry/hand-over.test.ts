import { enquiryText, mailtoLink } from "./hand-over";

const LABELS = { name: "Nombre", company: "Empresa", email: "Email", phone: "Teléfono", service: "Servicio", message: "Mensaje" };

describe("enquiryText", () => {
  test("one line per filled parameter, in the payload's order, as typed (without surrounding spaces)", () => {
    const text = enquiryText(
      { message: "Filtraciones en la terraza.\nUrgente.", name: " María López ", email: "maria@correo.example", phone: "+34 968 00 01 01", company: "", service: "Impermeabilización" },
      LABELS,
    );
    expect(text).toBe("Nombre: María López\nEmail: maria@correo.example\nTeléfono: +34 968 00 01 01\nServicio: Impermeabilización\nMensaje: Filtraciones en la terraza.\nUrgente.");
  });

  test("a value sent under two names is written once (the quote block's company is its name too)", () => {
    expect(enquiryText({ name: "Conservas Segura SL", company: "Conservas Segura SL", phone: "968000102" }, LABELS)).toBe("Nombre: Conservas Segura SL\nTeléfono: 968000102");
  });

  test("nothing filled, nothing written", () => {
    expect(enquiryText({}, LABELS)).toBe("");
  });
});

describe("mailtoLink", () => {
  test("the address, then the subject and body encoded so that the mail app shows them exactly", () => {
    const link = mailtoLink("presupuestos@empresa.example", "Solicitud: Impermeabilización", "Nombre: Ana & Luis\nMensaje: ¿50% hoy?");
    expect(link.startsWith("mailto:presupuestos@empresa.example?subject=")).toBe(true);
    const url = new URL(link);
    expect(url.searchParams.get("subject")).toBe("Solicitud: Impermeabilización");
    expect(url.searchParams.get("body")).toBe("Nombre: Ana & Luis\nMensaje: ¿50% hoy?");
    expect(link).not.toContain(" ");
  });
});
