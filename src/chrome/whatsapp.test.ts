import { nameThePageInWhatsApp } from "./whatsapp";

test("the WhatsApp link names the page by its title when tapped", () => {
  document.title = "Fontanería Profesional | Montoya";
  document.body.innerHTML =
    '<a href="https://wa.me/34600000103?text=Hola%20https%3A%2F%2Fx.example%2Fservicios%2Ffontaneria%2F" data-whatsapp-text="Hola" data-whatsapp-url="https://x.example/servicios/fontaneria/">WhatsApp</a>';
  nameThePageInWhatsApp(document);
  const link = document.querySelector("a")!;
  link.addEventListener("click", (e) => e.preventDefault());
  link.click();
  expect(new URL(link.href).searchParams.get("text")).toBe("Hola «Fontanería Profesional» (https://x.example/servicios/fontaneria/)");
  expect(new URL(link.href).pathname).toBe("/34600000103");
});
