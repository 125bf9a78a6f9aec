import React from "react";
import { Header } from "./header";
import { Footer } from "./footer";
import { ActionBar } from "./action-bar";
import KeptOffer from "../islands/roots/kept-offer";
import { Island } from "./island";
import { useSiteData } from "../hooks/use-site-data";
import * as styles from "./layout.module.css";

export interface LayoutProps {
  /** The current path, from the page's location. */
  pathname: string;
  /** The page's own title, as its <title> begins: the WhatsApp message names the page by it. */
  title: string;
  children: React.ReactNode;
}

/**
 * Every page: skip link, sticky header, the page's main content, footer, and the phone's action bar. All of it is
 * HTML; what it needs in the browser (the header's marker, the menus' keys, focus kept clear of the pinned bars) is
 * the page's small script (src/chrome), and an enquiry kept unsent is offered by a lazy island made only then.
 */
export function Layout({ pathname, title, children }: LayoutProps) {
  const { keptTexts } = useSiteData();
  return (
    <>
      <a className={styles.skip} href="#contenido">
        Saltar al contenido principal
      </a>
      <Header pathname={pathname} />
      <main id="contenido" tabIndex={-1} className={styles.main}>
        <Island component={KeptOffer} props={{ pathname, texts: keptTexts }} />
        {children}
      </main>
      <Footer />
      <ActionBar pathname={pathname} title={title} />
    </>
  );
}
