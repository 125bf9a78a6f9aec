import { buildPayload, EMPTY_FORM, hasChosenService, SERVICE_PLACEHOLDER, type EnquiryForm } from "./payload";

const form: EnquiryForm = {
  name: "  Ana García  ",
  company: " Comunidad Los Pinos ",
  email: " ana@example.es ",
  phone: "+34 968 00 01 01",
  service: "Limpieza de comunidades",
  message: "\n Necesito presupuesto para el portal. \n",
  privacy: true,
};

describe("buildPayload", () => {
  const now = 1736899200000;
  const payload = buildPayload(form, now);

  test("has exactly the seven template keys and not privacy", () => {
    expect(Object.keys(payload).sort()).toEqual(["company", "email", "message", "name", "phone", "service", "time"]);
    expect(payload).not.toHaveProperty("privacy");
  });

  test("trims the text fields", () => {
    expect(payload.name).toBe("Ana García");
    expect(payload.company).toBe("Comunidad Los Pinos");
    expect(payload.email).toBe("ana@example.es");
    expect(payload.message).toBe("Necesito presupuesto para el portal.");
  });

  test("the phone is an integer of the typed digits", () => {
    expect(payload.phone).toBe(34968000101);
    expect(Number.isInteger(payload.phone)).toBe(true);
  });

  test("service is passed through and time is the given instant", () => {
    expect(payload.service).toBe("Limpieza de comunidades");
    expect(payload.time).toBe(now);
  });

  test("an empty phone becomes 0", () => {
    expect(buildPayload({ ...form, phone: "" }, now).phone).toBe(0);
  });

  test("does not modify the form", () => {
    const copy = { ...form };
    buildPayload(copy, now);
    expect(copy).toEqual(form);
  });
});

describe("hasChosenService", () => {
  test("false for the placeholder", () => {
    expect(SERVICE_PLACEHOLDER).toBe("Seleccione servicio");
    expect(hasChosenService({ service: "Seleccione servicio" })).toBe(false);
    expect(hasChosenService(EMPTY_FORM)).toBe(false);
  });

  test("false for an empty or blank value", () => {
    expect(hasChosenService({ service: "" })).toBe(false);
    expect(hasChosenService({ service: "   " })).toBe(false);
  });

  test("true for a real service", () => {
    expect(hasChosenService({ service: "Pintura" })).toBe(true);
  });
});

describe("EMPTY_FORM", () => {
  test("is empty, with the placeholder service and privacy not accepted", () => {
    expect(EMPTY_FORM).toEqual({ name: "", company: "", email: "", phone: "", service: "Seleccione servicio", message: "", privacy: false });
  });
});
