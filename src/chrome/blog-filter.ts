/**
 * The blog's filter (src/components/blog-filter.tsx writes it, the list unfiltered, beside the cards:
 * blog-articles.tsx), run by the page script without React: the search (title, excerpt or any tag) and the category
 * show and hide the cards the page already has, the first result in the featured block when it is featured (the rules:
 * src/lib/blog), and the live region says how many are left. The filter lives in the address (?q=…&categoria=…): read
 * on arrival and on back/forward, written as the visitor filters (typing in place, a category as a new entry), so a
 * sidebar tag, a link to the list with it in the address, puts itself in the search; text typed before this ran wins
 * over the address. Its chunk comes only with pages that have the list (BLOG_CHUNK, src/lib/browser-chunks.ts).
 */
import { ALL_CATEGORIES, filterArticles, resultCountText, splitFeatured, type ArticleSummary } from "../lib/blog/filter";
import { blogQueryString, parseBlogQuery, type BlogQuery } from "../lib/blog/query-string";
import { showArticles } from "../lib/blog/show-articles";
import { HYDRATED_ATTRIBUTE } from "../lib/hydrated";

/** Runs the page's blog filter, if it has one; returns what stops it. */
export function wireBlogFilter(doc: Document): () => void {
  const root = doc.querySelector<HTMLElement>("[data-blog-filter]");
  const win = doc.defaultView;
  if (!root || !win) return () => undefined;
  const stop = new AbortController();
  const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void) =>
    target.addEventListener(type, listener as EventListener, { signal: stop.signal });
  const articles = JSON.parse(root.querySelector("script")!.textContent!) as ArticleSummary[];
  const search = root.querySelector<HTMLInputElement>("input")!;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-category]")];
  const categories = buttons.map((button) => button.dataset.category!);
  const count = root.querySelector<HTMLElement>('[role="status"]');
  const empty = root.querySelector<HTMLElement>("[data-empty]");
  let shown: BlogQuery = { q: "", category: ALL_CATEGORIES };

  // Only what changes is written: each write restyles the list.
  const show = (next: BlogQuery) => {
    shown = next;
    if (search.value !== next.q) search.value = next.q;
    for (const button of buttons) {
      const pressed = String(button.dataset.category === next.category);
      if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
    }
    const results = filterArticles(articles, next.q, next.category);
    const { featured, rest } = splitFeatured(results);
    showArticles(doc, featured ? featured.id : null, rest.map((a) => a.id));
    const said = resultCountText(results.length);
    if (count && count.textContent !== said) count.textContent = said;
    if (empty) empty.hidden = results.length > 0;
  };
  const go = (next: BlogQuery, newEntry: boolean) => {
    show(next);
    const url = `${win.location.pathname}${blogQueryString(next)}`;
    if (newEntry) win.history.pushState(win.history.state, "", url);
    else win.history.replaceState(win.history.state, "", url);
  };
  const fromAddress = (query: string) => parseBlogQuery(query, categories);

  on(search, "input", () => go({ ...shown, q: search.value }, false));
  for (const button of buttons) {
    on(button, "click", () => {
      if (button.dataset.category !== shown.category) go({ ...shown, category: button.dataset.category! }, true);
    });
  }
  on(win, "popstate", () => show(fromAddress(win.location.search)));

  const arrived = fromAddress(win.location.search);
  if (search.value && search.value !== arrived.q) go({ ...arrived, q: search.value }, false);
  else show(arrived);
  // The page's loader replays the taps it held on the categories once this is set.
  root.setAttribute(HYDRATED_ATTRIBUTE, "true");
  return () => stop.abort();
}
