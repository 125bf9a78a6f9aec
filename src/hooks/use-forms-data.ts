import { graphql, useStaticQuery } from "gatsby";

/** Texts, options and the e-mail block list of the enquiry forms (data/forms.json); each form names its own texts. */
export function useFormsData(): NonNullable<Queries.FormsDataQuery["formsJson"]> {
  const data = useStaticQuery<Queries.FormsDataQuery>(graphql`
    query FormsData {
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
        }
        sendFailure {
          alert
          rateLimited
          noConnection
          blockedAddress
          automatedBrowser
          other
          callUs
        }
        contact {
          ...ContactFormTexts
        }
        industrial {
          ...QuoteFormTexts
        }
        newsletter {
          ...NewsletterFormTexts
        }
      }
    }
  `);
  return data.formsJson!;
}
