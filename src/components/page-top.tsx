import React from "react";
import { Seo } from "./seo";
import { PageHero, type PageHeroProps } from "./page-hero";
import type { Crumb } from "./breadcrumb";
import { webPage } from "../lib/structured-data";
import { trail } from "../lib/routes";

export interface PageTopProps extends Omit<PageHeroProps, "crumbs"> {
  /** The page's search-engine texts (Seo fragment). */
  seo: Queries.SeoFragment;
  /** The page itself: the last step of its breadcrumb trail, after the home page. */
  crumb: Crumb;
  /** Its kind of schema.org WebPage. */
  type?: Parameters<typeof webPage>[2];
  /** Its name in that WebPage block: the search title unless the page has a name of its own. */
  name?: string;
}

/** The top of a content page: its head tags (a WebPage and the breadcrumb trail), then its hero. */
export function PageTop({ seo, crumb, type, name = seo.title, ...hero }: PageTopProps) {
  const crumbs = trail(crumb);
  return (
    <>
      <Seo
        {...seo}
        path={crumb.path}
        crumbs={crumbs}
        jsonLd={(provider, url) => [webPage({ name, description: seo.description, url }, provider, type)]}
      />
      <PageHero {...hero} crumbs={crumbs} />
    </>
  );
}
