import { whatsappLink, whatsappMessage } from "./whatsapp";

test("the link has the number in digits and the message encoded", () => {
  expect(whatsappLink("+34 600 000 103", "Hola, ¿precio? & más")).toBe("https://wa.me/34600000103?text=Hola%2C%20%C2%BFprecio%3F%20%26%20m%C3%A1s");
});

test("the message names the page by its title and address, or by its address alone", () => {
  const url = "https://www.example.es/servicios/fontaneria/";
  expect(whatsappMessage("Quisiera información sobre", url, "Fontanería en Murcia")).toBe(`Quisiera información sobre «Fontanería en Murcia» (${url})`);
  expect(whatsappMessage("Quisiera información sobre", url)).toBe(`Quisiera información sobre ${url}`);
});
