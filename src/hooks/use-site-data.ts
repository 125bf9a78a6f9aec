import { graphql, useStaticQuery } from "gatsby";
import type { SiteFacts } from "../lib/site-types";
import { absoluteImage, socialImage, type SocialImage } from "../lib/seo";

export interface MenuService {
  slug: string;
  title: string;
  menu: { group: string; order: number } | null;
}

export interface SiteData {
  siteUrl: string;
  site: SiteFacts;
  /** The default social image, with its absolute URL. */
  defaultImage: SocialImage;
  defaultImageAlt: string;
  navigation: Queries.SiteDataQuery["navigationJson"] & object;
  services: readonly MenuService[];
  /** How every page offers an enquiry kept for want of a connection (data/forms.json, kept). */
  keptTexts: NonNullable<Queries.SiteDataQuery["formsJson"]>["kept"];
}

/** The company facts (data/site.json) every page reads; its type, Queries.SiteFactsFragment, is SiteFacts. */
export const siteFactsFragment = graphql`
  fragment SiteFacts on SiteJson {
    brand
    shortName
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
    whatsapp
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
          childImageSharp {
            ...SocialImage
          }
        }
        imageAlt
      }
      navigationJson {
        actionBar {
          label
          call
          whatsapp
          whatsappText
          quote
          quoteHref
        }
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
      formsJson {
        kept {
          unclaimed
          proofIntro
          proofEmail
          proofPhone
          mine
          noMatch
          notMine
          goToForm
          expiry
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
  // gatsby-config always sets siteUrl (siteUrlFrom has a default). The content check (plugins/content-check)
  // stops any build without these files, or with a site image that is missing or not an image in data/.
  const siteUrl = data.site!.siteMetadata!.siteUrl!;
  const site = data.siteJson!;
  return {
    siteUrl,
    site,
    defaultImage: absoluteImage(siteUrl, socialImage(site.image!.childImageSharp!.social)!),
    defaultImageAlt: site.imageAlt,
    navigation: data.navigationJson!,
    services: data.allServiceJson.nodes,
    keptTexts: data.formsJson!.kept,
  };
}
