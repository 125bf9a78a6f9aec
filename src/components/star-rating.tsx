import React from "react";
import { Icon } from "./icon";
import * as styles from "./star-rating.module.css";

export interface StarRatingProps {
  rating: number;
  max?: number;
}

/** Stars drawn for the eye, "5 de 5 estrellas" for everyone. */
export function StarRating({ rating, max = 5 }: StarRatingProps) {
  return (
    <p className={styles.stars} role="img" aria-label={`Valoración: ${rating} de ${max} estrellas`}>
      {Array.from({ length: max }, (_, i) => (
        <Icon name="star" key={i} size={18} className={i < rating ? styles.on : styles.off} />
      ))}
    </p>
  );
}
