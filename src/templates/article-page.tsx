import React from "react";
import { Icon } from "../components/icon";
import { graphql, Link, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { Picture } from "../components/picture";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { Breadcrumb } from "../components/breadcrumb";
import { ArticleCard } from "../components/article-card";
import { CtaBand } from "../components/cta-band";
import { formatDate } from "../lib/dates";
import { blogPosting } from "../lib/structured-data";
import { articlePath, ROUTES } from "../lib/routes";
import * as styles from "../styles/pages/article.module.css";

export interface ArticlePageContext {
  id: string;
  /** The article body, rendered to safe HTML at build time from its Markdown-like blocks. */
  html: string;
  /** Ids of the related articles (same category, newest first, at most three), chosen in gatsby-node. */
  related: number[];
}

/** One page per article: header, body, tags, author, related articles and a call to action. */
export default function ArticlePage({ data, location, pageContext }: PageProps<Queries.ArticlePageQuery, ArticlePageContext>) {
  const article = data.articleJson!;
  const texts = data.blogPageJson!.article;
  const path = articlePath(article.jsonId);
  const crumbs = [
    { name: "Inicio", path: ROUTES.home },
    { name: "Blog", path: ROUTES.blog },
    { name: article.title, path },
  ];
  const byId = new Map(data.related.nodes.map((a) => [a.jsonId, { ...a, id: a.jsonId }]));
  const related = pageContext.related.map((id) => byId.get(id)!).filter(Boolean);
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={article.seo.title}
        description={article.excerpt}
        keywords={article.seo.keywords}
        path={path}
        image={article.image?.publicURL}
        imageAlt={article.imageAlt}
        type="article"
        crumbs={crumbs}
        jsonLd={(provider, url, siteUrl) => [
          blogPosting(
            {
              name: article.title,
              description: article.excerpt,
              url,
              datePublished: article.date,
              author: article.author,
              authorRole: article.authorRole,
              image: `${siteUrl}${article.image?.publicURL ?? ""}`,
              keywords: article.tags,
              category: article.category,
            },
            provider,
          ),
        ]}
      />
      <article>
        <header className={styles.header}>
          <div className={`container ${styles.narrow}`}>
            <Breadcrumb items={crumbs} />
            <Link to={ROUTES.blog} className={styles.back}>
              <Icon name="arrow-left" size={18} />
              {texts.backLabel}
            </Link>
            <p className={styles.category}>{article.category}</p>
            <h1>{article.title}</h1>
            <ul className={styles.meta} aria-label="Datos del artículo">
              <li>
                <Icon name="user-round" size={16} />
                {article.author}
              </li>
              <li>
                <Icon name="calendar-days" size={16} />
                <time dateTime={article.date}>{formatDate(article.date)}</time>
              </li>
              <li>
                <Icon name="clock" size={16} />
                {article.readMinutes} min de lectura
              </li>
            </ul>
          </div>
        </header>
        <div className={`container ${styles.narrow}`}>
          {article.image?.childImageSharp && (
            <Picture image={article.image.childImageSharp.gatsbyImageData} alt={article.imageAlt} className={styles.cover} priority />
          )}
          <p className={styles.lead}>{article.excerpt}</p>
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: pageContext.html }} />
          <section aria-labelledby="etiquetas-articulo" className={styles.tagsBox}>
            <h2 id="etiquetas-articulo">{texts.tagsTitle}</h2>
            <ul className={styles.tags}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`${ROUTES.blog}?q=${encodeURIComponent(tag)}`}>{tag}</Link>
                </li>
              ))}
            </ul>
          </section>
          <aside className={styles.author} aria-labelledby="autor">
            <h2 id="autor">{texts.authorTitle}</h2>
            <p>
              <strong>{article.author}</strong>, {article.authorRole}
            </p>
            <p>{article.authorBio}</p>
          </aside>
        </div>
      </article>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="relacionados">
          <div className="container">
            <h2 id="relacionados">{texts.relatedTitle}</h2>
            <ul className={styles.relatedGrid}>
              {related.map((a) => (
                <li key={a.id}>
                  <ArticleCard
                    id={a.id}
                    title={a.title}
                    excerpt={a.excerpt}
                    category={a.category}
                    date={a.date}
                    readMinutes={a.readMinutes}
                    image={getImage(a.image?.childImageSharp?.gatsbyImageData ?? null)}
                    imageAlt={a.imageAlt}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <CtaBand title={texts.cta.title} text={texts.cta.text} primary={texts.cta.primary} secondary={texts.cta.secondary} phone={texts.cta.phone} />
    </Layout>
  );
}

export const query = graphql`
  query ArticlePage($id: String!, $related: [Int!]!) {
    articleJson(id: { eq: $id }) {
      jsonId
      title
      excerpt
      category
      author
      authorRole
      authorBio
      date
      readMinutes
      tags
      imageAlt
      image {
        publicURL
        childImageSharp {
          gatsbyImageData(width: 760, aspectRatio: 1.7778, sizes: "(min-width: 820px) 760px, 92vw")
        }
      }
      seo {
        title
        keywords
      }
    }
    blogPageJson {
      article {
        backLabel
        tagsTitle
        authorTitle
        relatedTitle
        cta {
          title
          text
          primary {
            label
            href
          }
          secondary {
            label
            href
          }
          phone {
            label
            line
          }
        }
      }
    }
    related: allArticleJson(filter: { jsonId: { in: $related } }) {
      nodes {
        jsonId
        title
        excerpt
        category
        date
        readMinutes
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.7778, sizes: "(min-width: 1200px) 380px, (min-width: 640px) 45vw, 92vw")
          }
        }
      }
    }
  }
`;
