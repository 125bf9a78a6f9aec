import React, { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "./icon";
import { Link } from "gatsby";
import { useSiteData } from "../hooks/use-site-data";
import { isActive, isHeaderFixed, MEGA_MENU_CLOSE_DELAY, menuGroups } from "../lib/nav";
import { Logo } from "./logo";
import { phoneText } from "../lib/site-types";
import { MegaMenu } from "./mega-menu";
import { TopBar } from "./top-bar";
import * as ui from "../styles/ui.module.css";
import * as styles from "./header.module.css";

export interface HeaderProps {
  pathname: string;
}

const FIXED_CLASS = "header-fixed";

/** Sticky header: contact strip, logo, navigation with the services mega-menu, quote button and mobile menu. */
export function Header({ pathname }: HeaderProps) {
  const { site, navigation, services } = useSiteData();
  const [fixed, setFixed] = useState(false);
  const [megaOpen, setMegaOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The mobile panel repeats the navigation and the contact lines: it is made the first time it opens, so pages
  // start with a smaller document and less to hydrate. (The mega-menu's links stay in the page for crawlers.)
  const [mobileUsed, setMobileUsed] = useState(false);
  if (mobileOpen && !mobileUsed) setMobileUsed(true);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const servicesItem = useRef<HTMLLIElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  // Focus given back to "Servicios" after Escape must not reopen the menu it just closed.
  const returningFocus = useRef(false);
  const groups = menuGroups(navigation.megaMenu.groups, services, navigation.megaMenu.maxPerGroup);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = isHeaderFixed(window.scrollY);
      setFixed(next);
      document.body.classList.toggle(FIXED_CLASS, next);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
      document.body.classList.remove(FIXED_CLASS);
    };
  }, []);

  // A new page closes both menus.
  useEffect(() => {
    setMegaOpen(false);
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openMega = useCallback(() => {
    clearTimeout(closeTimer.current);
    setMegaOpen(true);
  }, []);
  const closeMegaSoon = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setMegaOpen(false), MEGA_MENU_CLOSE_DELAY);
  }, []);
  const closeMega = useCallback(() => {
    clearTimeout(closeTimer.current);
    setMegaOpen(false);
  }, []);

  const onMegaKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && megaOpen) {
      event.stopPropagation();
      closeMega();
      returningFocus.current = true;
      servicesItem.current?.querySelector<HTMLAnchorElement>("a")?.focus();
      returningFocus.current = false;
    }
  };
  const onMegaFocus = () => {
    if (!returningFocus.current) openMega();
  };
  const onMegaBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeMega();
  };
  const onMobileKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && mobileOpen) {
      setMobileOpen(false);
      toggleButton.current?.focus();
    }
  };

  return (
    <>
      <TopBar site={site} />
      <header className={`${styles.header} ${fixed ? styles.fixed : ""}`} data-fixed={fixed ? "true" : "false"}>
        <div className={`container ${styles.bar}`}>
          <Logo brand={site.brand} tagline={`Desde ${site.foundedYear} · ${site.address.locality}`} />
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
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
                  <li
                    key={item.href}
                    ref={servicesItem}
                    className={styles.megaItem}
                    onMouseEnter={openMega}
                    onMouseLeave={closeMegaSoon}
                    onFocus={onMegaFocus}
                    onBlur={onMegaBlur}
                    onKeyDown={onMegaKeyDown}
                  >
                    <Link
                      to={item.href}
                      className={className}
                      aria-current={active ? "page" : undefined}
                      aria-expanded={megaOpen}
                      aria-controls="mega-menu"
                    >
                      {item.label}
                      <Icon name="chevron-down" size={16} className={megaOpen ? styles.chevronOpen : styles.chevron} />
                    </Link>
                    <MegaMenu
                      id="mega-menu"
                      open={megaOpen}
                      groups={groups}
                      moreLabel={navigation.megaMenu.moreLabel}
                      moreHref={navigation.megaMenu.moreHref}
                      cta={navigation.megaMenu.cta}
                      onNavigate={closeMega}
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
        {/* Escape anywhere in the open panel closes it; the links and the toggle are the controls. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div id="menu-movil" className={styles.mobile} hidden={!mobileOpen} onKeyDown={onMobileKeyDown}>
          {mobileUsed && (
            <nav aria-label="Menú móvil" className="container">
              <ul className={styles.mobileLinks}>
                {navigation.main.map((item) => {
                  const active = isActive(pathname, item.href);
                  return (
                    <li key={item.href}>
                      <Link
                        to={item.href}
                        className={active ? styles.active : undefined}
                        aria-current={active ? "page" : undefined}
                        onClick={() => setMobileOpen(false)}
                      >
                        {item.label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <Link to={navigation.cta.href} className={ui.primary} onClick={() => setMobileOpen(false)}>
                {navigation.cta.label}
              </Link>
              <ul className={styles.mobileContact} aria-label="Contacto">
                <li>
                  <Icon name="phone" size={16} />
                  <a href={`tel:${site.phones.main.tel}`}>{phoneText(site.phones.main.display)}</a>
                </li>
                <li>
                  <Icon name="phone" size={16} />
                  <a href={`tel:${site.phones.second.tel}`}>{phoneText(site.phones.second.display)}</a>
                </li>
                <li>
                  <Icon name="mail" size={16} />
                  <a href={`mailto:${site.emails.general}`}>{site.emails.general}</a>
                </li>
                <li>
                  <Icon name="clock" size={16} />
                  {site.hours.office}
                </li>
              </ul>
            </nav>
          )}
        </div>
      </header>
    </>
  );
}
