import React from "react";
import { renderToString } from "react-dom/server";
import type { GatsbySSR } from "gatsby";
import "./src/styles/global.css";

/**
 * Spanish pages. (Icons, manifest and theme colour come from gatsby-plugin-manifest, see gatsby-config.ts.) Images are
 * plain <picture> elements (src/components/picture.tsx) from gatsby-transformer-sharp's data, so gatsby-plugin-image is
 * not in the plugin list: its head styles and script would only cost bytes on every page.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "es" });
};

/**
 * Each page's body rendered to a string. Gatsby 5.16 streams it through React 18.3.1's renderToPipeableStream, which
 * sends its whole 2 KB buffer when the next multi-byte character (ñ, á, —) does not fit at the buffer's end, unfilled
 * bytes and all: NUL characters in the page (facebook/react#31134; fixed in React 19 by facebook/react#26228, never
 * in 18). The string renderer writes no bytes, and gives the same markup for pages that, like ours, never suspend.
 * It renders in a turn of its own, as React's stream does: Gatsby renders two pages at once and
 * gatsby-plugin-react-helmet reads the tags the last render left, right after each page's.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString }) =>
  new Promise<void>((resolve) => {
    setImmediate(() => {
      replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
      resolve();
    });
  });
