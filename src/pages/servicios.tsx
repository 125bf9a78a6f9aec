import React from "react";
import { Icon } from "../components/icon";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { PageHero } from "../components/page-hero";
import { ServiceCard } from "../components/service-card";
import { SectionHead } from "../components/section-head";
import { IconCards } from "../components/icon-cards";
import { CtaBand } from "../components/cta-band";
import { useSiteData } from "../hooks/use-site-data";
import { webPage } from "../lib/structured-data";
import { ROUTES, trail } from "../lib/routes";
import * as ui from "../styles/ui.module.css";
import * as styles from "../styles/pages/services.module.css";

/** The catalogue: every service card in its group, the quality guarantees and the coverage area. */
export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.servicesPageJson!;
  const { site } = useSiteData();
  const crumbs = trail({ name: "Servicios", path: ROUTES.services });
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...page.seo}
        path={ROUTES.services}
        crumbs={crumbs}
        jsonLd={(provider, url) => [webPage({ name: page.seo.title, description: page.seo.description, url }, provider, "CollectionPage")]}
      />
      <PageHero title={page.hero.headline} text={page.hero.text} crumbs={crumbs}>
        <nav aria-label="Grupos de servicios">
          <ul className={styles.jump}>
            {page.groups.map((g) => (
              <li key={g.id}>
                <a href={`#${g.id}`}>{g.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {page.groups.map((group, i) => {
        const services = data.allServiceJson.nodes.filter((s) => s.catalogGroup === group.id);
        return (
          <section key={group.id} className={i % 2 ? ui.sectionAlt : ui.section} aria-labelledby={group.id}>
            <div className="container">
              <div className={styles.groupHead}>
                <h2 id={group.id}>{group.title}</h2>
                <p>{group.intro}</p>
              </div>
              <ul className={ui.grid}>
                {services.map((s) => (
                  <li key={s.slug}>
                    <ServiceCard service={s} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        );
      })}

      <section className={ui.section} aria-labelledby="garantias">
        <div className="container">
          <SectionHead id="garantias" title={page.guarantees.title} intro={page.guarantees.intro} />
          <IconCards items={page.guarantees.items} />
        </div>
      </section>

      <section className={ui.sectionAlt} aria-labelledby="zonas">
        <div className="container">
          <SectionHead id="zonas" title={page.coverage.title} intro={page.coverage.intro} />
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
        </div>
      </section>

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
