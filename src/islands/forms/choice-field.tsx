import React from "react";
import * as styles from "./forms.module.css";

/*
 * A list to choose from, in a file of its own: only the contact and quote forms use it, so the newsletter box's pages
 * (the blog) do not download it with the parts every form shares.
 */
export interface ChoiceFieldProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  /** Shown while nothing is chosen; its option holds the empty value a required select's first option must have. */
  placeholder: string;
  options: readonly string[];
}

export function ChoiceField({ id, label, placeholder, options, ...select }: ChoiceFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
