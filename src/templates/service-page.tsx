import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Link } from "../components/link";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { PageHero } from "../components/page-hero";
import { PhoneLink } from "../components/phone-link";
import { CtaBand } from "../components/cta-band";
import { ServiceSections } from "../components/sections/registry";
import { AssuranceSection } from "../components/sections/assurance-section";
import { servicePage } from "../lib/structured-data";
import { socialImage } from "../lib/seo";
import { ROUTES, trail, servicePath } from "../lib/routes";
import * as ui from "../styles/ui.module.css";

/** One page per record in data/services: hero, the record's sections through the registry, closing call to action. */
export default function ServicePage({ data, location }: PageProps<Queries.ServicePageQuery>) {
  const service = data.serviceJson!;
  const texts = data.servicesPageJson!.assurance;
  const certificationNames = new Map(data.aboutJson!.certifications.items.map((c) => [c.id, c.name]));
  const path = servicePath(service.slug);
  const crumbs = trail({ name: "Servicios", path: ROUTES.services }, { name: service.title, path });
  return (
    <Layout pathname={location.pathname} title={service.seo.title}>
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
      <PageHero
        title={service.hero.headline}
        text={service.hero.text}
        badge={service.hero.badge}
        crumbs={crumbs}
        image={service.image?.childImageSharp?.gatsbyImageData}
        imageAlt={service.imageAlt}
      >
        <div className={ui.actions}>
          <Link to={service.hero.primary.href} className={ui.primary}>
            {service.hero.primary.label}
          </Link>
          {service.hero.phone && <PhoneLink line={service.hero.phone.line} label={service.hero.phone.label} className={ui.onDark} />}
        </div>
      </PageHero>
      <ServiceSections
        sections={service.sections}
        serviceTitle={service.title}
        closing={{
          title: texts.title,
          render: (id, alt) => (
            <AssuranceSection assurance={service.assurance} texts={texts} certificationNames={certificationNames} id={id} alt={alt} />
          ),
        }}
      />
      <CtaBand cta={service.cta} phone={service.cta.phone ?? { label: "Llamar ahora", line: "main" }} />
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
        ...ServiceSections
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
