import React from "react";
import { type PageProps } from "gatsby";
import { Link } from "../components/link";
import { Layout } from "../components/layout";
import { Seo } from "../components/seo";
import { recordSections } from "../lib/content/kinds";
import { pageHref, ROUTES } from "../lib/routes";
import * as ui from "../styles/ui.module.css";
import * as styles from "../styles/pages/not-found.module.css";

const PATH = "/404";
const TITLE = "Página no encontrada";

/**
 * Any unknown path: says so in both languages the old site used and offers a way back; the page's script logs the
 * path it was asked for and sends an unknown article (/blog/99/) on to the blog's list (src/chrome). The measurement
 * counts it at its own address, PATH, with only the section of the path typed (src/lib/analytics/counted.ts).
 */
export default function NotFoundPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname} title={TITLE}>
      <Seo
        title={TITLE}
        description="La página que busca no existe o ha cambiado de dirección. Vuelva al inicio o consulte nuestros servicios de limpieza y mantenimiento."
        keywords={["página no encontrada"]}
        path={PATH}
        noindex
      />
      <section
        className={styles.box}
        aria-labelledby="titulo-404"
        data-missing-page={pageHref(PATH)}
        data-missing-sections={recordSections().join(" ")}
        data-missing-article-goes-to={pageHref(ROUTES.blog)}
      >
        <div className="container">
          <h1 id="titulo-404">404</h1>
          <p className={styles.lead}>Oops! Page not found</p>
          <p>Lo sentimos, la página que busca no existe o ha cambiado de dirección.</p>
          <div className={`${ui.actions} ${styles.actions}`}>
            <Link to={ROUTES.home} className={ui.primary}>
              Return to Home
            </Link>
            <Link to={ROUTES.services} className={ui.secondary}>
              Ver servicios
            </Link>
            <Link to={ROUTES.contact} className={ui.secondary}>
              Contactar
            </Link>
          </div>
        </div>
      </section>
    </Layout>
  );
}
