import React from "react";
import { Link, NewTabLink } from "./link";
import { useSiteData } from "../hooks/use-site-data";
import { servicePath } from "../lib/routes";
import { Icon } from "./icon";
import { Logo } from "./logo";
import { phoneText } from "../lib/site-types";
import * as styles from "./footer.module.css";

const SOCIAL_ICONS: Record<string, string> = { Facebook: "facebook", Instagram: "instagram", LinkedIn: "linkedin" };

/** The items of a list of content links (quick and legal links). */
const linkItems = (links: readonly { href: string; label: string }[]) =>
  links.map((link) => (
    <li key={link.href}>
      <Link to={link.href}>{link.label}</Link>
    </li>
  ));

/** Site footer: services, quick and legal links, full contact details, social links and copyright. */
export function Footer() {
  const { site, navigation } = useSiteData();
  const year = new Date().getFullYear();
  const { footer } = navigation;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <div className={styles.logo}>
            <Logo brand={site.brand} shortName={site.shortName} />
          </div>
          <p>{footer.about}</p>
          <ul className={styles.social} aria-label="Redes sociales">
            {site.social.map((s) => {
              const icon = SOCIAL_ICONS[s.network] ?? "mail";
              return (
                <li key={s.network}>
                  <NewTabLink href={s.href}>
                    <Icon name={icon} size={20} />
                    <span className="visually-hidden">
                      {site.brand} en {s.network}
                    </span>
                  </NewTabLink>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-labelledby="pie-servicios">
          <h2 id="pie-servicios" className={styles.heading}>
            Servicios
          </h2>
          <ul className={styles.list}>
            {footer.services.map((service) => (
              <li key={service.slug}>
                <Link to={servicePath(service.slug)}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="pie-enlaces">
          <h2 id="pie-enlaces" className={styles.heading}>
            Enlaces rápidos
          </h2>
          <ul className={styles.list}>{linkItems(footer.quickLinks)}</ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Contacto</h2>
          <address className={styles.contact}>
            <p>
              <Icon name="map-pin" size={16} />
              <span>
                {site.address.street}
                <br />
                {site.address.postalCode} {site.address.locality} ({site.address.region})
              </span>
            </p>
            <p>
              <Icon name="phone" size={16} />
              <span>
                <a href={`tel:${site.phones.main.tel}`}>{phoneText(site.phones.main.display)}</a>
                {" · "}
                <a href={`tel:${site.phones.second.tel}`}>{phoneText(site.phones.second.display)}</a>
              </span>
            </p>
            <p>
              <Icon name="mail" size={16} />
              <a href={`mailto:${site.emails.general}`}>{site.emails.general}</a>
            </p>
            <p>
              <Icon name="clock" size={16} />
              <span>
                {site.hours.office}
                <br />
                {site.hours.urgent}
              </span>
            </p>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {year} {site.legalName}. Todos los derechos reservados.
          </p>
          <nav aria-label="Legal">
            <ul className={styles.legal}>{linkItems(footer.legalLinks)}</ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
