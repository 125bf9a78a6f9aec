import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { PageHero } from "../components/page-hero";
import { webPage } from "../lib/structured-data";
import { trail } from "../lib/routes";
import * as styles from "../styles/pages/legal.module.css";

/** Legal notice, privacy and cookie policies: one template, texts from data/legal (their {tokens} come filled in). */
export default function LegalPage({ data, location }: PageProps<Queries.LegalPageQuery>) {
  const page = data.legalJson!;
  const path = `/${page.slug}`;
  const crumbs = trail({ name: page.title, path });
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...page.seo}
        path={path}
        crumbs={crumbs}
        jsonLd={(provider, url) => [webPage({ name: page.title, description: page.seo.description, url }, provider)]}
      />
      <PageHero title={page.title} crumbs={crumbs} text={`Última actualización: ${page.updated}`} />
      <div className={`container ${styles.body}`}>
        <p className={styles.intro}>{page.intro}</p>
        {page.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Layout>
  );
}

export const query = graphql`
  query LegalPage($id: String!) {
    legalJson(id: { eq: $id }) {
      slug
      title
      updated
      intro
      seo {
        ...Seo
      }
      sections {
        heading
        paragraphs
        items
      }
    }
  }
`;
