/**
 * Each page's scripts and styles, placed as Gatsby renders the page, through its public SSR APIs: Gatsby's runtime
 * (its page path, chunk map and compilation hash, its `async` files) left out of the body's end, and the page's own
 * put at the end of its head: the loader inline, then by `defer` the page script and the chunk of each part the page
 * has (deferred-scripts.ts), named from webpack's stats of this build; the sheet Gatsby inlines replaced by the part
 * of this build's sheet the page uses (page-styles.ts). What they are cut from: __PAGE_SCRIPTS__, gatsby-node.ts.
 * Gatsby APIs: replaceRenderer (the body rendered here, so its parts are known), onPreRenderHTML (after Gatsby added
 * its scripts: gatsby/cache-dir/static-entry.js).
 */
import React from "react";
import { renderToString } from "react-dom/server";
import type { GatsbySSR } from "gatsby";
import { isGatsbyRuntime, isGatsbyStyles, pageScriptUrls } from "./deferred-scripts";
import { pageSheet, parseSheet } from "./page-styles";
import { attributesIn } from "../shared/html-tree";
import { chunksAsked, LOADER_ID } from "../../src/lib/browser-chunks";

const placed = typeof __PAGE_SCRIPTS__ === "undefined" ? undefined : __PAGE_SCRIPTS__;
const styles = placed?.styles;
/** The sheet parsed once for every page this renderer writes. */
const sheet = styles ? parseSheet(styles.css) : undefined;

type Attributes = ReturnType<typeof attributesIn>;
/** The attributes of each page being rendered, from its body, until its scripts and styles are placed. */
const bodies = new Map<string, Attributes>();

/**
 * Each page's body rendered to a string, its parts noted. Gatsby 5.16 streams it through React 18.3.1's
 * renderToPipeableStream, which sends its whole 2 KB buffer when the next multi-byte character (ñ, á, —) does not fit
 * at the buffer's end, unfilled bytes and all: NUL characters in the page (facebook/react#31134; fixed in React 19 by
 * facebook/react#26228, never in 18). The string renderer writes no bytes, and gives the same markup for pages that,
 * like ours, never suspend. It renders in a turn of its own, as React's stream does: Gatsby renders two pages at once
 * and gatsby-plugin-react-helmet reads the tags the last render left, right after each page's.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, pathname }) =>
  new Promise<void>((resolve) => {
    setImmediate(() => {
      const body = renderToString(bodyComponent as React.ReactElement);
      if (placed) bodies.set(pathname, attributesIn(body));
      replaceBodyHTMLString(body);
      resolve();
    });
  });

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ pathname, getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  if (!placed) return;
  const attributes = bodies.get(pathname) ?? [];
  bodies.delete(pathname);
  const asked = chunksAsked(attributes);
  const own = pageScriptUrls(placed.groups, asked.parts);
  replacePostBodyComponents(getPostBodyComponents().filter((component) => !isGatsbyRuntime(component, own)));
  const pageStyles = (component: React.ReactNode) =>
    styles && sheet && isGatsbyStyles(component) ? (
      <style key="gatsby-global-css" data-href={styles.href} data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: pageSheet(sheet, styles.named, attributes, asked) }} />
    ) : (
      component
    );
  replaceHeadComponents([
    ...getHeadComponents().map(pageStyles),
    <script key={LOADER_ID} id={LOADER_ID} dangerouslySetInnerHTML={{ __html: placed.loader }} />,
    ...own.map((src) => <script key={src} src={src} defer />),
  ]);
};
