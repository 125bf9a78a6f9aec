import { graphql, useStaticQuery } from "gatsby";

/** Texts, options and the e-mail block list of the enquiry forms (data/forms.json). */
export function useFormsData(): NonNullable<Queries.FormsDataQuery["formsJson"]> {
  const data = useStaticQuery<Queries.FormsDataQuery>(graphql`
    query FormsData {
      formsJson {
        blockList
        noScript
        otherWays
        dataProtection {
          heading
          controller
          rights
          linkLabel
          href
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
          labels {
            company
            sector
            phone
            needs
          }
          sectors
          service
          submit
          successText
          purpose
        }
        newsletter {
          title
          text
          label
          submit
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
