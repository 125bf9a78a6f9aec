import { graphql, useStaticQuery } from "gatsby";
import { useSiteData } from "./use-site-data";
import type { SiteFacts } from "../lib/site-types";

export type FormsData = NonNullable<Queries.FormsDataQuery["formsJson"]> & {
  /** How long an unsent enquiry may stay in the browser (data/site.json). */
  keptEnquiryHours: number;
};

/** What every enquiry form shows besides its own texts: the shared texts of data/forms.json and the company's lines. */
export interface FormsShared {
  forms: Omit<FormsData, "contact" | "quote" | "newsletter">;
  site: Pick<SiteFacts, "phones" | "emails" | "whatsapp">;
}

/** Texts, options and the e-mail block list of the enquiry forms (data/forms.json); each form names its own texts. */
export function useFormsData(): FormsData {
  const data = useStaticQuery<Queries.FormsDataQuery>(graphql`
    query FormsData {
      siteJson {
        keptEnquiryHours
      }
      formsJson {
        blockList
        noScript
        otherWays
        otherWaysOr
        trapLabel
        dataProtection {
          heading
          controller
          rights
          linkLabel
          href
          kept
        }
        kept {
          offline
          notKept
          pending
          sendNow
          discard
        }
        sendFailure {
          alert
          rateLimited
          blockedAddress
          automatedBrowser
          other
          callUs
        }
        handOver {
          title
          text
          whatsapp
          whatsappOpening
          email
          subject
          copy
          copied
          copyFailed
          call
          labels {
            name
            company
            email
            phone
            service
            message
          }
        }
        contact {
          ...ContactFormTexts
        }
        quote {
          ...QuoteFormTexts
        }
        newsletter {
          ...NewsletterFormTexts
        }
      }
    }
  `);
  return { ...data.formsJson!, keptEnquiryHours: data.siteJson!.keptEnquiryHours };
}

/** The shared texts and company lines an enquiry form island receives as props (forms-context.tsx); on the server. */
export function useFormsShared(): FormsShared {
  const { contact: _contact, quote: _quote, newsletter: _newsletter, ...forms } = useFormsData();
  const { phones, emails, whatsapp } = useSiteData().site;
  return { forms, site: { phones, emails, whatsapp } };
}
