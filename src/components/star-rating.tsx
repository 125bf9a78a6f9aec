import React from "react";
import { Star } from "lucide-react";
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
        <Star key={i} size={18} aria-hidden="true" className={i < rating ? styles.on : styles.off} />
      ))}
    </p>
  );
}
