import React, { type CSSProperties } from "react";
import { Icon } from "./icon";
import { Link } from "./link";
import { useSiteData } from "../hooks/use-site-data";
import { isActive, MEGA_MENU_CLOSE_DELAY, menuGroups } from "../lib/nav";
import { Logo } from "./logo";
import { MegaMenu } from "./mega-menu";
import { MobileMenu } from "./mobile-menu";
import { TopBar } from "./top-bar";
import * as ui from "../styles/ui.module.css";
import * as styles from "./header.module.css";

// React 18 knows no popover attributes: written in lower case, they reach the HTML as they are.
const POPOVER_TARGET = { popovertarget: "menu-movil" };

export interface HeaderProps {
  pathname: string;
}

/**
 * Sticky header: contact strip, logo, navigation with the services mega-menu, quote button and phone menu. HTML and
 * CSS only: the mega-menu opens by CSS, the phone menu is a native popover; the page's small script (src/chrome)
 * adds the marker past 100 px, the menus' keys and their aria-expanded.
 */
export function Header({ pathname }: HeaderProps) {
  const { site, navigation, services } = useSiteData();
  const groups = menuGroups(navigation.megaMenu.groups, services, navigation.megaMenu.maxPerGroup);

  return (
    <>
      <TopBar site={site} />
      <header className={styles.header} data-fixed="false" data-pinned>
        <div className={`container ${styles.bar}`}>
          <Logo brand={site.brand} shortName={site.shortName} tagline={`Desde ${site.foundedYear} · ${site.address.locality}`} className={styles.logo} yields />
          <nav className={styles.nav} aria-label="Principal">
            <ul className={styles.links}>
              {navigation.main.map((item) => {
                const active = isActive(pathname, item.href);
                const className = `${styles.link} ${active ? styles.active : ""}`;
                if (!item.megaMenu) {
                  return (
                    <li key={item.href}>
                      <Link to={item.href} className={className} aria-current={active ? "page" : undefined}>
                        {item.label}
                      </Link>
                    </li>
                  );
                }
                return (
                  // The li only delegates hover and focus to open the panel; the link inside is the control.
                  <li key={item.href} className={styles.megaItem} data-mega="" style={{ "--mega-close-delay": `${MEGA_MENU_CLOSE_DELAY}ms` } as CSSProperties}>
                    <Link to={item.href} className={className} aria-current={active ? "page" : undefined} aria-expanded="false" aria-controls="mega-menu">
                      {item.label}
                      <Icon name="chevron-down" size={16} className={styles.chevron} />
                    </Link>
                    <MegaMenu
                      id="mega-menu"
                      groups={groups}
                      moreLabel={navigation.megaMenu.moreLabel}
                      moreHref={navigation.megaMenu.moreHref}
                      cta={navigation.megaMenu.cta}
                    />
                  </li>
                );
              })}
            </ul>
          </nav>
          <Link to={navigation.cta.href} className={`${ui.primary} ${styles.cta}`}>
            {navigation.cta.label}
          </Link>
          <button type="button" className={styles.toggle} {...POPOVER_TARGET} aria-controls="menu-movil">
            <Icon name="menu" size={24} className={styles.openIcon} />
            <Icon name="x" size={24} className={styles.closeIcon} />
            <span className="visually-hidden" data-open-label="Abrir menú" data-close-label="Cerrar menú">
              Abrir menú
            </span>
          </button>
        </div>
        <MobileMenu id="menu-movil" pathname={pathname} />
      </header>
    </>
  );
}
