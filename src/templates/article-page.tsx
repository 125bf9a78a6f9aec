import React from "react";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { ArticleView } from "../components/article-view";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteImage, absoluteUrl, socialImage } from "../lib/seo";
import { blogPosting } from "../lib/structured-data";
import { articlePath, ROUTES, trail } from "../lib/routes";

/** One page per article: header, body, tags, author, related articles and a call to action. */
export default function ArticlePage({ data, location }: PageProps<Queries.ArticlePageQuery>) {
  const article = data.articleJson!;
  const texts = data.blogPageJson!.article;
  const path = articlePath(article.jsonId);
  const crumbs = trail({ name: "Blog", path: ROUTES.blog }, { name: article.title, path });
  const { siteUrl } = useSiteData();
  const social = socialImage(article.image?.childImageSharp?.social);
  return (
    <Layout pathname={location.pathname}>
      <Seo
        title={article.seo.title}
        description={article.excerpt}
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
      <ArticleView article={article} texts={texts} crumbs={crumbs} url={absoluteUrl(siteUrl, path)} />
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
