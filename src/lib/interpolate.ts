import type { SiteFacts } from "./site-types";

/** The {tokens} legal and article texts may use, filled from data/site.json so facts live in one place. */
export function siteTokens(site: SiteFacts, siteUrl: string): Record<string, string> {
  const a = site.address;
  return {
    brand: site.brand,
    legalName: site.legalName,
    taxId: site.taxId,
    address: `${a.street}, ${a.postalCode} ${a.locality} (${a.region}), ${a.countryName}`,
    phoneMain: site.phones.main.display,
    phoneSecond: site.phones.second.display,
    phoneUrgent: site.phones.urgent.display,
    emailGeneral: site.emails.general,
    emailQuotes: site.emails.quotes,
    siteUrl,
  };
}

/** Replaces {name} tokens; an unknown token is an error, so a typo never reaches a visitor. */
export function interpolate(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Marcador desconocido ${whole} en el texto: "${text.slice(0, 60)}…"`);
    return value;
  });
}
