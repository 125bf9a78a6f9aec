import { ICON_SPRITE_PATH } from "../lib/icons";

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/** A decorative icon by content id, drawn from the sprite the build writes; the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
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
