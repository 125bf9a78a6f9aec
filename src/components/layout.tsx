import React, { Suspense, useEffect, useState } from "react";
import { Header } from "./header";
import { Footer } from "./footer";
import { ActionBar } from "./action-bar";
import { useSiteData } from "../hooks/use-site-data";
import { hasKept } from "../lib/enquiry/outbox-key";
import { keepFocusClear } from "../lib/focus-clear";
import * as styles from "./layout.module.css";

const KeptBanner = React.lazy(() => import("./kept-banner"));

export interface LayoutProps {
  /** The current path, from the page's location. */
  pathname: string;
  children: React.ReactNode;
}

/** Every page: skip link, sticky header, the page's main content, footer, and the phone's action bar. */
export function Layout({ pathname, children }: LayoutProps) {
  const { keptTexts } = useSiteData();
  // An enquiry kept for want of a connection (src/lib/enquiry/outbox.ts) is offered again on every page.
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(hasKept()), [pathname]);
  useEffect(() => keepFocusClear(document), []);
  return (
    <>
      <a className={styles.skip} href="#contenido">
        Saltar al contenido principal
      </a>
      <Header pathname={pathname} />
      <main id="contenido" tabIndex={-1} className={styles.main}>
        {kept && (
          <Suspense fallback={null}>
            <KeptBanner pathname={pathname} texts={keptTexts} />
          </Suspense>
        )}
        {children}
      </main>
      <Footer />
      <ActionBar pathname={pathname} />
    </>
  );
}
