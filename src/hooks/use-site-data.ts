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
          services
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
  const site = data.siteJson!;
  return {
    siteUrl,
    site: site as SiteFacts,
    defaultImage: `${siteUrl}${site.image?.publicURL ?? ""}`,
    defaultImageAlt: site.imageAlt,
    navigation: data.navigationJson!,
    services: data.allServiceJson.nodes,
  };
}

export function phoneLine(site: SiteFacts, line: PhoneLineId | string) {
  return site.phones[(line in site.phones ? line : "main") as PhoneLineId];
}
