import { graphql, useStaticQuery } from "gatsby";

/** Texts, options and the e-mail block list of the enquiry forms (data/forms.json). */
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
          title
          intro
          labels {
            name
            company
            email
            phone
            service
            message
          }
          serviceOptions
          servicePlaceholder
          chooseService
          privacy {
            before
            linkLabel
            href
            after
          }
          note
          submit
          sending
          successTitle
          successText
          purpose
        }
        industrial {
          formLabel
          labels {
            company
            sector
            phone
            needs
          }
          sectors
          sectorPlaceholder
          service
          submit
          sending
          successText
          purpose
        }
        newsletter {
          title
          text
          label
          submit
          sending
          service
          message
          successText
          purpose
        }
      }
    }
  `);
  return data.formsJson!;
}
