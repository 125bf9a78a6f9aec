import type { BlogPosting, BreadcrumbList, City, LocalBusiness, Service, WebPage, WithContext } from "schema-dts";
import type { SiteFacts } from "./site-types";
import { absoluteUrl } from "./seo";

/** The company's LocalBusiness, with the places it serves always present. */
export type Business = Exclude<LocalBusiness, string> & { areaServed: City[] };

/** The company as schema.org LocalBusiness: the provider of every service and the publisher of every page. */
export function localBusiness(site: SiteFacts, siteUrl: string, image: string): Business {
  return {
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#empresa`,
    name: site.brand,
    legalName: site.legalName,
    taxID: site.taxId,
    url: absoluteUrl(siteUrl, "/"),
    image,
    // The site's icon (made at build from data/images/icono.svg): what Google's Article guidelines ask of a publisher.
    logo: { "@type": "ImageObject", url: `${siteUrl}/apple-touch-icon.png` },
    telephone: site.phones.main.tel,
    email: site.emails.general,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      postalCode: site.address.postalCode,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    openingHours: [...site.hours.openingHours],
    areaServed: site.areas.map((a) => ({ "@type": "City" as const, name: a.name })),
    sameAs: site.social.map((s) => s.href),
  };
}

export interface PageFacts {
  name: string;
  description: string;
  url: string;
}

export function servicePage(page: PageFacts & { serviceType: string }, provider: Business): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: page.name,
    description: page.description,
    url: page.url,
    serviceType: page.serviceType,
    provider,
    areaServed: provider.areaServed,
  };
}

export function webPage(page: PageFacts, provider: Business, type: "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage" = "WebPage"): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name: page.name,
    description: page.description,
    url: page.url,
    inLanguage: "es-ES",
    publisher: provider,
    about: provider,
  } as WithContext<WebPage>;
}

export function breadcrumbList(items: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

export interface ArticleFacts extends PageFacts {
  datePublished: string;
  author: string;
  authorRole: string;
  /** The article's last revision, when the data has one. */
  dateModified?: string | null;
  image: string;
  keywords: readonly string[];
  category: string;
}

export function blogPosting(article: ArticleFacts, publisher: Business): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.name,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    inLanguage: "es-ES",
    articleSection: article.category,
    keywords: article.keywords.join(", "),
    image: article.image,
    author: { "@type": "Person", name: article.author, jobTitle: article.authorRole },
    publisher,
  };
}
