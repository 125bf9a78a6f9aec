import React from "react";
import { Icon } from "../components/icon";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageTop } from "../components/page-top";
import { PageSection } from "../components/page-section";
import { ServiceCard } from "../components/service-card";
import { IconCards } from "../components/icon-cards";
import { CtaBand } from "../components/cta-band";
import { useSiteData } from "../hooks/use-site-data";
import { ROUTES } from "../lib/routes";
import * as ui from "../styles/ui.module.css";
import * as styles from "../styles/pages/services.module.css";

/** The catalogue: every service card in its group, the quality guarantees and the coverage area. */
export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.servicesPageJson!;
  const { site } = useSiteData();
  return (
    <Layout pathname={location.pathname} title={page.seo.title}>
      <PageTop seo={page.seo} crumb={{ name: "Servicios", path: ROUTES.services }} type="CollectionPage" title={page.hero.headline} text={page.hero.text}>
        <nav aria-label="Grupos de servicios">
          <ul className={styles.jump}>
            {page.groups.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`}>{g.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageTop>

      {page.groups.map((group, i) => (
        <PageSection key={group.id} id={group.id} head={group} alt={i % 2 === 1} headClassName={styles.groupHead}>
          <ul className={ui.grid}>
            {data.allServiceJson.nodes
              .filter((s) => s.catalogGroup === group.id)
              .map((s) => (
                <li key={s.slug}>
                  <ServiceCard service={s} />
                </li>
              ))}
          </ul>
        </PageSection>
      ))}

      <PageSection id="garantias" head={page.guarantees}>
        <IconCards items={page.guarantees.items} />
      </PageSection>

      <PageSection id="zonas" head={page.coverage} alt>
        <ul className={styles.areas}>
          {site.areas
            .filter((a) => a.core)
            .map((a) => (
              <li key={a.name}>
                <Icon name="map-pin" size={16} />
                {a.name}
              </li>
            ))}
        </ul>
      </PageSection>

      <CtaBand cta={page.cta} />
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage {
    servicesPageJson {
      seo {
        ...Seo
      }
      hero {
        headline
        text
      }
      groups {
        id
        title
        intro
      }
      guarantees {
        title
        intro
        items {
          ...IconCard
        }
      }
      coverage {
        title
        intro
      }
      cta {
        ...CtaBand
      }
    }
    allServiceJson(sort: { title: ASC }) {
      nodes {
        ...ServiceCard
        catalogGroup
      }
    }
  }
`;
