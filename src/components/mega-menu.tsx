import React from "react";
import { Link } from "./link";
import { Icon } from "./icon";
import type { MenuGroup } from "../lib/nav";
import { servicePath } from "../lib/routes";
import * as ui from "../styles/ui.module.css";
import * as styles from "./mega-menu.module.css";

export interface MegaMenuProps {
  id: string;
  groups: readonly MenuGroup[];
  moreLabel: string;
  moreHref: string;
  cta: { label: string; href: string };
}

/**
 * The services panel under "Servicios": five groups of at most four services, and a quote button. Shown by CSS while
 * its list item is hovered or holds focus, so it answers with no script; the page's script adds its keys (src/chrome).
 */
export function MegaMenu({ id, groups, moreLabel, moreHref, cta }: MegaMenuProps) {
  return (
    <div id={id} className={styles.panel}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.groups}>
          {groups.map((group) => (
            <div key={group.id} className={styles.group}>
              <p id={`${id}-${group.id}`} className={styles.title}>
                <Icon name={group.icon} size={18} />
                {group.title}
              </p>
              <ul className={styles.list} aria-labelledby={`${id}-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.slug}>
                    <Link to={servicePath(item.slug)}>
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ul>
              {group.hasMore && (
                <Link to={moreHref} className={styles.more}>
                  {moreLabel}
                </Link>
              )}
            </div>
          ))}
        </div>
        <div className={styles.footer}>
          <Link to={cta.href} className={ui.primary}>
            {cta.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
