import React from "react";
import type { IconNode } from "lucide";

export interface DrawingProps {
  /** A lucide drawing: its shapes, each a tag and its attributes. */
  drawing: IconNode;
  size?: number;
  className?: string;
  style?: React.CSSProperties;
}

/**
 * A decorative icon drawn inline; the text beside it carries the meaning. Islands give it the drawing they import
 * from lucide, so their bundles hold only those; the rest of the page names icons by id (icon.tsx).
 */
export function Drawing({ drawing, size = 24, className, style }: DrawingProps) {
  return (
    <svg
      className={className}
      style={style}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing.map(([tag, attrs], i) => React.createElement(tag, { ...attrs, key: i }))}
    </svg>
  );
}
