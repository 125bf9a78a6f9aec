import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { PageHero } from "./page-hero";
import { PhoneLink } from "./phone-link";
import { CtaBand } from "./cta-band";
import { ServiceSections } from "./sections/registry";
import { AssuranceSection } from "./sections/assurance-section";
import type { Crumb } from "./breadcrumb";
import * as ui from "../styles/ui.module.css";

type Service = NonNullable<Queries.ServicePageQuery["serviceJson"]>;

export interface ServiceViewProps {
  service: Omit<Service, "image" | "seo"> & { image?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null };
  texts: NonNullable<Queries.ServicePageQuery["servicesPageJson"]>["assurance"];
  certificationNames: ReadonlyMap<string, string>;
  crumbs: readonly Crumb[];
}

/**
 * A service page's content: hero, the record's sections, guarantees and the closing call to action. The page template
 * and the editor's preview (src/cms) both render it.
 */
export function ServiceView({ service, texts, certificationNames, crumbs }: ServiceViewProps) {
  return (
    <>
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
    </>
  );
}
