/**
 * What of an address leaves the page with an event (beacon.ts): nothing that could name a person. Newsletter tools
 * put the subscriber's e-mail in `utm_content` or `utm_term`, a mistyped address may be one (/juan.perez@correo.es),
 * and a webmail's paths hold addresses: so only campaign words, a known section and another site's origin go.
 */

const CAMPAIGN = /^utm_(source|medium|campaign|term|content)$/;
/** Letters (accented ones and ñ too), digits, ".", "_" and "-", at most 50: no "@", no space, no "%". */
const CAMPAIGN_WORD = /^[\w.\u00c0-\u024f-]{1,50}$/;

/** A campaign value kept: one that looks like a campaign word ("ficha-google", "boletín_2026.11"). */
export const isCampaignWord = (value: string): boolean => CAMPAIGN_WORD.test(value);

/**
 * The page's address as counted: its path (or `path`, on a page that stands for another: the 404's own), and of its
 * query only the campaign parameters whose values are campaign words.
 */
export function countedUrl(href: string, path?: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  url.searchParams.forEach((v, k) => {
    if (CAMPAIGN.test(k) && isCampaignWord(v)) kept.append(k, v);
  });
  const query = kept.toString();
  return `${url.origin}${path ?? url.pathname}${query ? `?${query}` : ""}`;
}

/** The referrer as counted: another site's origin only (its source), none for this site or anything but http(s). */
export function countedReferrer(referrer: string, page: string): string | null {
  try {
    const ref = new URL(referrer);
    return ref.origin !== new URL(page).origin && /^https?:$/.test(ref.protocol) ? ref.origin : null;
  } catch {
    return null;
  }
}

/** What a 404 counts of the path typed: its first step when that is one of the site's `sections` ("/blog/"), else nothing. */
export function countedSection(pathname: string, sections: readonly string[]): string | null {
  const first = /^\/[^/]+\//.exec(pathname)?.[0];
  return first && sections.includes(first) ? first : null;
}
