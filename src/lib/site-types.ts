/** The company facts every page reads (data/site.json), as the components use them. */
export interface PhoneLine {
  display: string;
  tel: string;
  label: string;
}

export type PhoneLineId = "main" | "second" | "urgent";

export interface SiteFacts {
  brand: string;
  legalName: string;
  taxId: string;
  url: string;
  description: string;
  keywords: readonly string[];
  foundedYear: number;
  address: { street: string; locality: string; postalCode: string; region: string; country: string; countryName: string };
  geo: { latitude: number; longitude: number };
  phones: Record<PhoneLineId, PhoneLine>;
  emails: { general: string; quotes: string };
  hours: { office: string; officeShort: string; urgent: string; industrial: string; openingHours: readonly string[] };
  social: readonly { network: string; href: string }[];
  areas: readonly { name: string; core: boolean }[];
}

/** "968 000 101" with non-breaking spaces, so a phone number never wraps across lines. */
export function phoneText(display: string): string {
  return display.replace(/ /g, "\u00a0");
}
