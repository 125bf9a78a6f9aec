import React from "react";
import { Icon } from "./icon";
import { phoneText, type SiteFacts } from "../lib/site-types";
import * as styles from "./top-bar.module.css";

export interface TopBarProps {
  site: SiteFacts;
}

/** Contact strip above the header on large screens: two phones, e-mail, city and office hours. */
export function TopBar({ site }: TopBarProps) {
  return (
    <aside className={styles.bar} data-testid="top-bar" aria-label="Contacto rápido">
      <div className={`container ${styles.inner}`}>
        <ul className={styles.list} aria-label="Teléfonos y correo">
          <li>
            <Icon name="phone" size={15} />
            <a href={`tel:${site.phones.main.tel}`}>{phoneText(site.phones.main.display)}</a>
          </li>
          <li>
            <Icon name="phone" size={15} />
            <a href={`tel:${site.phones.second.tel}`}>{phoneText(site.phones.second.display)}</a>
          </li>
          <li>
            <Icon name="mail" size={15} />
            <a href={`mailto:${site.emails.general}`}>{site.emails.general}</a>
          </li>
        </ul>
        <ul className={styles.list} aria-label="Ubicación y horario">
          <li>
            <Icon name="map-pin" size={15} />
            {site.address.locality}, {site.address.region}
          </li>
          <li>
            <Icon name="clock" size={15} />
            {site.hours.officeShort}
          </li>
        </ul>
      </div>
    </aside>
  );
}
