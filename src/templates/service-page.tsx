import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { ServiceView } from "../components/service-view";
import { servicePage } from "../lib/structured-data";
import { socialImage } from "../lib/seo";
import { ROUTES, trail, servicePath } from "../lib/routes";

/** One page per record in data/services: hero, the record's sections through the registry, closing call to action. */
export default function ServicePage({ data, location }: PageProps<Queries.ServicePageQuery>) {
  const service = data.serviceJson!;
  const texts = data.servicesPageJson!.assurance;
  const certificationNames = new Map(data.aboutJson!.certifications.items.map((c) => [c.id, c.name]));
  const path = servicePath(service.slug);
  const crumbs = trail({ name: "Servicios", path: ROUTES.services }, { name: service.title, path });
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...service.seo}
        path={path}
        image={socialImage(service.image?.childImageSharp?.social)}
        imageAlt={service.imageAlt}
        crumbs={crumbs}
        jsonLd={(provider, url) => [
          servicePage({ name: service.title, description: service.seo.description, url, serviceType: service.serviceType }, provider),
        ]}
      />
      <ServiceView service={service} texts={texts} certificationNames={certificationNames} crumbs={crumbs} />
    </Layout>
  );
}

export const query = graphql`
  query ServicePage($id: String!) {
    serviceJson(id: { eq: $id }) {
      slug
      title
      serviceType
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.5, sizes: "(min-width: 960px) 520px, 92vw")
          ...SocialImage
        }
      }
      seo {
        ...Seo
      }
      hero {
        headline
        text
        badge
        primary {
          label
          href
        }
        phone {
          label
          line
        }
      }
      sections {
        __typename
        ... on ServiceSectionIntro {
          ...IntroSection
        }
        ... on ServiceSectionText {
          ...TextSection
        }
        ... on ServiceSectionBenefits {
          ...BenefitsSection
        }
        ... on ServiceSectionTypes {
          ...TypesSection
        }
        ... on ServiceSectionChecklist {
          ...ChecklistSection
        }
        ... on ServiceSectionSteps {
          ...StepsSection
        }
        ... on ServiceSectionMaterials {
          ...MaterialsSection
        }
        ... on ServiceSectionFireLevels {
          ...FireLevelsSection
        }
        ... on ServiceSectionContexts {
          ...ContextsSection
        }
        ... on ServiceSectionTreatments {
          ...TreatmentsSection
        }
        ... on ServiceSectionSystems {
          ...SystemsSection
        }
        ... on ServiceSectionProblems {
          ...ProblemsSection
        }
        ... on ServiceSectionProjects {
          ...ProjectsSection
        }
        ... on ServiceSectionServiceCards {
          ...ServiceCardsSection
        }
        ... on ServiceSectionFaq {
          ...FaqSection
        }
        ... on ServiceSectionEmergency {
          ...EmergencySection
        }
        ... on ServiceSectionQuote {
          ...QuoteSection
        }
        ... on ServiceSectionRelated {
          ...RelatedSection
        }
      }
      assurance {
        ...ServiceAssurance
      }
      cta {
        ...CtaBand
      }
    }
    servicesPageJson {
      assurance {
        ...AssuranceTexts
      }
    }
    aboutJson {
      certifications {
        items {
          id
          name
        }
      }
    }
  }
`;
