import React from "react";
import { Header } from "./header";
import { Footer } from "./footer";
import { ActionBar } from "./action-bar";
import * as styles from "./layout.module.css";

export interface LayoutProps {
  /** The current path, from the page's location. */
  pathname: string;
  children: React.ReactNode;
}

/** Every page: skip link, sticky header, the page's main content, footer, and the phone's action bar. */
export function Layout({ pathname, children }: LayoutProps) {
  return (
    <>
      <a className={styles.skip} href="#contenido">
        Saltar al contenido principal
      </a>
      <Header pathname={pathname} />
      <main id="contenido" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <ActionBar pathname={pathname} />
    </>
  );
}
