import React from "react";
import { Icon } from "./icon";
import { Link } from "./link";
import * as styles from "./breadcrumb.module.css";

export interface Crumb {
  name: string;
  path: string;
}

export interface BreadcrumbProps {
  /** From the home page to the current page; the last one is the current page. */
  items: readonly Crumb[];
}

export function Breadcrumb({ items }: BreadcrumbProps) {
  return (
    <nav aria-label="Migas de pan" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path}>
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <>
                  <Link to={item.path}>{item.name}</Link>
                  <Icon name="chevron-right" size={14} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
