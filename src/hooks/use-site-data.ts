import { graphql, useStaticQuery } from "gatsby";
import type { PhoneLineId, SiteFacts } from "../lib/site-types";

export interface MenuService {
  slug: string;
  title: string;
  menu: { group: string; order: number } | null;
}

export interface SiteData {
  siteUrl: string;
  site: SiteFacts;
  /** Absolute URL of the default social image. */
  defaultImage: string;
  defaultImageAlt: string;
  navigation: Queries.SiteDataQuery["navigationJson"] & object;
  services: readonly MenuService[];
}

/** The company facts (data/site.json) every page reads; its type, Queries.SiteFactsFragment, is SiteFacts. */
export const siteFactsFragment = graphql`
  fragment SiteFacts on SiteJson {
    brand
    legalName
    taxId
    url
    description
    keywords
    foundedYear
    address {
      street
      locality
      postalCode
      region
      country
      countryName
    }
    geo {
      latitude
      longitude
    }
    phones {
      main {
        display
        tel
        label
      }
      second {
        display
        tel
        label
      }
      urgent {
        display
        tel
        label
      }
    }
    emails {
      general
      quotes
    }
    hours {
      office
      officeShort
      urgent
      industrial
      openingHours
    }
    social {
      network
      href
    }
    areas {
      name
      core
    }
  }
`;

/** Site facts, navigation and the service list: everything the layout and the head need on every page. */
export function useSiteData(): SiteData {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteJson {
        ...SiteFacts
        image {
          publicURL
        }
        imageAlt
      }
      navigationJson {
        main {
          label
          href
          megaMenu
        }
        cta {
          label
          href
        }
        megaMenu {
          maxPerGroup
          moreLabel
          moreHref
          cta {
            label
            href
          }
          groups {
            id
            title
            icon
          }
        }
        footer {
          about
          services {
            slug
            title
          }
          quickLinks {
            label
            href
          }
          legalLinks {
            label
            href
          }
        }
      }
      allServiceJson(sort: [{ menu: { order: ASC } }, { title: ASC }]) {
        nodes {
          slug
          title
          menu {
            group
            order
          }
        }
      }
    }
  `);
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? "";
  // The content check (gatsby-node onPreBootstrap) stops any build without these files.
  const site = data.siteJson!;
  const navigation = data.navigationJson!;
  return {
    siteUrl,
    site,
    defaultImage: `${siteUrl}${site.image?.publicURL ?? ""}`,
    defaultImageAlt: site.imageAlt,
    navigation,
    services: data.allServiceJson.nodes,
  };
}

const isPhoneLine = (line: string): line is PhoneLineId => line === "main" || line === "second" || line === "urgent";

/** The phone line a content file names ("main", "second", "urgent"); the main line for anything else. */
export function phoneLine(site: SiteFacts, line: string) {
  return site.phones[isPhoneLine(line) ? line : "main"];
}
