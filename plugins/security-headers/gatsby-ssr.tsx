/**
 * Each page's Content-Security-Policy, first among the head's components as Gatsby renders the page (after only the
 * charset and viewport of Gatsby's html.js), before any script or style it governs. The same policy on every page of
 * a build (__PAGE_POLICY__, gatsby-node.ts), so the order of plugins does not change it.
 * Gatsby APIs: onPreRenderHTML.
 */
import React from "react";
import type { GatsbySSR } from "gatsby";

const policy = typeof __PAGE_POLICY__ === "undefined" ? undefined : __PAGE_POLICY__;

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  if (policy) replaceHeadComponents([<meta key="content-security-policy" httpEquiv="Content-Security-Policy" content={policy} />, ...getHeadComponents()]);
};
