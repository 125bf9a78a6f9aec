import React from "react";
import { Icon } from "../../components/icon";
import { graphql, type PageProps } from "gatsby";
import { Link } from "../../components/link";
import { Layout } from "../../components/layout";
import { PageTop } from "../../components/page-top";
import { BlogFilter } from "../../components/blog-filter";
import { BlogArticles } from "../../components/blog-articles";
import { Island } from "../../components/island";
import NewsletterFormIsland from "../../islands/roots/newsletter-form";
import { useFormsShared } from "../../hooks/use-forms-data";
import { ALL_CATEGORIES, popularArticles, tagCloud } from "../../lib/blog/filter";
import { blogQueryString } from "../../lib/blog/query-string";
import { articlePath, ROUTES } from "../../lib/routes";
import * as ui from "../../styles/ui.module.css";
import * as styles from "../../styles/pages/blog.module.css";

/** The article list (its filter: search and categories, run by the page script; the cards HTML it shows and hides) and the sidebar. */
export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const page = data.blogPageJson!;
  const articles = data.allArticleJson.nodes;
  const summaries = articles.map((a) => ({ ...a, id: a.jsonId }));
  const { allLabel, searchLabel, searchPlaceholder, emptyText, featuredLabel } = page;
  return (
    <Layout pathname={location.pathname} title={page.seo.title}>
      <PageTop seo={page.seo} crumb={{ name: "Blog", path: ROUTES.blog }} type="CollectionPage" title={page.hero.headline} text={page.hero.text} />
      <div className={`container ${styles.layout}`}>
        <div>
          <BlogFilter
            articles={summaries.map(({ id, title, excerpt, category, tags, featured, date }) => ({ id, title, excerpt, category, tags, featured, date }))}
            categories={page.categories}
            texts={{ allLabel, searchLabel, searchPlaceholder, emptyText }}
          />
          <BlogArticles articles={summaries} featuredLabel={featuredLabel} />
        </div>
        <aside className={styles.sidebar} aria-label="Barra lateral del blog">
          <section className={styles.box} aria-labelledby="populares">
            <h2 id="populares" className={styles.boxTitle}>
              {page.sidebar.popularTitle}
            </h2>
            <ol className={styles.popular}>
              {popularArticles(summaries).map((a) => (
                <li key={a.id}>
                  <Link to={articlePath(a.id)}>{a.title}</Link>
                </li>
              ))}
            </ol>
          </section>
          <section className={styles.box} aria-labelledby="etiquetas">
            <h2 id="etiquetas" className={styles.boxTitle}>
              {page.sidebar.tagsTitle}
            </h2>
            <ul className={`${styles.tags} ${ui.wrapList}`}>
              {tagCloud(summaries).map(({ tag, count }) => (
                <li key={tag}>
                  <Link to={`${ROUTES.blog}${blogQueryString({ q: tag, category: ALL_CATEGORIES })}`} aria-label={`Buscar «${tag}» (${count} artículo${count === 1 ? "" : "s"})`}>
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.box} aria-label="Boletín">
            <Island component={NewsletterFormIsland} props={{ shared: useFormsShared(), texts: data.formsJson!.newsletter }} />
            <a href="/rss.xml" type="application/rss+xml" className={styles.rss}>
              <Icon name="rss" size={16} />
              {page.sidebar.rssLabel}
            </a>
          </section>
          <section className={`${styles.box} ${styles.contact}`} aria-labelledby="ayuda">
            <h2 id="ayuda" className={styles.boxTitle}>
              {page.sidebar.contactTitle}
            </h2>
            <p>{page.sidebar.contactText}</p>
            <Link to={page.sidebar.contactButton.href} className={ui.primary}>
              {page.sidebar.contactButton.label}
            </Link>
          </section>
        </aside>
      </div>
    </Layout>
  );
}

export const query = graphql`
  query BlogPage {
    blogPageJson {
      seo {
        ...Seo
      }
      hero {
        headline
        text
      }
      allLabel
      categories
      searchLabel
      searchPlaceholder
      emptyText
      featuredLabel
      sidebar {
        rssLabel
        popularTitle
        tagsTitle
        contactTitle
        contactText
        contactButton {
          label
          href
        }
      }
    }
    allArticleJson(sort: [{ date: DESC }, { jsonId: ASC }]) {
      nodes {
        ...ArticleCard
        tags
        featured
      }
    }
    formsJson {
      newsletter {
        ...NewsletterFormTexts
      }
    }
  }
`;
