import type React from "react";
import { ICONS } from "../lib/icons";
import { Drawing } from "./drawing";

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
  style?: React.CSSProperties;
}

/** A decorative icon by id (content or interface, src/lib/icons.ts), drawn inline; the text beside it carries the meaning. */
export function Icon({ name, ...rest }: IconProps) {
  const drawing = ICONS[name];
  if (!drawing) throw new Error(`No hay icono «${name}» (src/lib/icons.ts)`);
  return <Drawing drawing={drawing} {...rest} />;
}
