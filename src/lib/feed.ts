import { absoluteUrl } from "./seo";
import { articlePath } from "./routes";

export interface FeedArticle {
  jsonId: number;
  title: string;
  excerpt: string;
  date: string;
  category: string;
}

/** The blog's RSS items (gatsby-plugin-feed, `rss` itemOptions): every article, newest first, by its canonical URL. */
export function feedItems(articles: readonly FeedArticle[], siteUrl: string) {
  return [...articles]
    .sort((a, b) => b.date.localeCompare(a.date) || b.jsonId - a.jsonId)
    .map((a) => {
      const url = absoluteUrl(siteUrl, articlePath(a.jsonId));
      return { title: a.title, description: a.excerpt, date: a.date, url, guid: url, categories: [a.category] };
    });
}

/** The feed's own title, the one its <link rel="alternate"> in every page carries too. */
export const feedTitle = (brand: string) => `Blog de ${brand}`;
