import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Link } from "../components/link";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { HeroCarousel } from "../components/hero-carousel";
import { ServiceCard } from "../components/service-card";
import { IconCards } from "../components/icon-cards";
import { StarRating } from "../components/star-rating";
import { CtaBand } from "../components/cta-band";
import { ArticleCard } from "../components/article-card";
import { PageSection } from "../components/page-section";
import { ItemList } from "../components/item-list";
import { webPage } from "../lib/structured-data";
import { ROUTES } from "../lib/routes";
import * as ui from "../styles/ui.module.css";
import * as styles from "../styles/pages/home.module.css";

/** The link under a teaser section to the page with all of it. */
const seeAll = (to: string, label: string) => (
  <p className={styles.center}>
    <Link to={to} className={ui.secondary}>
      {label}
    </Link>
  </p>
);

/** Home: hero carousel, featured services, reasons, testimonials, call to action and the latest articles. */
export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeJson!;
  return (
    <Layout pathname={location.pathname} title={home.seo.title}>
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

      <PageSection id="servicios-destacados" head={home.featured} more={seeAll(ROUTES.services, "Ver todos los servicios")}>
        <ItemList items={home.featured.services} itemKey={(s) => s.slug} className={ui.grid}>
          {(s) => <ServiceCard service={s} />}
        </ItemList>
      </PageSection>

      <PageSection id="por-que-elegirnos" head={home.reasons} alt>
        <IconCards items={home.reasons.items} />
      </PageSection>

      <PageSection id="opiniones" head={home.testimonials}>
        <ItemList items={data.testimonialsJson!.items} itemKey={(t) => t.name} className={ui.grid} itemClassName={ui.card}>
          {(t) => (
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
          )}
        </ItemList>
      </PageSection>

      <CtaBand cta={home.ctaBand} />

      <PageSection id="ultimos-articulos" head={home.blog} more={seeAll(ROUTES.blog, home.blog.linkLabel)}>
        <ItemList items={data.allArticleJson.nodes} itemKey={(a) => a.jsonId} className={ui.grid}>
          {(a) => <ArticleCard article={a} />}
        </ItemList>
      </PageSection>
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
