import React from "react";
import { Helmet } from "react-helmet";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl, metaTags, pageTitle } from "../lib/seo";
import { breadcrumbList, localBusiness, type Business } from "../lib/structured-data";
import type { Crumb } from "./breadcrumb";

export interface SeoProps {
  title: string;
  description: string;
  keywords: readonly string[];
  path: string;
  /** Site-relative URL of the page's own image; the company card when absent. */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article";
  /** JSON-LD blocks, built with the provider the layout passes in. */
  jsonLd?: (provider: Business, url: string, siteUrl: string) => object[];
  /** The page's breadcrumb trail, published as BreadcrumbList. */
  crumbs?: readonly Crumb[];
  noindex?: boolean;
}

/** Everything crawlers and social networks read in the head of a page. */
export function Seo({ title, description, keywords, path, image, imageAlt, type = "website", jsonLd, crumbs, noindex }: SeoProps) {
  const { site, siteUrl, defaultImage, defaultImageAlt } = useSiteData();
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = image ? `${siteUrl}${image}` : defaultImage;
  const fullTitle = pageTitle(title, site.brand);
  const provider = localBusiness(site, siteUrl, defaultImage);
  const blocks = jsonLd ? jsonLd(provider, url, siteUrl) : [];
  if (crumbs) blocks.push(breadcrumbList(crumbs.map((c) => ({ name: c.name, url: absoluteUrl(siteUrl, c.path) }))));
  return (
    <Helmet htmlAttributes={{ lang: "es" }}>
      <title>{fullTitle}</title>
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      {metaTags({ title: fullTitle, description, keywords, url, image: imageUrl, imageAlt: imageAlt ?? defaultImageAlt, type }, site.brand).map((tag) => (
        <meta key={tag.name ?? tag.property} {...tag} />
      ))}
      {blocks.map((block, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(block)}
        </script>
      ))}
    </Helmet>
  );
}
