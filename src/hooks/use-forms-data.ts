import { graphql, useStaticQuery } from "gatsby";
import { useSiteData } from "./use-site-data";
import type { SiteFacts } from "../lib/site-types";

export type FormsData = NonNullable<Queries.FormsDataQuery["formsJson"]> & {
  /** How long an unsent enquiry may stay in the browser (data/site.json). */
  keptEnquiryHours: number;
};

/** What every enquiry form shows besides its own texts: the shared texts of data/forms.json and the company's lines. */
export interface FormsShared {
  forms: FormsData;
  site: Pick<SiteFacts, "phones" | "emails" | "whatsapp">;
}

/**
 * The texts, options and e-mail block list every enquiry form shares (data/forms.json). A form's own texts (its key
 * there, its fragment beside its component) are queried where it is placed, so they travel only with it.
 */
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
      }
    }
  `);
  return { ...data.formsJson!, keptEnquiryHours: data.siteJson!.keptEnquiryHours };
}

/** The shared texts and company lines an enquiry form island receives as props (forms-context.tsx); on the server. */
export function useFormsShared(): FormsShared {
  const { phones, emails, whatsapp } = useSiteData().site;
  return { forms: useFormsData(), site: { phones, emails, whatsapp } };
}
