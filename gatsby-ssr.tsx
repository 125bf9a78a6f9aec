import type { GatsbySSR } from "gatsby";
import "./src/styles/global.css";

/** Spanish pages. (Icons, manifest and theme colour come from gatsby-plugin-manifest, see gatsby-config.ts.) */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "es" });
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
