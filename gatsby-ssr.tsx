import React from "react";
import type { GatsbySSR } from "gatsby";
import "./src/styles/global.css";

/** Spanish pages, icons and the theme colour. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="icon-png" rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />,
    <link key="apple-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="theme" name="theme-color" content="#0f3a5f" />,
  ]);
};

/**
 * gatsby-plugin-image adds a style block, a <noscript> style and a module script to every page for its GatsbyImage
 * component. The site shows its images as plain <picture> elements (src/components/picture.tsx), so they would
 * only cost bytes and a script evaluation on every page.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  const isGatsbyImageHelper = (node: unknown) => String((node as { key?: unknown } | null)?.key ?? "").startsWith("gatsby-image-style");
  replaceHeadComponents(getHeadComponents().filter((node) => !isGatsbyImageHelper(node)));
};
