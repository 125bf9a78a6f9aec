import React, { Fragment } from "react";
import { Icon } from "../components/icon";
import { graphql, type PageProps } from "gatsby";
import { Layout } from "../components/layout";
import { NewTabLink } from "../components/link";
import { PageTop } from "../components/page-top";
import { SectionHead } from "../components/section-head";
import { Island } from "../components/island";
import ContactFormIsland from "../islands/roots/contact-form";
import { useFormsShared } from "../hooks/use-forms-data";
import { MapFrame } from "../components/map-frame";
import { useSiteData } from "../hooks/use-site-data";
import { osmEmbedUrl, osmLinkUrl } from "../lib/map";
import { phoneText } from "../lib/site-types";
import { CONTACT_FORM_ID, ROUTES } from "../lib/routes";
import * as ui from "../styles/ui.module.css";
import * as styles from "../styles/pages/contact.module.css";

/** Contact: every way to reach the company, the quote request form, the map and the 24/7 line. */
export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = data.contactJson!;
  const form = data.formsJson!.contact;
  const { site } = useSiteData();
  const { phones, emails, address, hours, geo } = site;
  const call = (line: typeof phones.main) => (
    <>
      {line.label}: <a href={`tel:${line.tel}`}>{phoneText(line.display)}</a>
    </>
  );
  const mail = (label: string, to: string) => (
    <>
      {label}: <a href={`mailto:${to}`}>{to}</a>
    </>
  );
  // The four contact cards, two lines each.
  const cards = [
    { icon: "map-pin", title: page.cards.addressTitle, tag: "address", lines: [address.street, <Fragment key="locality">{address.postalCode} {address.locality} ({address.region})</Fragment>] },
    { icon: "phone", title: page.cards.phonesTitle, tag: "p", lines: [call(phones.main), call(phones.second)] },
    { icon: "mail", title: page.cards.emailsTitle, tag: "p", lines: [mail(page.cards.generalLabel, emails.general), mail(page.cards.quotesLabel, emails.quotes)] },
    { icon: "clock", title: page.cards.hoursTitle, tag: "p", lines: [hours.office, hours.urgent] },
  ] as const;
  return (
    <Layout pathname={location.pathname} title={page.seo.title}>
      <PageTop seo={page.seo} crumb={{ name: "Contacto", path: ROUTES.contact }} type="ContactPage" title={page.hero.headline} text={page.hero.text} />

      <section className={ui.section} aria-labelledby="datos-contacto">
        <div className="container">
          <h2 id="datos-contacto" className="visually-hidden">
            {page.cards.title}
          </h2>
          <ul className={styles.cards}>
            {cards.map(({ icon, title, tag: Text, lines }) => (
              <li key={icon} className={ui.card}>
                <Icon name={icon} className={styles.cardIcon} />
                <h3>{title}</h3>
                <Text>
                  {lines[0]}
                  <br />
                  {lines[1]}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={ui.sectionAlt} aria-labelledby={CONTACT_FORM_ID}>
        <div className={`container ${styles.formLayout}`}>
          <div>
            <h2 id={CONTACT_FORM_ID}>{form.title}</h2>
            <p>{form.intro}</p>
            <h3 className={styles.areasTitle}>{page.coverage.title}</h3>
            <p>{page.coverage.intro}</p>
            <ul className={styles.areas}>
              {site.areas.map((a) => (
                <li key={a.name}>{a.name}</li>
              ))}
            </ul>
          </div>
          <Island component={ContactFormIsland} props={{ shared: useFormsShared(), texts: form }} />
        </div>
      </section>

      <section className={ui.section} aria-labelledby="como-llegar">
        <div className={`container ${styles.mapLayout} ${ui.split}`}>
          <div>
            <SectionHead id="como-llegar" title={page.map.title} />
            <address className={styles.mapInfo}>
              <strong>{site.brand}</strong>
              <br />
              {address.street}, {address.postalCode} {address.locality}
              <br />
              <a href={`tel:${phones.main.tel}`}>{phoneText(phones.main.display)}</a>
              <br />
              {hours.office}
            </address>
            <p>
              <NewTabLink href={osmLinkUrl(geo.latitude, geo.longitude)}>{page.map.linkLabel}</NewTabLink>
            </p>
          </div>
          <MapFrame className={styles.map} title={page.map.frameTitle} src={osmEmbedUrl(geo.latitude, geo.longitude)} />
        </div>
      </section>

      <section className={styles.emergency} aria-labelledby="urgencias">
        <div className={`container ${styles.emergencyInner}`}>
          <div>
            <h2 id="urgencias">
              <Icon name="siren" size={26} className={styles.inlineIcon} />
              {page.emergency.title}
            </h2>
            <p>{page.emergency.text}</p>
          </div>
          <div className={ui.actions}>
            <a href={`tel:${phones.urgent.tel}`} className={`call-button ${ui.primary}`}>
              <Icon name="phone" size={18} />
              {page.emergency.phoneLabel} · {phoneText(phones.urgent.display)}
            </a>
            <a href={`#${CONTACT_FORM_ID}`} className={ui.onDark}>
              <Icon name="mail" size={18} />
              {page.emergency.emailLabel}
            </a>
          </div>
        </div>
      </section>
    </Layout>
  );
}

export const query = graphql`
  query ContactPage {
    contactJson {
      seo {
        ...Seo
      }
      hero {
        headline
        text
      }
      cards {
        title
        addressTitle
        phonesTitle
        emailsTitle
        generalLabel
        quotesLabel
        hoursTitle
      }
      coverage {
        title
        intro
      }
      map {
        title
        frameTitle
        linkLabel
      }
      emergency {
        title
        text
        phoneLabel
        emailLabel
      }
    }
    formsJson {
      contact {
        ...ContactFormTexts
      }
    }
  }
`;
