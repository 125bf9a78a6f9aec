import React, { useEffect, useRef, useState } from "react";

export interface MapFrameProps {
  title: string;
  src: string;
  className?: string;
}

/**
 * The embedded map, made only when the visitor scrolls near it: a frame from another site costs a connection and
 * hundreds of kilobytes, and browsers start "lazy" frames far below the screen. The box keeps its size meanwhile
 * (no layout shift); without JavaScript the frame comes from <noscript>.
 */
export function MapFrame({ title, src, className }: MapFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (near || !element) return undefined;
    if (!("IntersectionObserver" in window)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: "400px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const frame = <iframe className={className} title={title} src={src} loading="lazy" width="600" height="400" referrerPolicy="no-referrer" />;
  if (near) return frame;
  return (
    <div ref={box} className={className}>
      <noscript>{frame}</noscript>
    </div>
  );
}
