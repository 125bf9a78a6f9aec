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
          kept
        }
        kept {
          offline
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
