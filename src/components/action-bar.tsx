import React from "react";
import { Link } from "./link";
import { Icon } from "./icon";
import { useSiteData } from "../hooks/use-site-data";
import { absoluteUrl } from "../lib/seo";
import { whatsappLink, whatsappMessage } from "../lib/whatsapp";
import * as styles from "./action-bar.module.css";

/**
 * On phones, call, WhatsApp and quote always in reach: a bar pinned to the bottom of the screen (CSS shows it below
 * 768 px). The WhatsApp message names the page by its title and address, both known when the page is built.
 */
export function ActionBar({ pathname, title }: { pathname: string; title: string }) {
  const { site, siteUrl, navigation } = useSiteData();
  const bar = navigation.actionBar;
  const pageUrl = absoluteUrl(siteUrl, pathname);
  return (
    <nav className={styles.bar} aria-label={bar.label} data-pinned>
      <a href={`tel:${site.phones.main.tel}`}>
        <Icon name="phone" size={20} />
        {bar.call}
      </a>
      <a href={whatsappLink(site.whatsapp, whatsappMessage(bar.whatsappText, pageUrl, title))} target="_blank" rel="noopener noreferrer">
        <Icon name="message-circle" size={20} />
        {bar.whatsapp}
      </a>
      <Link to={bar.quoteHref}>
        <Icon name="clipboard-check" size={20} />
        {bar.quote}
      </Link>
    </nav>
  );
}
