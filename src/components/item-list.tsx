import React from "react";

export interface ItemListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  className?: string;
  itemClassName?: string;
  "aria-label"?: string;
  /** What one item shows inside its list item. */
  children: (item: T) => React.ReactNode;
}

/** A list with one item per entry: card grids, link lists. */
export function ItemList<T>({ items, itemKey, className, itemClassName, children, ...rest }: ItemListProps<T>) {
  return (
    <ul className={className} {...rest}>
      {items.map((item) => (
        <li key={itemKey(item)} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
