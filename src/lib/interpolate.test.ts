import fs from "fs";
import path from "path";
import { interpolate, siteTokens } from "./interpolate";
import type { SiteFacts } from "./site-types";

const raw = JSON.parse(fs.readFileSync(path.join(__dirname, "../../data/site.json"), "utf8"));
const site: SiteFacts = {
  brand: raw.brand,
  legalName: raw.legalName,
  taxId: raw.taxId,
  url: raw.url,
  description: raw.description,
  keywords: raw.keywords,
  foundedYear: raw.foundedYear,
  address: raw.address,
  geo: raw.geo,
  phones: raw.phones,
  emails: raw.emails,
  hours: raw.hours,
  social: raw.social,
  areas: raw.areas,
};
const siteUrl = "https://www.example.es";

describe("siteTokens", () => {
  const tokens = siteTokens(site, siteUrl);

  test("takes every value from data/site.json", () => {
    expect(tokens).toEqual({
      brand: raw.brand,
      legalName: raw.legalName,
      taxId: raw.taxId,
      address: `${raw.address.street}, ${raw.address.postalCode} ${raw.address.locality} (${raw.address.region}), ${raw.address.countryName}`,
      phoneMain: raw.phones.main.display,
      phoneSecond: raw.phones.second.display,
      phoneUrgent: raw.phones.urgent.display,
      emailGeneral: raw.emails.general,
      emailQuotes: raw.emails.quotes,
      siteUrl,
    });
  });

  test("every token has a non-empty value", () => {
    for (const [name, value] of Object.entries(tokens)) {
      expect([name, value.trim().length > 0]).toEqual([name, true]);
    }
  });

  test("the address names street, postal code, locality, region and country", () => {
    for (const part of [raw.address.street, raw.address.postalCode, raw.address.locality, raw.address.region, raw.address.countryName]) {
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
    expect(interpolate("{legalName} ({taxId}), {address}", real)).toBe(`${raw.legalName} (${raw.taxId}), ${real.address}`);
  });

  test("a value that looks like a token is not expanded again", () => {
    expect(interpolate("{a}", { a: "{b}" })).toBe("{b}");
  });
});
