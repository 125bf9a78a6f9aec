import React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { HeroCarousel } from "../components/hero-carousel";
import { ServiceCard } from "../components/service-card";
import { IconCards } from "../components/icon-cards";
import { StarRating } from "../components/star-rating";
import { CtaBand } from "../components/cta-band";
import { ArticleCard } from "../components/article-card";
import { SectionHead } from "../components/section-head";
import { webPage } from "../lib/structured-data";
import { ROUTES } from "../lib/routes";
import * as ui from "../styles/ui.module.css";
import * as styles from "../styles/pages/home.module.css";

/** Home: hero carousel, featured services, reasons, testimonials, call to action and the latest articles. */
export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson!;
  return (
    <Layout pathname={location.pathname}>
      <Seo
        {...home.seo}
        path={ROUTES.home}
        jsonLd={(provider, url) => [webPage({ name: home.seo.title, description: home.seo.description, url }, provider)]}
      />
      <HeroCarousel
        label="Nuestros trabajos"
        slides={home.hero.slides.map((s) => ({ image: s.image?.childImageSharp?.gatsbyImageData, alt: s.imageAlt, caption: s.caption }))}
      >
        <p className={styles.badge}>{home.hero.badge}</p>
        <h1>{home.hero.headline}</h1>
        <p>{home.hero.text}</p>
        <div className={ui.actions}>
          <Link to={home.hero.primary.href} className={ui.primary}>
            {home.hero.primary.label}
          </Link>
          <Link to={home.hero.secondary.href} className={ui.onDark}>
            {home.hero.secondary.label}
          </Link>
        </div>
      </HeroCarousel>

      <section className={ui.section} aria-labelledby="servicios-destacados">
        <div className="container">
          <SectionHead id="servicios-destacados" title={home.featured.title} intro={home.featured.intro} />
          <ul className={ui.grid}>
            {home.featured.services.map((s) => (
              <li key={s.slug}>
                <ServiceCard service={s} />
              </li>
            ))}
          </ul>
          <p className={styles.center}>
            <Link to={ROUTES.services} className={ui.secondary}>
              Ver todos los servicios
            </Link>
          </p>
        </div>
      </section>

      <section className={ui.sectionAlt} aria-labelledby="por-que-elegirnos">
        <div className="container">
          <SectionHead id="por-que-elegirnos" title={home.reasons.title} intro={home.reasons.intro} />
          <IconCards items={home.reasons.items} />
        </div>
      </section>

      <section className={ui.section} aria-labelledby="opiniones">
        <div className="container">
          <SectionHead id="opiniones" title={home.testimonials.title} intro={home.testimonials.intro} />
          <ul className={ui.grid}>
            {data.testimonialsJson!.items.map((t) => (
              <li key={t.name} className={ui.card}>
                <figure className={styles.quote}>
                  <StarRating rating={t.rating} />
                  <blockquote>
                    <p>{t.text}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t.name}</strong>
                    <span>{t.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand cta={home.ctaBand} />

      <section className={ui.section} aria-labelledby="ultimos-articulos">
        <div className="container">
          <SectionHead id="ultimos-articulos" title={home.blog.title} intro={home.blog.intro} />
          <ul className={ui.grid}>
            {data.allArticleJson.nodes.map((a) => (
              <li key={a.jsonId}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
          <p className={styles.center}>
            <Link to={ROUTES.blog} className={ui.secondary}>
              {home.blog.linkLabel}
            </Link>
          </p>
        </div>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query HomePage {
    homeJson {
      seo {
        ...Seo
      }
      hero {
        badge
        headline
        text
        primary {
          label
          href
        }
        secondary {
          label
          href
        }
        slides {
          image {
            childImageSharp {
              gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw")
            }
          }
          imageAlt
          caption
        }
      }
      featured {
        title
        intro
        services {
          ...ServiceCard
        }
      }
      reasons {
        title
        intro
        items {
          ...IconCard
        }
      }
      testimonials {
        title
        intro
      }
      ctaBand {
        ...CtaBand
      }
      blog {
        title
        intro
        linkLabel
      }
    }
    testimonialsJson {
      items {
        name
        role
        rating
        text
      }
    }
    allArticleJson(sort: { date: DESC }, limit: 3) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
