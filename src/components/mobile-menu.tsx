import React, { useState } from "react";
import { Link } from "gatsby";
import { Icon } from "./icon";
import { isActive } from "../lib/nav";
import { phoneText } from "../lib/site-types";
import { useSiteData } from "../hooks/use-site-data";
import * as ui from "../styles/ui.module.css";
import * as styles from "./header.module.css";

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: (returnFocus: boolean) => void;
  pathname: string;
}

/**
 * The phone menu: the navigation, the quote button and the contact lines. Its contents are made the first time it
 * opens, so pages start with a smaller document and less to hydrate. Escape anywhere in it closes it.
 */
export function MobileMenu({ id, open, onClose, pathname }: MobileMenuProps) {
  const { site, navigation } = useSiteData();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) onClose(true);
  };
  return (
    // The links and the toggle are the controls; the panel only listens for Escape.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div id={id} className={styles.mobile} hidden={!open} onKeyDown={onKeyDown}>
      {used && (
        <nav aria-label="Menú móvil" className="container">
          <ul className={styles.mobileLinks}>
            {navigation.main.map((item) => {
              const active = isActive(pathname, item.href);
              return (
                <li key={item.href}>
                  <Link to={item.href} className={active ? styles.active : undefined} aria-current={active ? "page" : undefined} onClick={() => onClose(false)}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link to={navigation.cta.href} className={ui.primary} onClick={() => onClose(false)}>
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
      )}
    </div>
  );
}
