import React from "react";
import { createRoot, type Root } from "react-dom/client";
import type { Phrases } from "../lib/cms/phrases";

/*
 * Decap CMS as its prebuilt bundle defines it on the page (plugins/editor/admin-bundle.ts): `window.CMS`, with a React
 * of its own inside. Only what the editor uses is typed here.
 */

/** An Immutable.js map, as Decap hands entries and collections to a preview. */
export interface DecapMap {
  get: (key: string) => unknown;
  toJS?: () => unknown;
}

/** What Decap gives a preview template (the site's previews read these three). */
export interface PreviewProps {
  entry: DecapMap;
  collection: DecapMap;
  /** The address of an image the entry names; Decap takes the image's field as a second argument. */
  getAsset: (path: string, field?: DecapMap) => unknown;
}

interface Decap {
  getLocale: (locale: string) => Phrases | undefined;
  registerLocale: (locale: string, phrases: Phrases) => void;
  registerPreviewStyle: (href: string) => void;
  registerPreviewTemplate: (collection: string, component: unknown) => void;
  init: (options?: { config?: Record<string, unknown> }) => void;
}

interface DecapComponent {
  props: PreviewProps;
  node: HTMLElement | null;
  root?: Root;
  paint: () => void;
}

declare global {
  interface Window {
    CMS?: Decap;
    /** Read by Decap's bundle as it loads: set, it waits for CMS.init instead of starting itself. */
    CMS_MANUAL_INIT?: boolean;
    /** Decap's React: create-react-class and createElement, the way its bundle offers them to custom previews. */
    createClass?: (spec: Record<string, unknown> & ThisType<DecapComponent>) => unknown;
    h?: (type: string, props: Record<string, unknown>) => unknown;
  }
}

/**
 * A preview for Decap's React that mounts the site's own component, with the site's React 18, into the element it
 * renders, and renders it again with each change Decap passes down (the editor typing).
 */
export function siteComponentPreview(Preview: React.ComponentType<PreviewProps>, decap: Window): unknown {
  const { createClass, h } = decap;
  if (!createClass || !h) throw new Error("El paquete de Decap CMS no ha definido createClass y h: la vista previa no puede mostrarse.");
  return createClass({
    componentDidMount() {
      this.root = createRoot(this.node!);
      this.paint();
    },
    componentDidUpdate() {
      this.paint();
    },
    componentWillUnmount() {
      const root = this.root;
      // Not while Decap's React is still removing this element's tree.
      setTimeout(() => root?.unmount());
    },
    paint() {
      const { entry, collection, getAsset } = this.props;
      this.root?.render(<Preview entry={entry} collection={collection} getAsset={getAsset} />);
    },
    render() {
      return h("div", {
        ref: (node: HTMLElement | null) => {
          this.node = node;
        },
      });
    },
  });
}
