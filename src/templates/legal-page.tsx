import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageTop } from "../components/page-top";
import * as styles from "../styles/pages/legal.module.css";

/** Legal notice, privacy and cookie policies: one template, texts from data/legal (their {tokens} come filled in). */
export default function LegalPage({ data, location }: PageProps<Queries.LegalPageQuery>) {
  const page = data.legalJson!;
  return (
    <Layout pathname={location.pathname} title={page.seo.title}>
      <PageTop seo={page.seo} crumb={{ name: page.title, path: `/${page.slug}` }} name={page.title} title={page.title} text={`Última actualización: ${page.updated}`} />
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
