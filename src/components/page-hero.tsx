import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./picture";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import * as ui from "../styles/ui.module.css";
import * as styles from "./page-hero.module.css";

export interface PageHeroProps {
  title: string;
  text?: string;
  badge?: string | null;
  crumbs: readonly Crumb[];
  image?: IGatsbyImageData;
  imageAlt?: string;
  children?: React.ReactNode;
}

/** Top of every inner page: breadcrumb, the page's h1, a lead text, optional image and buttons. */
export function PageHero({ title, text, badge, crumbs, image, imageAlt, children }: PageHeroProps) {
  return (
    <section className={`${styles.hero} ${image ? styles.withImage : ""}`} aria-labelledby="titulo-pagina">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <Breadcrumb items={crumbs} />
          {badge && <p className={`${styles.badge} ${ui.pill}`}>{badge}</p>}
          <h1 id="titulo-pagina">{title}</h1>
          {text && <p className={styles.lead}>{text}</p>}
          {children}
        </div>
        {image && (
          <div className={styles.media}>
            <Picture image={image} alt={imageAlt ?? ""} className={styles.image} priority />
          </div>
        )}
      </div>
    </section>
  );
}
