import React from "react";
import { graphql } from "gatsby";
import { Icon } from "./icon";
import * as ui from "../styles/ui.module.css";

/** One card's data, for queries of lists of cards in content (`...IconCard`). */
export const iconCardFragment = graphql`
  fragment IconCard on ContentIconCard {
    icon
    title
    text
  }
`;

export interface IconCardsProps {
  items: readonly { icon: string; title: string; text: string }[];
  headingLevel?: "h3" | "h4";
}

/** A grid of cards with an icon, a title and a text: benefits, reasons, values, types. */
export function IconCards({ items, headingLevel: Heading = "h3" }: IconCardsProps) {
  return (
    <ul className={ui.grid}>
      {items.map((item) => (
        <li key={item.title} className={ui.card}>
          <span className={ui.iconBadge}>
            <Icon name={item.icon} />
          </span>
          <Heading>{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
