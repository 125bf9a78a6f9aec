import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Icon } from "../components/icon";
import { Link } from "../components/link";
import { Picture } from "../components/picture";
import { Seo } from "../components/seo";
import { Breadcrumb } from "../components/breadcrumb";
import { ArticleCard } from "../components/article-card";
import { CtaBand } from "../components/cta-band";
import ShareArticle from "../islands/roots/share";
import { Island } from "../components/island";
import { ALL_CATEGORIES } from "../lib/blog/filter";
import { blogQueryString } from "../lib/blog/query-string";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteImage, absoluteUrl, headTexts, socialImage } from "../lib/seo";
import { formatDate } from "../lib/dates";
import { blogPosting } from "../lib/structured-data";
import { articlePath, ROUTES, trail } from "../lib/routes";
import * as styles from "../styles/pages/article.module.css";

/** One page per article: header, body, tags, author, related articles and a call to action. */
export default function ArticlePage({ data, location }: PageProps<Queries.ArticlePageQuery>) {
  const article = data.articleJson!;
  const texts = data.blogPageJson!.article;
  const path = articlePath(article.jsonId);
  const crumbs = trail({ name: "Blog", path: ROUTES.blog }, { name: article.title, path });
  const related = article.related;
  const { siteUrl } = useSiteData();
  const social = socialImage(article.image?.childImageSharp?.social);
  const head = headTexts(article);
  return (
    <Layout pathname={location.pathname} title={article.seo.title}>
      <Seo
        title={head.title.text}
        description={head.description.text}
        keywords={article.seo.keywords}
        path={path}
        image={social}
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
              dateModified: article.updated,
              author: article.author,
              authorRole: article.authorRole,
              image: absoluteImage(siteUrl, social!).src,
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
          <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
          <section aria-labelledby="etiquetas-articulo" className={styles.tagsBox}>
            <h2 id="etiquetas-articulo">{texts.tagsTitle}</h2>
            <ul className={styles.tags}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`${ROUTES.blog}${blogQueryString({ q: tag, category: ALL_CATEGORIES })}`}>{tag}</Link>
                </li>
              ))}
            </ul>
          </section>
          <Island component={ShareArticle} props={{ url: absoluteUrl(siteUrl, path), title: article.title, texts: texts.share }} />
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
                <li key={a.jsonId}>
                  <ArticleCard article={a} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <CtaBand cta={texts.cta} />
    </Layout>
  );
}

export const query = graphql`
  query ArticlePage($id: String!) {
    articleJson(id: { eq: $id }) {
      jsonId
      title
      excerpt
      category
      author
      authorRole
      authorBio
      date
      updated
      readMinutes
      tags
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 760, aspectRatio: 1.7778, sizes: "(min-width: 820px) 760px, 92vw")
          ...SocialImage
        }
      }
      seo {
        title
        keywords
      }
      html
      related {
        ...ArticleCard
      }
    }
    blogPageJson {
      article {
        backLabel
        tagsTitle
        authorTitle
        relatedTitle
        share {
          ...ShareTexts
        }
        cta {
          ...CtaBand
        }
      }
    }
  }
`;
