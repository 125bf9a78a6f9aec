import { countedReferrer, countedSection, countedUrl, isCampaignWord } from "./counted";
import { missingEvent } from "./events";
import { recordSections } from "../content/kinds";

const EMAIL = "juan.perez@correo.es";

describe("what of an address is counted: nothing that names a person", () => {
  test("a campaign value is kept when it looks like a campaign word, and dropped otherwise", () => {
    for (const word of ["google", "ficha-google", "boletín_2026.11", "Campaña-Otoño", "cpc"]) expect(isCampaignWord(word)).toBe(true);
    for (const value of [EMAIL, "juan.perez%40correo.es", "Juan Pérez", "", "a".repeat(51), "<b>", "x/y", "x+y"]) expect(isCampaignWord(value)).toBe(false);
  });

  test("a page's address keeps its path and its campaign words, nothing else of its query or fragment", () => {
    expect(countedUrl("https://m.es/contacto/?utm_source=google&utm_medium=ficha&email=ana%40x.es#f")).toBe("https://m.es/contacto/?utm_source=google&utm_medium=ficha");
    expect(countedUrl("https://m.es/blog/?categoria=pintura")).toBe("https://m.es/blog/");
  });

  test("an e-mail in any campaign parameter, plain or encoded, is dropped; the other parameters stay", () => {
    const asked = `https://m.es/?utm_source=boletin&utm_medium=${encodeURIComponent(EMAIL)}&utm_campaign=${EMAIL}&utm_term=${EMAIL}&utm_content=juan.perez%2540correo.es`;
    expect(countedUrl(asked)).toBe("https://m.es/?utm_source=boletin");
  });

  test("a page that stands for another is counted at its own path, with its campaign words", () => {
    expect(countedUrl(`https://m.es/${EMAIL}?utm_source=boletin&utm_content=${EMAIL}`, "/404/")).toBe("https://m.es/404/?utm_source=boletin");
  });

  test("the referrer is another site's origin only: no path, query or fragment; none from this site or another scheme", () => {
    expect(countedReferrer(`https://mail.example/u/0/${EMAIL}/bandeja?q=${EMAIL}#x`, "https://m.es/")).toBe("https://mail.example");
    expect(countedReferrer("https://www.google.com/search?q=goteras", "https://m.es/")).toBe("https://www.google.com");
    expect(countedReferrer(`https://m.es/${EMAIL}/`, "https://m.es/404/")).toBeNull();
    expect(countedReferrer("android-app://com.google.android.gm/", "https://m.es/")).toBeNull();
    expect(countedReferrer("", "https://m.es/")).toBeNull();
  });

  test("a 404 counts the first step of the path typed only when it is one of the sections given", () => {
    const sections = ["/servicios/", "/blog/"];
    expect(countedSection(`/servicios/${EMAIL}/`, sections)).toBe("/servicios/");
    expect(countedSection(`/blog/${EMAIL}`, sections)).toBe("/blog/");
    expect(countedSection(`/${EMAIL}`, sections)).toBeNull();
    expect(countedSection(`/${EMAIL}/servicios/`, sections)).toBeNull();
    expect(countedSection("/servicios", sections)).toBeNull();
  });

  test("the 404 event names its section, taken from the record kinds' routes, or nothing at all", () => {
    expect(recordSections()).toEqual(["/servicios/", "/blog/"]);
    expect(missingEvent(`/servicios/${EMAIL}/`, recordSections())).toEqual({ name: "404", props: { ruta: "/servicios/" } });
    expect(missingEvent(`/${EMAIL}`, recordSections())).toEqual({ name: "404" });
    expect(missingEvent("/aviso-legal/x/", [])).toEqual({ name: "404" });
  });
});
