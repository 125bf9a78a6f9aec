import React from "react";
import { Link } from "./link";
import { Icon } from "./icon";
import { isActive } from "../lib/nav";
import { phoneText } from "../lib/site-types";
import { useSiteData } from "../hooks/use-site-data";
import * as ui from "../styles/ui.module.css";
import * as styles from "./header.module.css";

export interface MobileMenuProps {
  id: string;
  pathname: string;
}

// React 18 knows no popover attribute: written in lower case, it reaches the HTML as it is.
const POPOVER = { popover: "auto" };

/**
 * The phone menu: the navigation, the quote button and the contact lines, in a native popover the header's button
 * opens with no script (Escape, a tap outside or the button close it, and focus goes back to the button).
 */
export function MobileMenu({ id, pathname }: MobileMenuProps) {
  const { site, navigation } = useSiteData();
  return (
    <div id={id} className={styles.mobile} {...POPOVER}>
      <nav aria-label="Menú móvil" className="container">
        <ul className={styles.mobileLinks}>
          {navigation.main.map((item) => {
            const active = isActive(pathname, item.href);
            return (
              <li key={item.href}>
                <Link to={item.href} className={active ? styles.active : undefined} aria-current={active ? "page" : undefined}>
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        <Link to={navigation.cta.href} className={ui.primary}>
          {navigation.cta.label}
        </Link>
        <ul className={styles.mobileContact} aria-label="Contacto">
          {[site.phones.main, site.phones.second].map((line) => (
            <li key={line.tel}>
              <Icon name="phone" size={16} />
              <a href={`tel:${line.tel}`}>{phoneText(line.display)}</a>
            </li>
          ))}
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
    </div>
  );
}
