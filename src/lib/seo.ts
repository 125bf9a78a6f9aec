/** Title, canonical URL and social tags of a page, computed from its own data and the site facts. */

export const DEFAULT_SITE_URL = "https://www.montoya-servicios.example";

/**
 * SITE_URL (if set) wins over data/site.json; no trailing slash. It reaches every canonical link, the sitemap and
 * each page's structured data, so anything but a scheme and a host (a path, a space, a quote) is refused.
 */
export function siteUrlFrom(envValue: string | undefined, dataValue: string | undefined): string {
  const chosen = ((envValue && envValue.trim()) || dataValue || DEFAULT_SITE_URL).replace(/\/+$/, "");
  if (!/^https?:\/\/[a-z0-9.-]+(:[0-9]+)?$/i.test(chosen)) throw new Error(`SITE_URL o data/site.json (url) debe ser https:// y el dominio, sin ruta (es "${chosen}").`);
  return chosen;
}

/** "Limpieza industrial en Murcia" → "Limpieza industrial en Murcia | Brand"; the brand alone stays alone. */
export function pageTitle(title: string, brand: string): string {
  return title === brand ? brand : `${title} | ${brand}`;
}

/** What a page's head is written from: its `seo` texts; an article's `seo` has no description, and its excerpt is it. */
export interface HeadSource {
  seo: { title: string; description?: string | null };
  excerpt?: string | null;
}

/** A page's search title (before the brand, `pageTitle`) and description, each with the field of its data it comes from. */
export interface HeadTexts {
  title: { field: "seo.title"; text: string };
  description: { field: "seo.description" | "excerpt"; text: string };
}

/** The texts a page's head carries, from its data: what the pages pass to `Seo` and what the content check compares. */
export function headTexts(source: HeadSource): HeadTexts {
  const own = source.seo.description;
  return {
    title: { field: "seo.title", text: source.seo.title },
    description: own != null ? { field: "seo.description", text: own } : { field: "excerpt", text: source.excerpt ?? "" },
  };
}

/**
 * Absolute URL of a page, always ending in a slash: static hosts serve a page folder at /ruta/ and redirect /ruta
 * there, so that is the address crawlers should know (gatsby-config trailingSlash "always").
 */
export function absoluteUrl(siteUrl: string, pathname: string): string {
  const clean = pathname.replace(/^\/+|\/+$/g, "");
  return `${siteUrl}/${clean ? `${clean}/` : ""}`;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

/** A page's picture for social networks: 1200 × 630, as Open Graph and Twitter cards show it. */
export interface SocialImage {
  /** Site-relative or absolute URL. */
  src: string;
  width: number;
  height: number;
}

/** The social image a query gave (sharp's resize: every field nullable in the types), or undefined if incomplete. */
export function socialImage(resize: { src: string | null; width: number | null; height: number | null } | null | undefined): SocialImage | undefined {
  return resize?.src && resize.width && resize.height ? { src: resize.src, width: resize.width, height: resize.height } : undefined;
}

export interface SeoInput {
  title: string;
  description: string;
  keywords: readonly string[];
  url: string;
  /** Absolute URL and size of the picture. */
  image: SocialImage;
  imageAlt: string;
  type: "website" | "article";
}

/** Meta description, keywords, Open Graph and Twitter card tags. */
export function metaTags(input: SeoInput, brand: string): MetaTag[] {
  return [
    { name: "description", content: input.description },
    { name: "keywords", content: input.keywords.join(", ") },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: input.url },
    { property: "og:type", content: input.type },
    { property: "og:image", content: input.image.src },
    { property: "og:image:width", content: String(input.image.width) },
    { property: "og:image:height", content: String(input.image.height) },
    { property: "og:image:alt", content: input.imageAlt },
    { property: "og:locale", content: "es_ES" },
    { property: "og:site_name", content: brand },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: input.image.src },
    { name: "twitter:image:alt", content: input.imageAlt },
  ];
}

/** The image with its address made absolute (social networks fetch it from elsewhere). */
export function absoluteImage(siteUrl: string, image: SocialImage): SocialImage {
  return /^https?:/.test(image.src) ? image : { ...image, src: `${siteUrl}${image.src}` };
}
