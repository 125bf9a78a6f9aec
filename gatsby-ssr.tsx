import React from "react";
import type { GatsbySSR } from "gatsby";
import "@fontsource-variable/inter";
import "./src/styles/global.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** Spanish pages, and the Latin subset of the self-hosted font preloaded so text renders in it from the first paint. */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "es" });
  setHeadComponents([
    <link key="font-inter" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="icon-png" rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />,
    <link key="apple-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <meta key="theme" name="theme-color" content="#0f3a5f" />,
  ]);
};
