import React, { useEffect, useMemo, useRef, useState } from "react";
import { Icon } from "../../components/icon";
import { graphql, Link, type PageProps } from "gatsby";
import { Layout } from "../../components/layout";
import { PageTop } from "../../components/page-top";
import { ArticleCard } from "../../components/article-card";
import { NewsletterForm } from "../../components/forms/newsletter-form";
import { ALL_CATEGORIES, filterArticles, popularArticles, resultCountText, splitFeatured, tagCloud } from "../../lib/blog/filter";
import { blogQueryString, parseBlogQuery, type BlogQuery } from "../../lib/blog/query-string";
import { articlePath, pageHref, ROUTES } from "../../lib/routes";
import * as ui from "../../styles/ui.module.css";
import * as styles from "../../styles/pages/blog.module.css";

/** The article list: search, categories, featured article, grid and sidebar; the filter lives in the URL. */
export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const page = data.blogPageJson!;
  const articles = useMemo(() => data.allArticleJson.nodes.map((a) => ({ ...a, id: a.jsonId })), [data]);
  const categories = [ALL_CATEGORIES, ...page.categories];
  const [query, setQuery] = useState<BlogQuery>({ q: "", category: ALL_CATEGORIES });

  const searchBox = useRef<HTMLInputElement>(null);
  const arrived = useRef(false);

  const update = (next: BlogQuery, push: boolean) => {
    setQuery(next);
    const url = `${pageHref(ROUTES.blog)}${blogQueryString(next)}`;
    if (push) window.history.pushState(window.history.state, "", url);
    else window.history.replaceState(window.history.state, "", url);
  };

  // The URL decides the filter on arrival and on back/forward; rendering the unfiltered list first keeps hydration exact.
  // On arrival, text already in the box (typed, pasted or autofilled before the page's script ran) wins over the URL.
  useEffect(() => {
    const sync = () => setQuery(parseBlogQuery(window.location.search, categories));
    const fromUrl = parseBlogQuery(window.location.search, categories);
    const typed = arrived.current ? "" : (searchBox.current?.value ?? "");
    arrived.current = true;
    if (typed && typed !== fromUrl.q) update({ ...fromUrl, q: typed }, false);
    else setQuery(fromUrl);
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);

  const results = filterArticles(articles, query.q, query.category);
  const { featured, rest } = splitFeatured(results);
  const card = (a: (typeof articles)[number], headingLevel: "h2" | "h3" = "h3") => (
    <ArticleCard article={a} headingLevel={headingLevel} />
  );

  return (
    <Layout pathname={location.pathname}>
      <PageTop seo={page.seo} crumb={{ name: "Blog", path: ROUTES.blog }} type="CollectionPage" title={page.hero.headline} text={page.hero.text} />
      <div className={`container ${styles.layout}`}>
        <div>
          <div role="search" className={styles.tools}>
            <div className={styles.searchBox}>
              <label htmlFor="blog-buscar">{page.searchLabel}</label>
              <div className={styles.searchInput}>
                <Icon name="search" size={18} />
                <input
                  ref={searchBox}
                  id="blog-buscar"
                  type="search"
                  value={query.q}
                  placeholder={page.searchPlaceholder}
                  onChange={(e) => update({ ...query, q: e.target.value }, false)}
                />
              </div>
            </div>
            <div className={styles.categories} role="group" aria-label="Filtrar por categoría">
              {categories.map((c) => (
                <button
                  key={c}
                  type="button"
                  className={`${styles.category} ${query.category === c ? styles.categoryOn : ""}`}
                  aria-pressed={query.category === c}
                  onClick={() => update({ ...query, category: c }, true)}
                >
                  {c === ALL_CATEGORIES ? page.allLabel : c}
                </button>
              ))}
            </div>
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {resultCountText(results.length)}
          </p>
          {results.length === 0 && <p className={styles.empty}>{page.emptyText}</p>}
          {featured && (
            <section className={styles.featured} aria-label={page.featuredLabel}>
              <p className={ui.eyebrow}>{page.featuredLabel}</p>
              {card(featured, "h2")}
            </section>
          )}
          {rest.length > 0 && (
            <ul className={styles.grid} aria-label="Artículos">
              {rest.map((a) => (
                <li key={a.id}>{card(a, "h2")}</li>
              ))}
            </ul>
          )}
        </div>
        <aside className={styles.sidebar} aria-label="Barra lateral del blog">
          <section className={styles.box} aria-labelledby="populares">
            <h2 id="populares" className={styles.boxTitle}>
              {page.sidebar.popularTitle}
            </h2>
            <ol className={styles.popular}>
              {popularArticles(articles).map((a) => (
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
            <ul className={styles.tags}>
              {tagCloud(articles).map(({ tag, count }) => (
                <li key={tag}>
                  <button type="button" onClick={() => update({ ...query, q: tag }, true)} aria-label={`Buscar «${tag}» (${count} artículo${count === 1 ? "" : "s"})`}>
                    {tag}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.box} aria-label="Boletín">
            <NewsletterForm />
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
  }
`;
