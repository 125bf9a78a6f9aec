import type { GatsbySSR } from "gatsby";
import "./src/styles/global.css";

/**
 * Spanish pages. (Icons, manifest and theme colour come from gatsby-plugin-manifest, see gatsby-config.ts.) Images are
 * plain <picture> elements (src/components/picture.tsx) from gatsby-transformer-sharp's data, so gatsby-plugin-image is
 * not in the plugin list: its head styles and script would only cost bytes on every page. Each page's body is rendered
 * by plugins/script-loader (replaceRenderer), which places its scripts.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "es" });
};
