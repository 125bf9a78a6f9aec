import React, { useEffect, useRef, useState } from "react";
import { Icon } from "./icon";
import { Link } from "gatsby";
import { useSiteData } from "../hooks/use-site-data";
import { useMegaMenu } from "../hooks/use-mega-menu";
import { useStickyHeader } from "../hooks/use-sticky-header";
import { isActive, menuGroups } from "../lib/nav";
import { Logo } from "./logo";
import { MegaMenu } from "./mega-menu";
import { MobileMenu } from "./mobile-menu";
import { TopBar } from "./top-bar";
import * as ui from "../styles/ui.module.css";
import * as styles from "./header.module.css";

export interface HeaderProps {
  pathname: string;
}

/** Sticky header: contact strip, logo, navigation with the services mega-menu, quote button and mobile menu. */
export function Header({ pathname }: HeaderProps) {
  const { site, navigation, services } = useSiteData();
  const fixed = useStickyHeader();
  const mega = useMegaMenu(pathname);
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const groups = menuGroups(navigation.megaMenu.groups, services, navigation.megaMenu.maxPerGroup);

  // A new page closes the mobile menu (the mega-menu closes itself).
  useEffect(() => setMobileOpen(false), [pathname]);
  const closeMobile = (returnFocus: boolean) => {
    setMobileOpen(false);
    if (returnFocus) toggleButton.current?.focus();
  };

  return (
    <>
      <TopBar site={site} />
      <header className={`${styles.header} ${fixed ? styles.fixed : ""}`} data-fixed={fixed ? "true" : "false"} data-pinned>
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
                  <li key={item.href} className={styles.megaItem} {...mega.itemProps}>
                    <Link
                      to={item.href}
                      className={className}
                      aria-current={active ? "page" : undefined}
                      aria-expanded={mega.open}
                      aria-controls="mega-menu"
                    >
                      {item.label}
                      <Icon name="chevron-down" size={16} className={mega.open ? styles.chevronOpen : styles.chevron} />
                    </Link>
                    <MegaMenu
                      id="mega-menu"
                      groups={groups}
                      moreLabel={navigation.megaMenu.moreLabel}
                      moreHref={navigation.megaMenu.moreHref}
                      cta={navigation.megaMenu.cta}
                      onNavigate={mega.close}
                    />
                  </li>
                );
              })}
            </ul>
          </nav>
          <Link to={navigation.cta.href} className={`${ui.primary} ${styles.cta}`}>
            {navigation.cta.label}
          </Link>
          <button
            ref={toggleButton}
            type="button"
            className={styles.toggle}
            aria-expanded={mobileOpen}
            aria-controls="menu-movil"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <Icon name="x" size={24} /> : <Icon name="menu" size={24} />}
            <span className="visually-hidden">{mobileOpen ? "Cerrar menú" : "Abrir menú"}</span>
          </button>
        </div>
        <MobileMenu id="menu-movil" open={mobileOpen} onClose={closeMobile} pathname={pathname} />
      </header>
    </>
  );
}
