import type React from "react";
import { ICON_SPRITE_PATH } from "../lib/icons";

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
  style?: React.CSSProperties;
}

/** A decorative icon by id (content or interface), drawn from the sprite the build writes; the text beside it carries the meaning. */
export function Icon({ name, size = 24, className, style }: IconProps) {
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
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
