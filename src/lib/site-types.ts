/**
 * The company facts every page reads (data/site.json), typed by the GraphQL fragment in src/hooks/use-site-data.ts,
 * whose types Gatsby derives from the same JSON Schema the content check uses.
 */
export type SiteFacts = Queries.SiteFactsFragment;
export type PhoneLineId = keyof SiteFacts["phones"];
export type PhoneLine = SiteFacts["phones"][PhoneLineId];

/** "968 000 101" with non-breaking spaces, so a phone number never wraps across lines. */
export function phoneText(display: string): string {
  return display.replace(/ /g, "\u00a0");
}

/** The phone line a content file names ("main", "second", "urgent"; the schema allows no other); else the main one. */
export function phoneLine(site: SiteFacts, line: string): PhoneLine {
  const phones: Partial<Record<string, PhoneLine>> = site.phones;
  return phones[line] ?? site.phones.main;
}
