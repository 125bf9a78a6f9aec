import React from "react";
import * as ui from "../../styles/ui.module.css";
import * as styles from "./sections.module.css";

/** What the registry gives every section component: its data (the section's fragment), its id and its background. */
export interface SectionProps<F> {
  section: F;
  id: string;
  alt: boolean;
}

export interface SectionFrameProps {
  id: string;
  /** The section's own title and intro. */
  head: { title: string; intro?: string | null };
  /** Alternate sections get the soft background, so long pages read in clear blocks. */
  alt: boolean;
  children: React.ReactNode;
}

/** The frame every service-page section shares: a labelled region with its h2 and optional intro. */
export function SectionFrame({ id, head, alt, children }: SectionFrameProps) {
  const { title, intro } = head;
  return (
    <section className={alt ? ui.sectionAlt : ui.section} aria-labelledby={id}>
      <div className="container">
        <div className={styles.head}>
          <h2 id={id}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Paragraphs of running text. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

/** A section of cards: the frame with the section's title and intro, then one card per item, headed by its name. */
export function CardGridSection<T>(props: {
  id: string;
  alt: boolean;
  head: { title: string; intro?: string | null };
  items: readonly T[];
  name: (item: T) => string;
  nameClassName?: string;
  /** Shown above the card's name (a picture). */
  media?: (item: T) => React.ReactNode;
  children: (item: T) => React.ReactNode;
}) {
  const { id, alt, head, items, name, nameClassName, media, children } = props;
  return (
    <SectionFrame id={id} head={head} alt={alt}>
      <ul className={ui.grid}>
        {items.map((item) => (
          <li key={name(item)} className={ui.card}>
            {media?.(item)}
            <h3 className={nameClassName}>{name(item)}</h3>
            {children(item)}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** A small heading and its list of words, inside a card. */
export function ListBlock({ heading, items, tags = false }: { heading: string; items: readonly string[]; tags?: boolean }) {
  return (
    <>
      <p className={styles.subhead}>{heading}</p>
      <ul className={tags ? `${styles.tags} ${ui.wrapList}` : undefined}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
