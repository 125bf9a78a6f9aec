import { buildPayload, EMPTY_FORM, hasChosenService, PAYLOAD_FIELDS, PAYLOAD_TYPES, SERVICE_PLACEHOLDER, type EnquiryForm } from "./payload";

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

describe("the payload definition", () => {
  test("names the seven template parameters in the order they are sent", () => {
    expect(PAYLOAD_FIELDS.map((f) => f.name)).toEqual(["name", "company", "email", "phone", "service", "message", "time"]);
    expect(Object.keys(buildPayload(form, 1))).toEqual(PAYLOAD_FIELDS.map((f) => f.name));
  });

  test("gives each parameter the JSON type it is sent as, for the local mailbox", () => {
    expect(PAYLOAD_TYPES.map((t) => t.name)).toEqual(PAYLOAD_FIELDS.map((f) => f.name));
    const types = Object.fromEntries(PAYLOAD_TYPES.map((t) => [t.name, t.type]));
    expect(types).toMatchObject({ name: "string", company: "string", email: "string", phone: "integer", service: "string", message: "string", time: "integer" });
    const sent = buildPayload(form, 1736899200000) as unknown as Record<string, unknown>;
    for (const { name, type } of PAYLOAD_TYPES) {
      expect([name, type === "integer" ? Number.isSafeInteger(sent[name]) : typeof sent[name] === "string"]).toEqual([name, true]);
    }
  });

  test("the empty form has every typed parameter, and no time", () => {
    expect(Object.keys(EMPTY_FORM)).toEqual([...PAYLOAD_FIELDS.filter((f) => f.kind !== "sentAt").map((f) => f.name), "privacy"]);
  });

  test("a parameter a form does not ask for is sent empty: text as \"\", phone as 0", () => {
    expect(buildPayload({ email: " vecino@correo.example " }, 5)).toEqual({ name: "", company: "", email: "vecino@correo.example", phone: 0, service: "", message: "", time: 5 });
  });

  test("a chosen option or a form's own text is sent exactly as it is; typed text is trimmed", () => {
    const payload = buildPayload({ service: "Limpieza Industrial - Otro sector ", message: " Desengrase " }, 5);
    expect(payload.service).toBe("Limpieza Industrial - Otro sector ");
    expect(payload.message).toBe("Desengrase");
  });

  test("the privacy consent, or anything else that is not a parameter, is never sent", () => {
    const extra = { ...form, sector: "Metal y automoción" } as EnquiryForm;
    expect(Object.keys(buildPayload(extra, 1))).not.toContain("sector");
  });
});
