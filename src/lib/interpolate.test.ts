import { fillTokens, interpolate, pendingFacts, siteTokens, tokensIn } from "./interpolate";
import { readSiteFacts } from "../../tests/unit/site-facts";

const site = readSiteFacts();
const siteUrl = "https://www.example.es";

describe("siteTokens", () => {
  const tokens = siteTokens(site, siteUrl);

  test("takes every value from data/site.json, as a legal page that names them all reads", () => {
    const a = site.address;
    expect(tokens.address).toBe(`${a.street}, ${a.postalCode} ${a.locality} (${a.region}), ${a.countryName}`);
    const written = "{brand} ({legalName}, NIF {taxId}), {address}. Tel. {phoneMain} o {phoneSecond}; urgencias {phoneUrgent}. {emailGeneral}, {emailQuotes}. {siteUrl}";
    const phones = `${site.phones.main.display} o ${site.phones.second.display}; urgencias ${site.phones.urgent.display}`;
    expect(interpolate(written, tokens)).toBe(
      `${site.brand} (${site.legalName}, NIF ${site.taxId}), ${tokens.address}. Tel. ${phones}. ${site.emails.general}, ${site.emails.quotes}. ${siteUrl}`,
    );
    expect(Object.keys(tokens).sort()).toEqual(
      [
        "address", "brand", "clients", "communities", "emailGeneral", "emailQuotes", "foundedYear", "insurance", "jobs", "keptEnquiryHours", "keyRounds", "legalName",
        "localities", "phoneMain", "phoneSecond", "phoneUrgent", "registryEntry", "registryFolio", "registryOffice", "registrySheet",
        "registryVolume", "replyHours", "siteUrl", "taxId", "terraces", "trainingHours", "years", "yearsAlt",
      ].sort(),
    );
  });

  test("the company's figures read as a Spanish text writes them", () => {
    const facts = { ...site, figures: { ...site.figures, insuranceEuros: 600000, jobs: 1000, clients: 500, years: 25 } };
    const t = siteTokens(facts, siteUrl);
    expect(interpolate("más de {years} años, {clients} clientes, {jobs} trabajos, hasta {insurance}", t)).toBe(
      "más de 25 años, 500 clientes, 1000 trabajos, hasta 600.000\u00a0€",
    );
    expect(t.foundedYear).toBe(String(site.foundedYear));
    expect(t.localities).toBe(String(site.areas.length));
    expect(t.replyHours).toBe(String(site.figures.replyHours));
    expect(t.keptEnquiryHours).toBe(String(site.keptEnquiryHours));
    expect(t.keyRounds).toBe("600.000");
  });

  test("milestones with an id become {year.id} tokens", () => {
    const t = siteTokens(site, siteUrl, [{ id: "industrial", year: "2004" }, { year: "2010" }]);
    expect(interpolate("desde {year.industrial}", t)).toBe("desde 2004");
    expect(Object.keys(t).filter((k) => k.startsWith("year."))).toEqual(["year.industrial"]);
  });

  test("registry values still marked PENDIENTE are listed for the build to warn about", () => {
    const registry = { office: "Murcia", volume: "PENDIENTE", folio: "123", sheet: "PENDIENTE", entry: "1ª" };
    expect(pendingFacts({ registry })).toEqual(["registry.volume", "registry.sheet"]);
    expect(pendingFacts({ registry: { ...registry, volume: "1", sheet: "MU-1" } })).toEqual([]);
  });

  test("tokensIn names the tokens of a text, milestone years included", () => {
    expect(tokensIn("Desde {foundedYear}, y en {year.waterproofing}; {no token} {x}")).toEqual(["foundedYear", "year.waterproofing", "x"]);
  });

  test("every token has a non-empty value", () => {
    for (const [name, value] of Object.entries(tokens)) {
      expect([name, value.trim().length > 0]).toEqual([name, true]);
    }
  });

  test("the address names street, postal code, locality, region and country", () => {
    for (const part of [site.address.street, site.address.postalCode, site.address.locality, site.address.region, site.address.countryName]) {
      expect(tokens.address).toContain(part);
    }
  });
});

describe("interpolate", () => {
  const tokens = { brand: "Montoya", phoneMain: "968 000 101", siteUrl: "https://www.example.es" };

  test("replaces every known token, also repeated ones", () => {
    expect(interpolate("{brand} atiende en el {phoneMain}. {brand} — {siteUrl}/contacto", tokens)).toBe(
      "Montoya atiende en el 968 000 101. Montoya — https://www.example.es/contacto",
    );
  });

  test("text without tokens is returned unchanged", () => {
    expect(interpolate("Sin marcadores.", tokens)).toBe("Sin marcadores.");
  });

  test("an unknown token throws, naming the token", () => {
    expect(() => interpolate("Llame al {telefono}.", tokens)).toThrow("{telefono}");
  });

  test("an unknown token throws even when known tokens surround it", () => {
    expect(() => interpolate("{brand} {brnad} {phoneMain}", tokens)).toThrow("{brnad}");
  });

  test("token names are case sensitive", () => {
    expect(() => interpolate("{Brand}", tokens)).toThrow("{Brand}");
  });

  test("works with the real site tokens", () => {
    const real = siteTokens(site, "https://www.example.es");
    expect(interpolate("{legalName} ({taxId}), {address}", real)).toBe(`${site.legalName} (${site.taxId}), ${real.address}`);
  });

  test("a value that looks like a token is not expanded again", () => {
    expect(interpolate("{a}", { a: "{b}" })).toBe("{b}");
  });
});

describe("fillTokens", () => {
  test("fills every string of a text, a list or a record, and leaves other values alone", () => {
    const tokens = { brand: "Montoya", years: "25" };
    expect(fillTokens("{brand}", tokens)).toBe("Montoya");
    expect(fillTokens(["{brand}", "más de {years} años"], tokens)).toEqual(["Montoya", "más de 25 años"]);
    expect(fillTokens({ a: { b: ["{years}"] }, n: 3, f: null, ok: true }, tokens)).toEqual({ a: { b: ["25"] }, n: 3, f: null, ok: true });
    expect(() => fillTokens({ a: ["{nada}"] }, tokens)).toThrow("{nada}");
  });
});
