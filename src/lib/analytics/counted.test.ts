import { countedReferrer, countedSection, countedUrl, isCampaignWord } from "./counted";
import { missingEvent } from "./events";
import { recordSections } from "../content/kinds";

const EMAIL = "juan.perez@correo.es";

describe("what of an address is counted: nothing that names a person", () => {
  /** What an SMS, WhatsApp or newsletter tool may fill in for its recipient, in every form it comes in. */
  const HOSTILE: [string, string][] = [
    ["a mobile, bare", "612345678"],
    ["a mobile with spaces", "612 345 678"],
    ["a mobile in threes with dashes", "612-345-678"],
    ["a mobile in threes with dots", "612.345.678"],
    ["a mobile in twos", "612-34-56-78"],
    ["a mobile with underscores", "612_345_678"],
    ["a mobile with +34", "+34612345678"],
    ["a mobile with +34 and spaces", "+34 612 34 56 78"],
    ["a mobile with 0034", "0034612345678"],
    ["a mobile with 0034 and dashes", "0034-612-345-678"],
    ["a mobile with 34", "34612345678"],
    ["a landline in twos", "968-00-01-01"],
    ["a landline in brackets", "(968)000101"],
    ["a number inside a word", "sms-612345678-envio"],
    ["a name with accents", "Juan_Pérez_García"],
    ["a name in small letters with accents", "juan_pérez_garcía"],
    ["a name joined", "JuanPerezGarcia"],
    ["a name with a dot", "Juan.Perez"],
    ["a first name with an accent", "maría"],
    ["a name with ñ", "muñoz"],
    ["an e-mail", EMAIL],
    ["an e-mail encoded", "juan.perez%40correo.es"],
    ["an e-mail in base64", btoa(EMAIL)],
    ["an e-mail in base64, unpadded", btoa(EMAIL).replace(/=+$/, "")],
    ["a name with a space", "Juan Pérez"],
    ["nothing", ""],
    ["too long", "a".repeat(41)],
    ["markup", "<b>"],
    ["a path", "x/y"],
    ["a plus", "x+y"],
  ];
  const CAMPAIGN_WORDS = ["otono-2026", "boletin_11", "whatsapp", "google", "ficha-google", "cpc", "Google", "CPC", "sms", "newsletter.nov-2026", "a".repeat(40)];

  test.each(HOSTILE)("%s is dropped: %j", (_what, value) => {
    expect(isCampaignWord(value)).toBe(false);
  });

  test.each(CAMPAIGN_WORDS)("a campaign word is kept: %j", (word) => {
    expect(isCampaignWord(word)).toBe(true);
  });

  test("utm_term and utm_content that name no one go; a phone or a name in them is dropped, the rest stay", () => {
    const words = "utm_source=whatsapp&utm_medium=sms&utm_campaign=otono-2026";
    const asked: [string, string][] = [
      [`${words}&utm_term=0034612345678&utm_content=Juan_P%C3%A9rez_Garc%C3%ADa`, words],
      ["utm_term=limpieza&utm_content=boletin_11", "utm_term=limpieza&utm_content=boletin_11"],
      ["utm_content=612%20345%20678", ""],
    ];
    for (const [query, kept] of asked) expect(countedUrl(`https://m.es/?${query}`)).toBe(`https://m.es/${kept && `?${kept}`}`);
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
