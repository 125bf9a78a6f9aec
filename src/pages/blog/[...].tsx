import React, { useEffect } from "react";
import { navigate, type PageProps } from "gatsby";
import { Seo } from "../../components/seo";
import { ROUTES } from "../../lib/routes";

/**
 * /blog/* that is not an article (an unknown id such as /blog/99): send the visitor to the list.
 * Nothing depends on the URL before the effect runs, so the static 404 answer of a plain host hydrates cleanly.
 */
export default function UnknownArticle(_props: PageProps) {
  useEffect(() => {
    void navigate(ROUTES.blog, { replace: true });
  }, []);
  return (
    <Seo
      title="Redirigiendo al blog"
      description="Este artículo no existe; le llevamos a la lista de artículos del blog."
      keywords={["blog"]}
      path={ROUTES.blog}
      noindex
    />
  );
}
