import React from "react";

export interface MapFrameProps {
  title: string;
  src: string;
  className?: string;
}

/**
 * The embedded map, made only when the visitor scrolls near it (the page's script, src/chrome): a frame from another
 * site costs a connection and hundreds of kilobytes, and browsers start "lazy" frames far below the screen. The box
 * keeps its size meanwhile (no layout shift); without JavaScript the frame comes from <noscript>.
 */
export function MapFrame({ title, src, className }: MapFrameProps) {
  return (
    <div className={className} data-map-src={src} data-map-title={title}>
      <noscript>
        <iframe className={className} title={title} src={src} loading="lazy" width="600" height="400" referrerPolicy="no-referrer" />
      </noscript>
    </div>
  );
}
