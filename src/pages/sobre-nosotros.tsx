import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { PageTop } from "../components/page-top";
import { SectionHead } from "../components/section-head";
import { IconCards } from "../components/icon-cards";
import { Icon } from "../components/icon";
import { CtaBand } from "../components/cta-band";
import { FiguresSection } from "../components/about/figures-section";
import { HistorySection } from "../components/about/history-section";
import { ROUTES } from "../lib/routes";
import * as ui from "../styles/ui.module.css";
import * as styles from "../styles/pages/about.module.css";

/** About us: history, mission, vision and values, figures, certifications and sustainability. */
export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutJson!;
  return (
    <Layout pathname={location.pathname} title={about.seo.title}>
      <PageTop
        seo={about.seo}
        crumb={{ name: "Sobre Nosotros", path: ROUTES.about }}
        type="AboutPage"
        title={about.hero.headline}
        text={about.hero.text}
        image={about.hero.image?.childImageSharp?.gatsbyImageData}
        imageAlt={about.hero.imageAlt}
      />

      <HistorySection history={about.history} />

      <section className={ui.sectionAlt} aria-labelledby="mision">
        <div className="container">
          <SectionHead id="mision" title={about.purpose.title} />
          <div className={styles.purpose}>
            {[about.purpose.mission, about.purpose.vision].map((block) => (
              <div key={block.title} className={ui.card}>
                <h3>{block.title}</h3>
                <p>{block.text}</p>
              </div>
            ))}
          </div>
          <IconCards items={about.purpose.values} />
        </div>
      </section>

      <FiguresSection figures={about.figures} />

      <section className={ui.section} aria-labelledby="certificaciones">
        <div className="container">
          <SectionHead id="certificaciones" title={about.certifications.title} intro={about.certifications.intro} />
          <IconCards items={about.certifications.items.map((c) => ({ icon: c.icon, title: c.name, text: c.description }))} />
        </div>
      </section>

      <section className={ui.sectionAlt} aria-labelledby="sostenibilidad">
        <div className={`container ${styles.split} ${ui.split}`}>
          <div>
            <h2 id="sostenibilidad">{about.sustainability.title}</h2>
            {about.sustainability.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ul className={styles.checks}>
            {about.sustainability.items.map((item) => (
              <li key={item}>
                <Icon name="leaf" size={20} />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand cta={about.cta} />
    </Layout>
  );
}

export const query = graphql`
  query AboutPage {
    aboutJson {
      seo {
        ...Seo
      }
      hero {
        headline
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 560, aspectRatio: 1.5, sizes: "(min-width: 960px) 520px, 92vw")
          }
        }
      }
      history {
        ...AboutHistory
      }
      purpose {
        title
        mission {
          title
          text
        }
        vision {
          title
          text
        }
        values {
          ...IconCard
        }
      }
      figures {
        ...AboutFigures
      }
      certifications {
        title
        intro
        items {
          icon
          name
          description
        }
      }
      sustainability {
        title
        paragraphs
        items
      }
      cta {
        ...CtaBand
      }
    }
  }
`;
