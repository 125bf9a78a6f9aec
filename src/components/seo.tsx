import React from "react";
import { Helmet, type HelmetProps } from "react-helmet";
import { graphql } from "gatsby";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteImage, absoluteUrl, metaTags, pageTitle, type SocialImage } from "../lib/seo";
import { breadcrumbList, localBusiness, type Business } from "../lib/structured-data";
import { printPageCss } from "../lib/print";
import { jsonInScript } from "../lib/inline-text";
import { phoneText } from "../lib/site-types";
import type { Crumb } from "./breadcrumb";

/** A page's own search-engine texts; page queries spread it (`...Seo`) on their `seo`, and pass it on as props. */
export const seoFragment = graphql`
  fragment Seo on ContentSeo {
    title
    description
    keywords
  }
`;

/** A picture cut to 1200 × 630 for social networks (sharp, at build); spread on an image's childImageSharp. */
export const socialImageFragment = graphql`
  fragment SocialImage on ImageSharp {
    social: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) {
      src
      width
      height
    }
  }
`;

export interface SeoProps {
  title: string;
  description: string;
  keywords: readonly string[];
  path: string;
  /** The page's own picture for social networks (SocialImage fragment); the company card when absent. */
  image?: SocialImage;
  imageAlt?: string;
  type?: "website" | "article";
  /** JSON-LD blocks, built with the provider the layout passes in. */
  jsonLd?: (provider: Business, url: string, siteUrl: string) => object[];
  /** The page's breadcrumb trail, published as BreadcrumbList. */
  crumbs?: readonly Crumb[];
  noindex?: boolean;
}

/** react-helmet writes each page's head into its HTML at build time; pages are whole documents, so that is all. */
function Head(props: HelmetProps) {
  return <Helmet {...props} />;
}

/** The phones and address a printed sheet carries. */
const printContact = (site: ReturnType<typeof useSiteData>["site"]) => {
  const a = site.address;
  return `Tel. ${phoneText(site.phones.main.display)} · ${phoneText(site.phones.second.display)} · ${a.street}, ${a.postalCode} ${a.locality} (${a.region})`;
};

/** Everything crawlers and social networks read in the head of a page (and the margins of its printed sheets). */
export function Seo({ title, description, keywords, path, image, imageAlt, type = "website", jsonLd, crumbs, noindex }: SeoProps) {
  const { site, siteUrl, defaultImage, defaultImageAlt } = useSiteData();
  const url = absoluteUrl(siteUrl, path);
  const shared = image ? absoluteImage(siteUrl, image) : defaultImage;
  const fullTitle = pageTitle(title, site.brand);
  const provider = localBusiness(site, siteUrl, defaultImage.src);
  const blocks = jsonLd ? jsonLd(provider, url, siteUrl) : [];
  if (crumbs) blocks.push(breadcrumbList(crumbs.map((c) => ({ name: c.name, url: absoluteUrl(siteUrl, c.path) }))));
  return (
    <Head htmlAttributes={{ lang: "es" }}>
      <title>{fullTitle}</title>
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      {metaTags({ title: fullTitle, description, keywords, url, image: shared, imageAlt: imageAlt ?? defaultImageAlt, type }, site.brand).map((tag) => (
        <meta key={tag.name ?? tag.property} {...tag} />
      ))}
      {blocks.map((block, i) => (
        <script key={i} type="application/ld+json">
          {jsonInScript(block)}
        </script>
      ))}
      <style>{printPageCss({ brand: site.brand, url, contact: printContact(site) })}</style>
    </Head>
  );
}
