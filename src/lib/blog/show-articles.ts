/**
 * The blog's list is HTML the page renders once (src/components/blog-articles.tsx): a featured block with a card for
 * each featured article and the grid with every article. The filter (src/chrome/blog-filter.ts) shows what it leaves:
 * the featured card of the first result when it is featured, the rest in the grid, each container hidden when empty.
 */
export const FEATURED_ATTRIBUTE = "data-featured-article";
export const LISTED_ATTRIBUTE = "data-listed-article";

export function showArticles(doc: Document, featured: number | null, listed: readonly number[]): void {
  const shown = new Set(listed.map(String));
  const toggle = (selector: string, visible: (el: HTMLElement) => boolean) => {
    for (const el of doc.querySelectorAll<HTMLElement>(selector)) {
      const hide = !visible(el);
      if (el.hidden !== hide) el.hidden = hide; // only what changes: each write restyles the list
    }
  };
  toggle(`[${FEATURED_ATTRIBUTE}]`, (el) => el.getAttribute(FEATURED_ATTRIBUTE) === String(featured));
  toggle(`[${LISTED_ATTRIBUTE}]`, (el) => shown.has(el.getAttribute(LISTED_ATTRIBUTE)!));
  toggle("[data-featured-block]", () => featured !== null);
  toggle("[data-listed-block]", () => shown.size > 0);
}
