import { brandLines } from "./brand";

test("the short name is the first line, the rest of the brand the second", () => {
  expect(brandLines("Montoya Servicios Integrales", "Montoya")).toEqual(["Montoya", "Servicios Integrales"]);
});

test("a brand that does not start with its short name, or is only that, stays whole", () => {
  expect(brandLines("Servicios Montoya", "Montoya")).toEqual(["Servicios Montoya", ""]);
  expect(brandLines("Montoya", "Montoya")).toEqual(["Montoya", ""]);
  expect(brandLines("Montoyana Limpiezas", "Montoya")).toEqual(["Montoyana Limpiezas", ""]);
});
