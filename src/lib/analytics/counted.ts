/**
 * What of an address leaves the page with an event (beacon.ts): nothing that could name a person. Newsletter, SMS and
 * WhatsApp tools fill in the recipient (`utm_term=612345678`, `utm_content=juan.perez@correo.es`, `Juan_Pérez_García`),
 * a mistyped address may be one (/juan.perez@correo.es), and a webmail's paths hold addresses: so only campaign words,
 * a known section and another site's origin go.
 *
 * A campaign word, the only value of a `utm_*` parameter that goes (any of the five, `utm_term` and `utm_content` as
 * the others), is all of these:
 * - short and plain: 1 to 40 of a-z, A-Z, 0-9, ".", "_" and "-". No "@", space, "%", "+" or "=" (an e-mail, encoded
 *   or in base64 with its padding), and no accented letter or ñ: names carry them (Pérez, Muñoz), campaign words are
 *   written without ("otono-2026");
 * - no phone: with ".", "_" and "-" taken out, no run of six or more digits ("612-345-678", "0034612345678" and a
 *   date written in digits alone, "2026-11-28", all go; write "nov-2026");
 * - no name: at most one capital letter that starts a word (at the start, after ".", "_" or "-", or after a small
 *   letter or a digit). "Google" and "CPC" pass; "Juan_Perez", "JuanPerez", "Black-Friday" and base64 do not: write
 *   campaign words in small letters ("black-friday").
 */

const CAMPAIGN = /^utm_(source|medium|campaign|term|content)$/;
const PLAIN = /^[A-Za-z0-9._-]{1,40}$/;
const PHONE_RUN = /\d{6}/;
/** A capital letter that starts a word: at the start, or after anything but another capital. */
const WORD_CAPITAL = /(?:^|[^A-Z])[A-Z]/g;

/** A campaign value kept: one that reads like a campaign word ("ficha-google", "otono-2026", "boletin_11"). */
export const isCampaignWord = (value: string): boolean =>
  PLAIN.test(value) && !PHONE_RUN.test(value.replace(/[._-]/g, "")) && (value.match(WORD_CAPITAL)?.length ?? 0) <= 1;

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
